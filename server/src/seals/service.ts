import crypto from 'node:crypto';
import type { QueryBody } from '../../../contract/common.js';
import {
  SEAL_PASSWORD_MAX,
  SEAL_PASSWORD_MIN,
  sealPasswordViolation,
  type MySignature,
  type SealPasswordReset,
  type SealRow,
  type SealSave,
  type SealUseRow,
  type SealView,
} from '../../../contract/seals.js';
import type { Database } from '../db/database.js';
import { filteredPage } from '../db/filtered-page.js';
import { readableFile } from '../files/index.js';
import { hashPassword } from '../identity/index.js';
import type { CurrentUser, Caller } from '../lib/context.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import type { PageResult } from '../lib/reply.js';
import { idList } from '../lib/ids.js';
import { csvLine } from '../lib/csv.js';
import { t, type Lang } from '../lib/i18n.js';
import { isOwnSignatureFile } from './applied.js';
import { guessWindowStart } from './grants.js';
import * as repo from './repo.js';
import * as signatures from './repo-signatures.js';

const requireAdmin = (user: CurrentUser) => {
  if (!user.isAdmin) throw forbidden();
};

/** getSealByCurrentUserId: the caller's enabled seals, without secrets or pictures. */
export const mySeals = (db: Database, user: CurrentUser): Promise<SealView[]> => repo.ownSeals(db, user.id);

export function listSeals(db: Database, user: CurrentUser, body: QueryBody): Promise<PageResult<SealRow>> {
  requireAdmin(user);
  const since = guessWindowStart();
  return filteredPage(body, repo.sealFilters, (q) => repo.pageSeals(db, q, since));
}

function checkPassword(password: string): void {
  const broken = sealPasswordViolation(password);
  if (broken) throw badRequest(`seals.${broken}`, { min: SEAL_PASSWORD_MIN, max: SEAL_PASSWORD_MAX });
}

/** A picture for a seal or a stored signature: a PNG the caller may read (and, when `uploader` is given, uploaded by them). */
async function requirePng(db: Database, user: CurrentUser, fileId: string, ownUpload: boolean): Promise<void> {
  // no other domain's read rules: an administrator (saveSeal) reads every file, and an own upload is one's own
  const file = await readableFile(db, user, fileId, []).catch(() => undefined);
  if (!file || (ownUpload && file.uploader_id !== user.id)) throw badRequest('seals.imageNotFound');
  if (file.content_type !== 'image/png') throw badRequest('seals.imageNotPng');
}

/** Creates or changes a seal (administrators). A new seal needs a password; for a kept one a given password replaces it. */
export async function saveSeal(db: Database, user: CurrentUser, body: SealSave): Promise<SealRow> {
  requireAdmin(user);
  const name = body.name.trim();
  if (!name) throw badRequest('seals.nameRequired');
  if (!body.id && !body.password) throw badRequest('seals.passwordRequired');
  if (body.password) checkPassword(body.password);
  if (!(await repo.findUser(db, body.ownerId))) throw badRequest('seals.ownerNotFound');
  await requirePng(db, user, body.fileId, false);
  // argon2 takes a while: hashed before the transaction, so no row waits on it
  const hash = body.password ? await hashPassword(body.password) : null;
  const values = { name, ownerId: body.ownerId, fileId: body.fileId, secretFree: body.secretFree, status: body.status };
  const id = await db.transaction().execute(async (trx) => {
    if (body.id) {
      if (!(await repo.lockSeal(trx, body.id))) throw notFound('seals.notFound');
      await repo.updateSeal(trx, body.id, values, hash);
      return body.id;
    }
    const newId = crypto.randomUUID();
    await repo.insertSeal(trx, newId, values, hash!, user.id);
    return newId;
  });
  return (await repo.findSealRow(db, id, guessWindowStart()))!;
}

/** Sets a seal's password (administrators); the wrong guesses made before no longer count. */
export async function resetPassword(db: Database, user: CurrentUser, body: SealPasswordReset): Promise<null> {
  requireAdmin(user);
  checkPassword(body.password);
  if (!(await repo.setSealPassword(db, body.id, await hashPassword(body.password)))) throw notFound('seals.notFound');
  return null;
}

/** Removes seals (administrators); their use log stays. */
export async function removeSeals(db: Database, user: CurrentUser, ids: string): Promise<number> {
  requireAdmin(user);
  return repo.deleteSeals(db, idList(ids));
}

export function useLog(db: Database, user: CurrentUser, body: QueryBody): Promise<PageResult<SealUseRow>> {
  requireAdmin(user);
  return filteredPage(body, repo.useFilters, (q) => repo.pageUses(db, q));
}

/** The most rows one export of the use log writes. */
const EXPORT_MAX = 10_000;

/** What a row of the use log came to, in words: checked, applied, or refused and why. */
function outcomeOf(row: SealUseRow, lang: Lang): string {
  if (row.ok) return t(lang, `seals.log.${row.action === 'apply' ? 'applied' : 'checked'}`);
  const reason = row.reason ? t(lang, `seals.log.reasons.${row.reason}`) : '';
  return t(lang, 'seals.log.refused', { reason });
}

/** The CSV lines of the filtered use log, newest first: when, who, which seal, which request, the outcome. */
export async function exportUseLog(db: Database, c: Caller, body: QueryBody): Promise<string[]> {
  const { user, lang } = c;
  requireAdmin(user);
  const page = await filteredPage(body, repo.useFilters, (q) => repo.pageUses(db, { ...q, limit: EXPORT_MAX, offset: 0 }));
  const startForm = t(lang, 'seals.log.startForm');
  return [
    csvLine(['time', 'user', 'seal', 'request', 'requestId', 'outcome', 'secretFree'].map((k) => t(lang, `seals.log.columns.${k}`))),
    ...page.rows.map((r) =>
      csvLine([
        r.useTime,
        r.userName,
        r.sealName,
        r.subject ?? (r.instId ? '' : startForm),
        r.instId ?? '',
        outcomeOf(r, lang),
        t(lang, r.secretFree ? 'seals.log.yes' : 'seals.log.no'),
      ]),
    ),
  ];
}

export async function mySignature(db: Database, user: CurrentUser): Promise<MySignature> {
  const row = await signatures.findSignature(db, user.id);
  return { fileId: row?.file_id ?? null, updateTime: row?.updated_at.toISOString() ?? null };
}

/** Keeps a PNG the caller uploaded (no seal's picture) as their signature, to sign with it again. */
export async function saveMySignature(db: Database, user: CurrentUser, fileId: string): Promise<MySignature> {
  await requirePng(db, user, fileId, true);
  // a seal's picture signs only through its password check, never as a stored signature
  if (!(await isOwnSignatureFile(db, user.id, fileId))) throw badRequest('seals.signatureIsSeal');
  await signatures.upsertSignature(db, user.id, fileId);
  return mySignature(db, user);
}

export async function removeMySignature(db: Database, user: CurrentUser): Promise<MySignature> {
  await signatures.deleteSignature(db, user.id);
  return { fileId: null, updateTime: null };
}
