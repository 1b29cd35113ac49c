import type { QueryBody } from '@contract/common';
import { MESSAGE_CALLS as M, type MessageCategory, type MessageDetail, type MessageRow } from '@contract/messages';
import { send } from './call';

export type { MessageRow, MessageDetail, MessageCategory };

/** Inner messages (spec 02 §7). `id` is the caller's receiver row id. */

/** The caller's unread count (the portal caps what it shows at 99). */
export const getMsgbadge = () => send(M.badge, {}, { silent: true });
export const listMessages = (body: QueryBody) => send(M.list, { body });
/** The message with its content; the server marks it read. */
export const getMessage = (id: string) => send(M.get, { query: { id } });
/** Marks the caller's messages read. */
export const markMessagesRead = (ids: string[]) => send(M.mark, { query: { ids: ids.join(',') } });
export const removeMessages = (ids: string[]) => send(M.remove, { query: { ids: ids.join(',') } });
/** Stars (true) or unstars the caller's messages. */
export const starMessages = (ids: string[], starred: boolean) =>
  send(M.star, { query: { ids: ids.join(','), starred: starred ? '1' : '0' } });
/** Marks every unread message of the caller read (of one category when given). */
export const markAllMessagesRead = (category?: MessageCategory) => send(M.markAll, { query: category ? { category } : {} });
/** Per category the caller's messages and unread ones. */
export const getMessageCounts = () => send(M.counts, {}, { silent: true });
