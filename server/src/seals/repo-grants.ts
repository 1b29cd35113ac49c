import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { withSeals, type SealTables } from './tables.js';

// SQL of seal grants (migration 1043): one-time grants of a checked seal, and the uses they are consumed by.

export interface GrantValues {
  tokenHash: string;
  sealId: string;
  userId: string;
  fileId: string;
  taskId: string | null;
  instId: string | null;
  defKey: string | null;
  secretFree: boolean;
  requestId: string;
  expiresAt: Date;
}

/** An open task by id: the place a seal may be checked for (who may act on it is checked where the grant is used). */
export function openTask(db: Database, taskId: string) {
  return db.selectFrom('wf_task').select(['id', 'inst_id']).where('id', '=', taskId).where('status', '=', 'todo').executeTakeFirst();
}

/** Stores a grant, and drops the expired ones of everybody (they can never be used). */
export async function insertGrant(trx: Database, g: GrantValues): Promise<void> {
  await withSeals(trx).deleteFrom('seal_grant').where('expires_at', '<', new Date()).execute();
  await withSeals(trx)
    .insertInto('seal_grant')
    .values({
      token_hash: g.tokenHash,
      seal_id: g.sealId,
      user_id: g.userId,
      file_id: g.fileId,
      task_id: g.taskId,
      inst_id: g.instId,
      def_key: g.defKey,
      secret_free: g.secretFree,
      request_id: g.requestId.slice(0, 100),
      expires_at: g.expiresAt,
    })
    .execute();
}

/** Where a grant may be used: a task, or the start form of a flow. */
export type GrantScope = { taskId: string; defKey?: undefined } | { defKey: string; taskId?: undefined };

export interface GrantMatch {
  tokenHash: string;
  userId: string;
  fileId: string;
  scope: GrantScope;
}

type GrantExpressions = ExpressionBuilder<DB & SealTables, 'seal_grant'>;

/** The caller's unexpired grant for this picture and place, its seal still enabled with that picture. */
const matching = (m: GrantMatch) => (eb: GrantExpressions) =>
  eb.and([
    eb('seal_grant.token_hash', '=', m.tokenHash),
    eb('seal_grant.user_id', '=', m.userId),
    eb('seal_grant.file_id', '=', m.fileId),
    eb('seal_grant.expires_at', '>', new Date()),
    m.scope.taskId !== undefined
      ? eb('seal_grant.task_id', '=', m.scope.taskId)
      : eb.and([eb('seal_grant.def_key', '=', m.scope.defKey), eb('seal_grant.task_id', 'is', null)]),
    eb.exists(
      eb
        .selectFrom('seal')
        .select('seal.id')
        .whereRef('seal.id', '=', 'seal_grant.seal_id')
        .whereRef('seal.image_file_id', '=', 'seal_grant.file_id')
        .where('seal.status', '=', 'enabled'),
    ),
  ]);

const grantColumns = (eb: GrantExpressions) =>
  [
    'seal_grant.seal_id as sealId',
    'seal_grant.secret_free as secretFree',
    'seal_grant.request_id as requestId',
    eb.selectFrom('seal').select('seal.name').whereRef('seal.id', '=', 'seal_grant.seal_id').as('sealName'),
  ] as const;

export type GrantedSeal = { sealId: string; sealName: string; secretFree: boolean; requestId: string };

const granted = (row: { sealId: string; sealName: string | null; secretFree: boolean; requestId: string } | undefined) =>
  row && { ...row, sealName: row.sealName ?? '' };

/** The grant as it stands (drafts and predictions look, they do not use it up). */
export async function findGrant(db: Database, m: GrantMatch): Promise<GrantedSeal | undefined> {
  return granted(await withSeals(db).selectFrom('seal_grant').select(grantColumns).where(matching(m)).executeTakeFirst());
}

/** Uses the grant up: deleted in the statement that finds it, so a second use, even a parallel one, finds nothing. */
export async function consumeGrant(trx: Database, m: GrantMatch): Promise<GrantedSeal | undefined> {
  return granted(await withSeals(trx).deleteFrom('seal_grant').where(matching(m)).returning(grantColumns).executeTakeFirst());
}
