import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';
import { findFileOwnership } from './repo.js';

/**
 * Who may read a file: its uploader, administrators, anyone signed in when the file is marked
 * shared, and whoever a rule of another domain lets in ("users who may see an instance whose form
 * data references the file", workflow), so this module does not need to know about instances.
 */
export type FileReadRule = (db: Database, user: CurrentUser, fileId: string) => Promise<boolean>;

let rules: readonly FileReadRule[] = [];

/**
 * The other domains' read rules, all of them, named in one place by the composition root (links.ts, when app.ts
 * builds the app); a later call replaces the list. Not a parameter because the workflow's form writes check files
 * with nothing but their transaction at hand.
 */
export function useFileReadRules(list: readonly FileReadRule[]): void {
  rules = [...list];
}

export async function canReadFile(db: Database, user: CurrentUser, fileId: string): Promise<boolean> {
  const file = await findFileOwnership(db, fileId);
  if (!file) return false;
  if (user.isAdmin || file.shared || file.uploader_id === user.id) return true;
  for (const rule of rules) if (await rule(db, user, fileId)) return true;
  return false;
}
