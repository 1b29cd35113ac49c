import crypto from 'node:crypto';
import type { AppDeps } from '../lib/context.js';
import type { Lang } from '../lib/i18n.js';
import type { Database } from '../db/database.js';
import * as repo from './repo-links.js';

/** How long a mail link works. */
export const LINK_TTL_MS = 72 * 3600_000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The agree and reject links of a task notice mail: 256-bit random tokens, only their hashes stored,
 * bound to the task, the user and the action. A new attempt of the same delivery replaces the earlier
 * attempt's links (only the mail that went out holds live ones).
 */
export async function issueLinks(
  db: Database,
  taskId: string,
  userId: string,
  deliveryId: string,
): Promise<{ agree: string; reject: string }> {
  const agree = crypto.randomBytes(32).toString('base64url');
  const reject = crypto.randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + LINK_TTL_MS);
  await db.transaction().execute(async (trx) => {
    await repo.dropTokensOfDelivery(trx, deliveryId);
    await repo.insertTokens(
      trx,
      (
        [
          ['agree', agree],
          ['reject', reject],
        ] as const
      ).map(([action, token]) => ({
        id: crypto.randomUUID(),
        token_hash: hashToken(token),
        task_id: taskId,
        user_id: userId,
        action,
        delivery_id: deliveryId,
        expires_at: expires,
      })),
    );
  });
  return { agree, reject };
}

export type MailLink = NonNullable<Awaited<ReturnType<typeof repo.linkByHash>>>;

/** Why a link cannot be used now (null: it can): unknown, used, expired, or the task is no longer the user's to decide. */
export function linkRefusal(link: MailLink | undefined): string | null {
  if (!link) return 'notify.link.unknown';
  if (link.used_at) return 'notify.link.used';
  if (link.expires_at.getTime() <= Date.now()) return 'notify.link.expired';
  if (link.task_status !== 'todo' || link.assignee_id !== link.user_id || link.user_status !== 1) return 'notify.link.decided';
  return null;
}

export interface LinkView {
  action: 'agree' | 'reject';
  subject: string;
  flow: string;
  initiator: string;
  node: string;
  user: string;
  instId: string;
  taskId: string;
}

/**
 * What the mail-link pages need of the workflow: app.ts fills it with the workflow's functions
 * (workflow/tasks/mail-link.ts), so notify imports nothing of workflow.
 */
export interface MailLinkDecisions {
  /** What the confirm page shows, or the refusal key. Reading never changes anything. */
  view(db: Database, token: string, lang: Lang): Promise<LinkView | { refused: string }>;
  /** Decides with a link in one action transaction; refusals are AppErrors (`notify.link.*` among them). */
  decide(
    deps: Pick<AppDeps, 'db' | 'config'>,
    token: string,
    lang: Lang,
    opinion: string,
  ): Promise<{ action: 'agree' | 'reject'; subject: string; instId: string }>;
}
