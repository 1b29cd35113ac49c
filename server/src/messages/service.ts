import crypto from 'node:crypto';
import type { Database } from '../db/database.js';
import { publishEvent } from '../lib/events.js';
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

  const known = await trx.selectFrom('uc_user').select('id').where('id', 'in', toUserIds).execute();
  if (known.length !== toUserIds.length) {
    const found = new Set(known.map((u) => u.id));
    throw new Error(`sendInnerMessage: unknown users ${toUserIds.filter((id) => !found.has(id)).join(', ')}`);
  }
  const sender = input.fromUserId
    ? await trx.selectFrom('uc_user').select(['id', 'fullname']).where('id', '=', input.fromUserId).executeTakeFirst()
    : undefined;
  if (input.fromUserId && !sender) throw new Error(`sendInnerMessage: unknown sender ${input.fromUserId}`);

  const messageId = crypto.randomUUID();
  const now = new Date();
  await trx
    .insertInto('inner_message')
    .values({
      id: messageId,
      subject,
      content: sanitizeContent(input.content),
      type,
      from_user_id: sender?.id ?? null,
      from_user_name: sender?.fullname ?? null,
      created_at: now,
    })
    .execute();
  const receivers: Record<string, string> = {};
  const rows = toUserIds.map((receiverId) => {
    const id = crypto.randomUUID();
    receivers[receiverId] = id;
    return { id, message_id: messageId, receiver_id: receiverId, created_at: now };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await trx
      .insertInto('inner_message_receiver')
      .values(rows.slice(i, i + 1000))
      .execute();
  await publishEvent(trx, { type: 'message.created', userIds: toUserIds, data: { messageId } });
  return { messageId, receivers };
}
