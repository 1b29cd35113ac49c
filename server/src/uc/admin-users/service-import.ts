import crypto from 'node:crypto';
import type { ImportConfirm, ImportPreview, ImportResult } from '../../../../contract/uc-admin-users.js';
import { recordAudit, type AuditActor } from '../../audit/index.js';
import type { Database } from '../../db/database.js';
import { readableBytes } from '../../files/index.js';
import type { AppDeps, Caller } from '../../lib/context.js';
import { conflict } from '../../lib/errors.js';
import { checkImport, columnsOf, type Checked } from './import-check.js';
import { parseImportFile } from './import-parse.js';
import { isUniqueViolation } from './checks.js';
import * as repo from './repo.js';
import { requireAdmin, searchPinyin } from './rules.js';

/**
 * Importing users from a CSV or Excel file the administrator uploaded: the preview lists each row's problems and
 * writes nothing; the confirm checks the file again with the same code, inside its transaction, and writes every
 * valid row or (when anything changed since the preview) none. New users are not activated (status -1) and have no
 * usable password: an administrator resets it (a generated one, shown once) and enables them.
 */

/** Listed in a preview: the rows with problems or warnings (this many), then the first valid rows. */
const LISTED_PROBLEMS = 2000;
const LISTED_VALID = 20;
/** No argon2 hash matches this: nobody signs in with it until an administrator sets a password. */
export const NO_PASSWORD = '!import';

async function checkFile(db: Database, c: Caller, bytes: Buffer): Promise<Checked> {
  const file = await parseImportFile(bytes);
  const accountAt = columnsOf(file.header).get('account')!;
  const [lookups, existing] = await Promise.all([
    repo.importLookups(db),
    repo.existingAccounts(db, file.rows.map((r) => (r.cells[accountAt] ?? '').trim()).filter(Boolean)),
  ]);
  const fileHash = crypto.createHash('sha256').update(bytes).digest('hex');
  return checkImport(file, { ...lookups, existing }, c.lang, fileHash);
}

const readUpload = async (deps: AppDeps, c: Caller, fileId: string) => (await readableBytes(deps, c.user, fileId, [])).content;

export async function previewImport(deps: AppDeps, c: Caller, fileId: string): Promise<ImportPreview> {
  requireAdmin(c);
  const checked = await checkFile(deps.db, c, await readUpload(deps, c, fileId));
  const noted = checked.rows.filter((r) => r.problems.length);
  return {
    total: checked.rows.length,
    valid: checked.planned.length,
    refused: checked.refused,
    warnings: checked.warnings,
    rows: [...noted.slice(0, LISTED_PROBLEMS), ...checked.rows.filter((r) => !r.problems.length).slice(0, LISTED_VALID)],
    moreProblems: Math.max(0, noted.length - LISTED_PROBLEMS),
    fingerprint: checked.fingerprint,
  };
}

export async function confirmImport(deps: AppDeps, c: Caller, actor: AuditActor, body: ImportConfirm): Promise<ImportResult> {
  requireAdmin(c);
  const bytes = await readUpload(deps, c, body.fileId);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // one import at a time: two at once would each see the other's accounts as free
      await repo.lockImports(trx);
      const checked = await checkFile(trx, c, bytes);
      if (checked.fingerprint !== body.fingerprint) throw conflict('adminUsers.importChanged');
      const users = checked.planned.map((p) => ({ ...p, id: crypto.randomUUID() }));
      await repo.insertUsers(
        trx,
        users.map((u) => ({
          id: u.id,
          account: u.account,
          fullname: u.fullname,
          pinyin: searchPinyin(u.fullname),
          email: u.email,
          mobile: u.mobile,
          sex: null,
          employee_no: u.employeeNo,
          photo: null,
          is_admin: false,
          status: -1,
          password_hash: NO_PASSWORD,
        })),
      );
      const postOrgs = new Map<string, string>();
      await repo.insertPlaces(
        trx,
        users.map((u) => ({ userId: u.id, mainOrgId: u.mainOrgId, mainPostId: u.mainPostId, postIds: [], roleIds: u.roleIds })),
        postOrgs,
      );
      await recordAudit(trx, deps.config, actor, {
        action: 'user.import',
        targetType: 'user',
        targetId: null,
        targetName: body.fileId,
        after: { created: users.length, refused: checked.refused, accounts: users.map((u) => u.account) },
      });
      return { created: users.length, refused: checked.refused };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('adminUsers.importChanged');
    throw err;
  }
}
