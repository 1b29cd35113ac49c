import { Type, type Static } from 'typebox';

/**
 * Inner messages (spec 02 §7 "Inner messages"). A message has one receiver row per user; the
 * calls work on the caller's receiver rows only, and `id` is the receiver row's id.
 */

export const MessageRow = Type.Object({
  /** The receiver row id: use it for get, mark and remove. */
  id: Type.String(),
  messageId: Type.String(),
  subject: Type.String(),
  /** system, task, notice or another short code given by the sender. */
  type: Type.String(),
  fromUserId: Type.Union([Type.String(), Type.Null()]),
  fromUserName: Type.Union([Type.String(), Type.Null()]),
  /** 0 unread, 1 read (spec 02 §4: isRead 0 means unread). */
  isRead: Type.Union([Type.Literal(0), Type.Literal(1)]),
  receiveTime: Type.String(),
  readTime: Type.Union([Type.String(), Type.Null()]),
});
export type MessageRow = Static<typeof MessageRow>;

/** get?id: the row with its content, HTML sanitized on write (a small safe subset). */
export const MessageDetail = Type.Intersect([MessageRow, Type.Object({ content: Type.String() })]);
export type MessageDetail = Static<typeof MessageDetail>;

/** Filterable and sortable properties of POST /innermsg/messageReceiver/v1/list; others are refused (400). */
export const MESSAGE_FILTERS = ['subject', 'type', 'isRead', 'fromUserName', 'receiveTime', 'readTime'] as const;

/** ids of remove and mark: a comma-separated list (or repeated parameter) of receiver row ids. */
export const IdsQuery = Type.Object({
  ids: Type.Union([Type.String({ minLength: 1, maxLength: 8000 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 500 })]),
});
export const MessageIdQuery = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** What remove and mark changed: rows of other users or unknown ids are not counted (and not touched). */
export const ChangedCount = Type.Object({ count: Type.Integer() });
export type ChangedCount = Static<typeof ChangedCount>;
