import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';
import { findFileOwnership } from './repo.js';

/**
 * Who may read a file: its uploader, administrators, anyone signed in when the file is marked
 * shared, and whoever a rule added by another domain lets in. The workflow domain adds the rule
 * "users who may see an instance whose form data references the file" with `addFileReadRule`,
 * so this module does not need to know about instances.
 */
export type FileReadRule = (db: Database, user: CurrentUser, fileId: string) => Promise<boolean>;

const rules: FileReadRule[] = [];

/** Registers an extra way to be allowed to read a file (called once at start-up by a domain). */
export function addFileReadRule(rule: FileReadRule): void {
  if (!rules.includes(rule)) rules.push(rule);
}

export async function canReadFile(db: Database, user: CurrentUser, fileId: string): Promise<boolean> {
  const file = await findFileOwnership(db, fileId);
  if (!file) return false;
  if (user.isAdmin || file.shared || file.uploader_id === user.id) return true;
  for (const rule of rules) if (await rule(db, user, fileId)) return true;
  return false;
}
