import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { defById } from '../definitions/repo.js';
import { loadForm } from '../model/repo-forms.js';
import { readerRights, showsFile } from '../model/form-read.js';
import { visibleTo } from '../task-lists/repo-instances.js';
import * as repo from './repo.js';

// apart from access.ts (the opinion files' check, which uses every rule) and from the form writes: readers.ts lists
// this rule, and the form writes check with that list

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
