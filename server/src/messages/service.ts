import crypto from 'node:crypto';
import type { QueryBody } from '../../../contract/common.js';
import type { MessageDetail, MessageRow, SendMessageBody } from '../../../contract/messages.js';
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
    },
    toUserIds,
  );
  await publishEvent(trx, { type: 'message.created', userIds: toUserIds, data: { messageId } });
  return { messageId, receivers };
}

/** A page of the caller's messages through the allow-listed filters. */
export const pageOwn = (db: Database, userId: string, body: QueryBody): Promise<PageResult<MessageRow>> =>
  filteredPage(body, repo.messageFilters, (q) => repo.pageMessages(db, userId, q));

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
  event: 'message.removed' | 'message.read',
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

/** The caller's message with its content, marked read on the way. */
export async function readOwn(db: Database, userId: string, id: string): Promise<MessageDetail> {
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
  return message;
}
