import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';
import { findFileOwnership, sourcesOfPdf } from './repo.js';

/**
 * A way another domain opens a file to more readers than this domain knows of ("users who may see an instance
 * whose form data references the file", workflow), so this module does not need to know about instances.
 */
export type FileReadRule = (db: Database, user: CurrentUser, fileId: string) => Promise<boolean>;

/**
 * Who may read a file: its uploader, administrators, anyone signed in when the file is marked shared, whoever one of
 * `rules` lets in (the caller names them: every domain's are in workflow/attachments/readers.ts fileReaders), and, for
 * a PDF made of a file (online preview, print), whoever may read that file.
 */
export async function canReadFile(db: Database, user: CurrentUser, fileId: string, rules: readonly FileReadRule[]): Promise<boolean> {
  const file = await findFileOwnership(db, fileId);
  if (!file) return false;
  if (user.isAdmin || file.shared || file.uploader_id === user.id) return true;
  for (const rule of rules) if (await rule(db, user, fileId)) return true;
  for (const source of await sourcesOfPdf(db, fileId)) if (await canReadFile(db, user, source, rules)) return true;
  return false;
}
