import type { Database } from '../db/database.js';
import { findFile } from '../files/index.js';
import type { CurrentUser } from '../lib/context.js';
import { conflict } from '../lib/errors.js';
import { grantHash } from './grants.js';
import * as repo from './repo.js';
import * as grants from './repo-grants.js';
import * as signatures from './repo-signatures.js';

export type { GrantScope } from './repo-grants.js';

/** A checked grant a form write must use up when it stores the entry (applySealGrants). */
export type GrantMatch = grants.GrantMatch;

/**
 * What a new signature entry's picture may be (issue 27 items 1 and 3): the picture of the signer's seal with a
 * grant of a check for this place (`grant`: the match to use up), or a PNG the signer uploaded that is no seal's
 * picture (`grant` null). `notGranted`: a seal picture without a valid grant; `notOwn`: anything else.
 */
export type SignatureCheck = { ok: true; grant: GrantMatch | null } | { ok: false; reason: 'notGranted' | 'notOwn' };

export async function checkSignature(
  db: Database,
  userId: string,
  fileId: string,
  grant: string | null,
  scope: grants.GrantScope | null,
): Promise<SignatureCheck> {
  if (grant) {
    const match = scope && { tokenHash: grantHash(grant), userId, fileId, scope };
    return match && (await grants.findGrant(db, match)) ? { ok: true, grant: match } : { ok: false, reason: 'notGranted' };
  }
  if (await isOwnSignatureFile(db, userId, fileId)) return { ok: true, grant: null };
  return { ok: false, reason: (await repo.ownsSealImage(db, userId, fileId)) ? 'notGranted' : 'notOwn' };
}

/**
 * Uses the grants up in the transaction that stores the entries, and logs each use with its instance and task:
 * the use log then holds every seal placed into a form. A grant gone since the check (used by a parallel write)
 * refuses the write.
 */
export async function applySealGrants(
  trx: Database,
  user: CurrentUser,
  matches: GrantMatch[],
  where: { instId: string; taskId: string | null },
): Promise<void> {
  for (const m of matches) {
    const used = await grants.consumeGrant(trx, m);
    if (!used) throw conflict('seals.grantUsed');
    await repo.insertUse(trx, {
      sealId: used.sealId,
      sealName: used.sealName,
      userId: user.id,
      userName: user.fullname,
      ok: true,
      reason: null,
      secretFree: used.secretFree,
      // the check's request: the use is the grant it made
      requestId: used.requestId,
      instId: where.instId,
      taskId: where.taskId,
      action: 'apply',
      fileId: m.fileId,
    });
  }
}

/**
 * The seals a print of an instance is signed with: those applied to this instance (their use logged) whose picture
 * still stands in the signer's entry, once each.
 */
export async function sealsBehindSignatures(db: Database, instId: string, entries: { userId: string; signature: string }[]) {
  const uses = await repo.appliedSeals(db, instId);
  const standing = uses.filter((u) => entries.some((e) => e.userId === u.userId && e.signature === u.fileId));
  const seals = standing.map((u) => ({ sealId: u.sealId, sealName: u.sealName, ownerId: u.userId, ownerName: u.userName }));
  return [...new Map(seals.map((s) => [s.sealId, s])).values()];
}

/**
 * Whether a user may put this file into a signature entry without a grant: a PNG they uploaded (drawn, or their
 * stored signature) that is no seal's picture. Merely being able to read a file does not make it one's signature.
 */
export const mayUseAsSignature = (db: Database, userId: string, fileId: string): Promise<boolean> => isOwnSignatureFile(db, userId, fileId);

/**
 * A PNG the user uploaded that is no seal's picture: what they may sign with as their own (drawn, or stored). A seal's
 * picture, whoever uploaded it (an administrator does), signs only through a grant.
 */
export async function isOwnSignatureFile(db: Database, userId: string, fileId: string): Promise<boolean> {
  const file = await findFile(db, fileId);
  if (!file || file.uploader_id !== userId || file.content_type !== 'image/png') return false;
  return !(await signatures.isSealImage(db, fileId));
}

/** The file read rule of this domain (workflow/attachments/readers.ts fileReaders): a seal's owner may see the seal's picture. */
export async function sealImageReadRule(db: Database, user: CurrentUser, fileId: string): Promise<boolean> {
  return repo.ownsSealImage(db, user.id, fileId);
}
