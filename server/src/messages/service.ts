import crypto from 'node:crypto';
import type { QueryBody } from '../../../contract/common.js';
import type { MessageCategory, MessageDetail, MessageRow, SendMessageBody } from '../../../contract/messages.js';
import { hasText, t, type Lang, type Params } from '../lib/i18n.js';
import { escapeHtml } from '../lib/page.js';
import type { Database } from '../db/database.js';
import { badRequest, notFound } from '../lib/errors.js';
import { publishEvent } from '../db/events.js';
import { filteredPage } from '../db/filtered-page.js';
import type { PageResult } from '../lib/reply.js';
import * as repo from './repo.js';
import { sanitizeContent } from './sanitize.js';

export interface InnerMessageInput {
  /** The sender, or null for messages of the system itself. */
  fromUserId: string | null;
  toUserIds: readonly string[];
  subject: string;
  /** Plain text or HTML; HTML is reduced to a small safe subset before it is stored. */
  content: string;
  /** A short code the portal can group by: system, task, notice ... */
  type?: string;
  /** task, urge, cc, result, system or mail (default system). */
  category?: MessageCategory;
  /**
   * A server.json key: the list shows `<key>.subject` and `<key>.content` rendered with `params` in the
   * reader's language (subject and content are then the stored fallback).
   */
  key?: string;
  params?: Params;
  /** The deep link: the task to handle, or the instance to read. */
  link?: { taskId?: string; instId?: string };
}

export interface SentMessage {
  messageId: string;
  /** Receiver row id per receiving user id. */
  receivers: Record<string, string>;
}

const TYPE = /^[A-Za-z][A-Za-z0-9_.-]{0,31}$/;

/** `ids=a,b` or `ids=a&ids=b`, trimmed, without blanks or duplicates; none is bad input. */
export function parseIds(ids: string | string[]): string[] {
  const list = (Array.isArray(ids) ? ids : [ids])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(list)].slice(0, 500);
}

function idsOrRefuse(ids: string | string[]): string[] {
  const list = parseIds(ids);
  if (!list.length) throw badRequest('messages.noIds');
  return list;
}

/**
 * Sends an inner message, for use inside the caller's transaction (e.g. the workflow engine
 * telling assignees about a new task): one message row, one receiver row per distinct user, and
 * a `message.created` notice to those users, delivered only if the transaction commits.
 * Unknown user ids are a programming error and fail the whole send.
 */
export async function sendInnerMessage(trx: Database, input: InnerMessageInput): Promise<SentMessage> {
  const toUserIds = [...new Set(input.toUserIds)];
  if (!toUserIds.length) throw new Error('sendInnerMessage: no receivers');
  const subject = input.subject.trim().slice(0, 500);
  if (!subject) throw new Error('sendInnerMessage: empty subject');
  const type = input.type ?? 'system';
  if (!TYPE.test(type)) throw new Error(`sendInnerMessage: invalid type ${type}`);

  const known = await repo.existingUserIds(trx, toUserIds);
  if (known.size !== toUserIds.length) {
    throw new Error(`sendInnerMessage: unknown users ${toUserIds.filter((id) => !known.has(id)).join(', ')}`);
  }
  const sender = input.fromUserId ? await repo.senderOf(trx, input.fromUserId) : undefined;
  if (input.fromUserId && !sender) throw new Error(`sendInnerMessage: unknown sender ${input.fromUserId}`);

  const messageId = crypto.randomUUID();
  const receivers = await repo.insertMessage(
    trx,
    {
      id: messageId,
      subject,
      content: sanitizeContent(input.content),
      type,
      fromUserId: sender?.id ?? null,
      fromUserName: sender?.fullname ?? null,
      createdAt: new Date(),
      category: input.category ?? 'system',
      key: input.key ?? null,
      params: input.params ?? null,
      link: input.link ?? null,
    },
    toUserIds,
  );
  await publishEvent(trx, { type: 'message.created', userIds: toUserIds, data: { messageId, category: input.category ?? 'system' } });
  return { messageId, receivers };
}

/**
 * A keyed message's parameters for one reader: a parameter `name@<lang>` (a node name in each language)
 * stands in for `name` when the reader's language is `<lang>`.
 */
export function localParams(params: Params, lang: Lang): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(params)) if (!k.includes('@')) out[k] = v;
  for (const [k, v] of Object.entries(params)) {
    const [name, forLang] = k.split('@');
    if (forLang === lang && v !== '') out[name] = v;
  }
  return out;
}

/** A stored row as the reader sees it: a keyed message in the reader's language (stored text when the key is gone). */
function render(lang: Lang, row: repo.StoredRow): MessageRow {
  const { key, params, ...out } = row;
  if (key && hasText(`${key}.subject`)) out.subject = t(lang, `${key}.subject`, localParams(params, lang));
  return out;
}

function renderDetail(lang: Lang, row: repo.StoredRow & MessageDetail): MessageDetail {
  const content =
    row.key && hasText(`${row.key}.content`)
      ? sanitizeContent(escapeHtml(t(lang, `${row.key}.content`, localParams(row.params, lang))))
      : row.content;
  return { ...render(lang, row), content };
}

/** A page of the caller's messages through the allow-listed filters, in the reader's language. */
export async function pageOwn(db: Database, userId: string, body: QueryBody, lang: Lang = 'zh-CN'): Promise<PageResult<MessageRow>> {
  const page = await filteredPage(body, repo.messageFilters, (q) => repo.pageMessages(db, userId, q));
  return { ...page, rows: page.rows.map((r) => render(lang, r)) };
}

/** A colleague writes to colleagues by account; every receiver must be an active user. */
export async function sendPersonal(db: Database, fromUserId: string, body: SendMessageBody): Promise<{ messageId: string }> {
  if (!body.subject.trim()) throw badRequest('messages.emptySubject');
  const accounts = [...new Set(body.toAccounts.map((a) => a.trim()))];
  return db.transaction().execute(async (trx) => {
    const receivers = await repo.activeUsersByAccount(trx, accounts);
    const missing = accounts.filter((a) => !receivers.some((r) => r.account === a));
    if (missing.length) throw badRequest('messages.unknownReceivers', { accounts: missing.join(', ').slice(0, 200) });
    const sent = await sendInnerMessage(trx, {
      fromUserId,
      toUserIds: receivers.map((r) => r.id),
      subject: body.subject,
      content: body.content ?? '',
      type: 'personal',
    });
    return { messageId: sent.messageId };
  });
}

export const unreadCount = (db: Database, userId: string) => repo.unreadCount(db, userId);

/** Changes some of the caller's own rows in one transaction; when any changed, the caller's windows hear `event`. */
async function changeOwn(
  db: Database,
  userId: string,
  ids: string | string[],
  event: 'message.removed' | 'message.read' | 'message.starred',
  change: (trx: Database, list: string[]) => Promise<number>,
): Promise<number> {
  const list = idsOrRefuse(ids);
  return db.transaction().execute(async (trx) => {
    const n = await change(trx, list);
    if (n) await publishEvent(trx, { type: event, userIds: [userId] });
    return n;
  });
}

export const removeOwn = (db: Database, userId: string, ids: string | string[]): Promise<number> =>
  changeOwn(db, userId, ids, 'message.removed', (trx, list) => repo.removeOwn(trx, userId, list));

export const markOwnRead = (db: Database, userId: string, ids: string | string[]): Promise<number> =>
  changeOwn(db, userId, ids, 'message.read', (trx, list) => repo.markRead(trx, userId, list));

export const categoryCounts = (db: Database, userId: string) => repo.categoryCounts(db, userId);

export const starOwn = (db: Database, userId: string, ids: string | string[], starred: boolean): Promise<number> =>
  changeOwn(db, userId, ids, 'message.starred', (trx, list) => repo.setStarred(trx, userId, list, starred));

/** Marks all the caller's unread messages read (of one category when given). */
export async function markAllOwnRead(db: Database, userId: string, category?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const n = await repo.markAllRead(trx, userId, category);
    if (n) await publishEvent(trx, { type: 'message.read', userIds: [userId] });
    return n;
  });
}

/** The caller's message with its content (in the reader's language), marked read on the way. */
export async function readOwn(db: Database, userId: string, id: string, lang: Lang = 'zh-CN'): Promise<MessageDetail> {
  const message = await db.transaction().execute(async (trx) => {
    const found = await repo.getOwnMessage(trx, userId, id);
    if (!found) return undefined;
    if (!found.isRead && (await repo.markRead(trx, userId, [found.id]))) {
      await publishEvent(trx, { type: 'message.read', userIds: [userId] });
      return (await repo.getOwnMessage(trx, userId, found.id)) ?? found;
    }
    return found;
  });
  if (!message) throw notFound('messages.notFound');
  return renderDetail(lang, message);
}
