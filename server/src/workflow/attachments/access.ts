import type { Database } from '../../db/database.js';
import { canReadFile } from '../../files/index.js';
import { fileReaders } from './readers.js';
import type { CurrentUser } from '../../lib/context.js';
import { wfError } from '../messages.js';

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
