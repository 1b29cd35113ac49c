import crypto from 'node:crypto';
import type { QueryBody } from '../../../contract/common.js';
import {
  SEAL_GUESS_MINUTES,
  SEAL_GUESSES,
  SEAL_PASSWORD_MAX,
  SEAL_PASSWORD_MIN,
  sealPasswordViolation,
  type ElectronicSealQuery,
  type MySignature,
  type SealPasswordReset,
  type SealRefusal,
  type SealRow,
  type SealSave,
  type SealUseRow,
  type SealView,
} from '../../../contract/seals.js';
import type { Database } from '../db/database.js';
import { filteredPage } from '../db/filtered-page.js';
import { readableFile } from '../files/service.js';
import { hashPassword, verifyPassword } from '../identity/passwords.js';
import type { CurrentUser } from '../lib/context.js';
import { AppError, badRequest, forbidden, notFound } from '../lib/errors.js';
import type { PageResult } from '../lib/reply.js';
import { idList } from '../workflow/caller.js';
import * as repo from './repo.js';
import * as signatures from './repo-signatures.js';

const requireAdmin = (user: CurrentUser) => {
  if (!user.isAdmin) throw forbidden();
};

const guessWindowStart = () => new Date(Date.now() - SEAL_GUESS_MINUTES * 60_000);

/** The request a use of a seal comes with, for the use log. */
export interface UseContext {
  requestId: string;
}

type Outcome = { seal: SealView } | { refusal: SealRefusal | 'noSeal'; left?: number };

/**
 * getElectronicSeal (spec 01 §7): the caller's seal, given its password, or secret-free when the seal allows it.
 * The guesses of one user on one seal are counted with the seal's row locked, so parallel guesses cannot pass the
 * limit; the use is logged, refused or not, in the same transaction, and a refusal is answered after it commits.
 */
export async function electronicSeal(db: Database, user: CurrentUser, q: ElectronicSealQuery, ctx: UseContext): Promise<SealView> {
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    const seal = await repo.lockOwnSeal(trx, user.id, q.sealId || undefined);
    if (!seal) return { refusal: 'noSeal' };
    const secretFree = q.secretFree === true;
    const log = (reason: SealRefusal | null) =>
      repo.insertUse(trx, {
        sealId: seal.id,
        sealName: seal.name,
        userId: user.id,
        userName: user.fullname,
        ok: reason === null,
        reason,
        secretFree,
        requestId: ctx.requestId,
        instId: q.instId || null,
        taskId: q.taskId || null,
      });
    const refuse = async (refusal: SealRefusal, left?: number): Promise<Outcome> => (await log(refusal), { refusal, left });
    if (seal.status !== 'enabled') return refuse('disabled');
    const view: SealView = { id: seal.id, name: seal.name, fileId: seal.image_file_id, secretFree: seal.secret_free };
    if (secretFree) {
      if (!seal.secret_free) return refuse('secretFreeRefused');
      await log(null);
      return { seal: view };
    }
    const since = new Date(Math.max(guessWindowStart().getTime(), seal.password_changed_at.getTime()));
    const wrong = await repo.wrongGuessesSince(trx, seal.id, user.id, since);
    if (wrong >= SEAL_GUESSES) return refuse('tooManyGuesses');
    if (!q.password) return refuse('noPassword');
    if (!(await verifyPassword(seal.password_hash, q.password))) return refuse('wrongPassword', SEAL_GUESSES - wrong - 1);
    await log(null);
    return { seal: view };
  });
  if ('seal' in outcome) return outcome.seal;
  switch (outcome.refusal) {
    case 'noSeal':
      throw notFound('seals.noSeal');
    case 'disabled':
      throw badRequest('seals.disabled');
    case 'secretFreeRefused':
      throw forbidden('seals.secretFreeRefused');
    case 'noPassword':
      throw badRequest('seals.passwordRequired');
    case 'wrongPassword':
      if (!outcome.left) throw new AppError(429, 'seals.tooManyGuesses', { minutes: SEAL_GUESS_MINUTES });
      throw badRequest('seals.wrongPassword', { left: outcome.left });
    default:
      throw new AppError(429, 'seals.tooManyGuesses', { minutes: SEAL_GUESS_MINUTES });
  }
}

/** getSealByCurrentUserId: the caller's enabled seals, without secrets. */
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
  const file = await readableFile(db, user, fileId).catch(() => undefined);
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

export async function mySignature(db: Database, user: CurrentUser): Promise<MySignature> {
  const row = await signatures.findSignature(db, user.id);
  return { fileId: row?.file_id ?? null, updateTime: row?.updated_at.toISOString() ?? null };
}

/** Keeps a PNG the caller uploaded as their signature, to sign with it again. */
export async function saveMySignature(db: Database, user: CurrentUser, fileId: string): Promise<MySignature> {
  await requirePng(db, user, fileId, true);
  await signatures.upsertSignature(db, user.id, fileId);
  return mySignature(db, user);
}

export async function removeMySignature(db: Database, user: CurrentUser): Promise<MySignature> {
  await signatures.deleteSignature(db, user.id);
  return { fileId: null, updateTime: null };
}

/**
 * Whether a user may put this file into a signature entry as their own: a picture they uploaded (drawn, or their
 * stored signature), or the image of an enabled seal of theirs. For the check of signature values in form data.
 */
export async function mayUseAsSignature(db: Database, userId: string, fileId: string): Promise<boolean> {
  return signatures.isOwnSignatureFile(db, userId, fileId);
}

/** The file read rule of this domain: a seal's owner may see the seal's picture. */
export const sealImageReadRule = (db: Database, user: CurrentUser, fileId: string): Promise<boolean> =>
  repo.ownsSealImage(db, user.id, fileId);

/** The seals whose pictures stand in these signature entries (each signer's own seal only), once each. */
export async function sealsBehindSignatures(db: Database, entries: { userId: string; signature: string }[]) {
  const found = await repo.sealsOfPictures(
    db,
    entries.map((e) => ({ userId: e.userId, fileId: e.signature })),
  );
  return [...new Map(found.map((s) => [s.sealId, s])).values()];
}
