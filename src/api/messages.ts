import type { PageResultOf, QueryBody } from '@contract/common';
import type { ChangedCount, MessageDetail, MessageRow } from '@contract/messages';
import { del, get, post } from './http';

export type { MessageRow, MessageDetail };

/** Inner messages (spec 02 §7). `id` is the caller's receiver row id. */
const BASE = '/innermsg/messageReceiver/v1';

/** GET getMsgbadge: the caller's unread count (the portal caps what it shows at 99). */
export function getMsgbadge() {
  return get<number>(`${BASE}/getMsgbadge`, undefined, { silent: true });
}

export function listMessages(body: QueryBody) {
  return post<PageResultOf<MessageRow>>(`${BASE}/list`, body);
}

/** GET get?id: the message with its content; the server marks it read. */
export function getMessage(id: string) {
  return get<MessageDetail>(`${BASE}/get`, { id });
}

/** GET mark?ids: marks the caller's messages read. */
export function markMessagesRead(ids: string[]) {
  return get<ChangedCount>(`${BASE}/mark`, { ids: ids.join(',') });
}

/** DELETE remove?ids */
export function removeMessages(ids: string[]) {
  return del<ChangedCount>(`${BASE}/remove`, { ids: ids.join(',') });
}
