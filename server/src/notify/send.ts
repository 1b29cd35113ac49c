import crypto from 'node:crypto';
import type { MessageCategory } from '../../../contract/messages.js';
import type { Database } from '../db/database.js';
import { readJobsSettings, sendJobs, NOTIFY_EMAIL_QUEUE, NOTIFY_WEBHOOK_QUEUE } from '../jobs/index.js';
import { mapLanguage, t, type Lang, type Params } from '../lib/i18n.js';
import { localParams, sendInnerMessage } from '../messages/index.js';
import type { NotifyConfig } from '../config.js';
import { publishEvent } from '../db/events.js';
import * as repo from './repo.js';

/** A notice to some users: an inner message (always) and the channels each receiver chose for its category. */
export interface Notice {
  category: MessageCategory;
  fromUserId: string | null;
  toUserIds: readonly (string | null | undefined)[];
  /** server.json key: `<key>.subject` and `<key>.content`, rendered in each reader's language */
  key: string;
  params: Params;
  link?: { taskId?: string; instId?: string };
  /** the message's short code (default: the category) */
  type?: string;
  /** the language of the stored text (what readers of the raw row see, e.g. exports); default zh-CN */
  lang?: Lang;
}

/**
 * Inside the action's transaction: the notices about tasks no longer open for these users (handled, canceled,
 * transferred away) are marked read, and the readers' windows hear it (their bells count only what waits).
 */
export async function settleTaskNotices(trx: Database, userIds: readonly string[]): Promise<void> {
  const changed = await repo.settleTaskNotices(trx, userIds);
  if (changed.length) await publishEvent(trx, { type: 'message.read', userIds: changed });
}

/** Where a message leads in the portal: the task's approval form, or the instance's. */
export function portalLink(base: string, link: { taskId?: string; instId?: string } | null | undefined): string {
  const q = new URLSearchParams();
  if (link?.taskId) q.set('taskId', link.taskId);
  if (link?.instId) q.set('instId', link.instId);
  return `${base}/front/matter/approvalForm?${q.toString()}`;
}

/** What a webhook receives: no personal data beyond the subject, the ids and the links. */
export function webhookPayload(
  config: NotifyConfig,
  lang: Lang,
  n: Pick<Notice, 'category' | 'key' | 'params' | 'link'>,
  ids: { messageId: string; receiverId: string; userId: string },
): Record<string, unknown> {
  return {
    event: 'message.created',
    category: n.category,
    subject: t(lang, `${n.key}.subject`, localParams(n.params, lang)),
    links: { open: portalLink(config.publicUrl, n.link) },
    ids: { ...ids, taskId: n.link?.taskId ?? null, instId: n.link?.instId ?? null },
    time: new Date().toISOString(),
  };
}

/**
 * Sends a notice inside the caller's transaction: the message, and for each receiver a delivery row
 * and its job per chosen channel, all committed (or rolled back) with what caused them.
 */
export async function notify(trx: Database, config: NotifyConfig | undefined, n: Notice): Promise<string[]> {
  const to = [...new Set(n.toUserIds.filter((id): id is string => !!id && id !== n.fromUserId))];
  if (!to.length) return [];
  const sent = await sendInnerMessage(trx, {
    fromUserId: n.fromUserId,
    toUserIds: to,
    subject: t(n.lang ?? 'zh-CN', `${n.key}.subject`, localParams(n.params, n.lang ?? 'zh-CN')),
    content: t(n.lang ?? 'zh-CN', `${n.key}.content`, localParams(n.params, n.lang ?? 'zh-CN')),
    type: n.type ?? n.category,
    category: n.category,
    key: n.key,
    params: n.params,
    link: n.link,
  });
  if (config) await enqueueChannels(trx, config, n, sent.messageId, sent.receivers, to);
  return to;
}

async function enqueueChannels(
  trx: Database,
  config: NotifyConfig,
  n: Notice,
  messageId: string,
  receivers: Record<string, string>,
  to: string[],
): Promise<void> {
  const channels = await repo.channelsOf(trx, to);
  const company = await repo.companyHook(trx);
  const companyOn = !!(company?.enabled && company.url && company.secret && company.categories.includes(n.category));
  const rows: repo.NewDelivery[] = [];
  for (const c of channels) {
    const lang = mapLanguage(c.lang ?? 'zh-CN');
    const ids = { messageId, receiverId: receivers[c.user_id], userId: c.user_id };
    const base = { id: '', user_id: c.user_id, message_id: messageId, category: n.category };
    if (config.smtpUrl && c.email && c.email_categories?.includes(n.category))
      rows.push({ ...base, id: crypto.randomUUID(), channel: 'email', target: c.email, hook: null, payload: null });
    if (c.webhook_url && c.webhook_categories?.includes(n.category))
      rows.push({
        ...base,
        id: crypto.randomUUID(),
        channel: 'webhook',
        target: c.webhook_url,
        hook: 'user',
        payload: webhookPayload(config, lang, n, ids),
      });
    if (companyOn)
      rows.push({
        ...base,
        id: crypto.randomUUID(),
        channel: 'webhook',
        target: company!.url!,
        hook: 'company',
        payload: webhookPayload(config, lang, n, ids),
      });
  }
  if (!rows.length) return;
  await repo.insertDeliveries(trx, rows);
  const settings = readJobsSettings();
  const retry = { limit: config.attempts, delaySeconds: config.retrySeconds };
  const job = (r: repo.NewDelivery) => ({ data: { deliveryId: r.id }, startAfter: new Date(), key: r.id, retry });
  const emails = rows.filter((r) => r.channel === 'email').map(job);
  const hooks = rows.filter((r) => r.channel === 'webhook').map(job);
  if (emails.length) await sendJobs(trx, NOTIFY_EMAIL_QUEUE, emails, settings);
  if (hooks.length) await sendJobs(trx, NOTIFY_WEBHOOK_QUEUE, hooks, settings);
}
