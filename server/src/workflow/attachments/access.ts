import type { Database } from '../../db/database.js';
import { canReadFile } from '../../files/index.js';
import { fileReaders } from './readers.js';
import type { CurrentUser } from '../../lib/context.js';
import { defById } from '../definitions/repo.js';
import { loadForm } from '../model/forms.js';
import { readerRights, showsFile } from '../model/form-read.js';
import { wfError } from '../messages.js';
import { visibleTo } from '../task-lists/repo-instances.js';
import * as repo from './repo.js';

/** File ids are UUIDs (files/store.ts); anything else is never named by a form. */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Everyone who may read an instance may open its attachments (issue 14): the files in its form
 * data (file fields, file columns of subtables, signatures) that are not hidden from the reader,
 * and the files attached to its opinions (one of fileReaders, readers.ts).
 */
export async function instanceFileRule(db: Database, user: CurrentUser, fileId: string): Promise<boolean> {
  if (!FILE_ID.test(fileId)) return false;
  const visible = visibleTo(user);
  if (await repo.visibleOpinionNames(db, visible, fileId)) return true;
  for (const inst of await repo.visibleInstancesNaming(db, visible, fileId)) {
    const def = await defById(db, inst.def_id);
    const form = def ? await loadForm(db, def.formKey) : null;
    if (!def || !form) continue;
    const rights = await readerRights(db, form, def.model.startId, inst, user);
    if (showsFile(form.fields, rights, inst.form_data, fileId)) return true;
  }
  return false;
}

/** The ids of an opinion's files (spec 02 §3: JSON text holding a JSON string of a list of {id|fileId, name}). */
export function opinionFileIds(text: string | null | undefined): string[] | null {
  if (!text) return [];
  let value: unknown = text;
  try {
    for (let depth = 0; depth < 3 && typeof value === 'string'; depth++) value = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const ids: string[] = [];
  for (const item of value) {
    const id = item && typeof item === 'object' ? ((item as Record<string, unknown>).id ?? (item as Record<string, unknown>).fileId) : item;
    if (typeof id !== 'string' || !id) return null;
    ids.push(id);
  }
  return ids;
}

/** An opinion may carry only files the caller may read: attaching a file opens it to every reader of the instance. */
export async function checkOpinionFiles(db: Database, user: CurrentUser, files: string | undefined): Promise<void> {
  const ids = opinionFileIds(files);
  if (!ids) throw wfError(400, 'task.opinionFilesInvalid');
  for (const id of new Set(ids)) if (!(await canReadFile(db, user, id, fileReaders))) throw wfError(400, 'task.opinionFileForbidden');
}
