import crypto from 'node:crypto';
import {
  SEAL_GRANT_MINUTES,
  SEAL_GUESS_MINUTES,
  SEAL_GUESSES,
  type SealGrant,
  type SealRefusal,
  type SealUseBody,
} from '../../../contract/seals.js';
import type { Database } from '../db/database.js';
import { verifyPassword } from '../identity/index.js';
import type { CurrentUser } from '../lib/context.js';
import { AppError, badRequest, forbidden, notFound } from '../lib/errors.js';
import * as repo from './repo.js';
import * as grants from './repo-grants.js';

export const guessWindowStart = () => new Date(Date.now() - SEAL_GUESS_MINUTES * 60_000);

/** A grant as the database keeps it: its hash only (the grant itself travels with the signature entry). */
export const grantHash = (grant: string) => crypto.createHash('sha256').update(grant).digest('hex');

/** The request a use of a seal comes with, for the use log. */
export interface UseContext {
  requestId: string;
}

type Outcome = { grant: SealGrant } | { refusal: SealRefusal | 'noSeal'; left?: number };

/** Where the check is for: an open task (its instance goes to the log) or the start form of a flow. */
async function placeOf(db: Database, q: SealUseBody) {
  if (!q.taskId === !q.defKey) throw badRequest('seals.scopeRequired');
  if (q.defKey) return { taskId: null, instId: null, defKey: q.defKey };
  const task = await grants.openTask(db, q.taskId!);
  if (!task) throw notFound('seals.taskNotOpen');
  return { taskId: task.id, instId: task.inst_id, defKey: null };
}

/**
 * getElectronicSeal / useSeal (spec 01 §7): the caller's seal, given its password, or secret-free when the seal
 * allows it, for one task or start form. A successful check answers the seal's picture with a one-time grant (issue
 * 27 item 1): the form write that places the picture must carry it, and uses it up. The guesses of one user on one
 * seal are counted with the seal's row locked, so parallel guesses cannot pass the limit; the check is logged,
 * refused or not, in the same transaction, and a refusal is answered after it commits.
 */
export async function useSeal(db: Database, user: CurrentUser, q: SealUseBody, ctx: UseContext): Promise<SealGrant> {
  const place = await placeOf(db, q);
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
        instId: place.instId,
        taskId: place.taskId,
      });
    const refuse = async (refusal: SealRefusal, left?: number): Promise<Outcome> => (await log(refusal), { refusal, left });
    const grant = async (fileId: string): Promise<Outcome> => {
      await log(null);
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SEAL_GRANT_MINUTES * 60_000);
      await grants.insertGrant(trx, {
        tokenHash: grantHash(token),
        sealId: seal.id,
        userId: user.id,
        fileId,
        ...place,
        secretFree,
        requestId: ctx.requestId,
        expiresAt,
      });
      const answer = { id: seal.id, name: seal.name, secretFree: seal.secret_free, fileId, grant: token };
      return { grant: { ...answer, expireTime: expiresAt.toISOString() } };
    };
    if (seal.status !== 'enabled') return refuse('disabled');
    // a seal without a picture can place nothing: the administrator must give it one (spec 02 §5 'check the configuration')
    if (!seal.image_file_id) return refuse('noImage');
    if (secretFree) return seal.secret_free ? grant(seal.image_file_id) : refuse('secretFreeRefused');
    const since = new Date(Math.max(guessWindowStart().getTime(), seal.password_changed_at.getTime()));
    const wrong = await repo.wrongGuessesSince(trx, seal.id, user.id, since);
    if (wrong >= SEAL_GUESSES) return refuse('tooManyGuesses');
    if (!q.password) return refuse('noPassword');
    if (!(await verifyPassword(seal.password_hash, q.password))) return refuse('wrongPassword', SEAL_GUESSES - wrong - 1);
    return grant(seal.image_file_id);
  });
  if ('grant' in outcome) return outcome.grant;
  switch (outcome.refusal) {
    case 'noSeal':
      throw notFound('seals.noSeal');
    case 'disabled':
      throw badRequest('seals.disabled');
    case 'noImage':
      throw badRequest('seals.noImage');
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
