import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { IdQuery, PageResult, QueryBody } from './common.js';

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
  /** One of MESSAGE_CATEGORIES. */
  category: Type.String(),
  /** 0 not starred, 1 starred (like isRead). */
  starred: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** The deep link: the task to handle (opens its approval form) or the instance to read. */
  taskId: Type.Union([Type.String(), Type.Null()]),
  instId: Type.Union([Type.String(), Type.Null()]),
});
export type MessageRow = Static<typeof MessageRow>;

/** get?id: the row with its content, HTML sanitized on write (a small safe subset). */
export const MessageDetail = Type.Intersect([MessageRow, Type.Object({ content: Type.String() })]);
export type MessageDetail = Static<typeof MessageDetail>;

/** Filterable and sortable properties of POST /innermsg/messageReceiver/v1/list; others are refused (400). */
export const MESSAGE_FILTERS = ['subject', 'type', 'isRead', 'fromUserName', 'receiveTime', 'readTime', 'category', 'starred'] as const;

/** What a message is about: a new task, an urge, a circulated copy (CC), a request's result, the system, a mail. */
export const MESSAGE_CATEGORIES = ['task', 'urge', 'cc', 'result', 'system', 'mail'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** Per category: how many messages the caller has, how many unread. */
export const CategoryCount = Type.Object({ category: Type.String(), total: Type.Integer(), unread: Type.Integer() });
export type CategoryCount = Static<typeof CategoryCount>;

/** star?ids&starred=1 stars the caller's rows, starred=0 unstars them. */
export const StarQuery = Type.Object({
  ids: Type.Union([Type.String({ minLength: 1, maxLength: 8000 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 500 })]),
  starred: Type.Union([Type.Literal('0'), Type.Literal('1')]),
});

/** markAll?category: every unread message of the caller (of one category when given) is marked read. */
export const MarkAllQuery = Type.Object({
  category: Type.Optional(
    Type.Union([
      Type.Literal('task'),
      Type.Literal('urge'),
      Type.Literal('cc'),
      Type.Literal('result'),
      Type.Literal('system'),
      Type.Literal('mail'),
    ]),
  ),
});

/** ids of remove and mark: a comma-separated list (or repeated parameter) of receiver row ids. */
export const IdsQuery = Type.Object({
  ids: Type.Union([Type.String({ minLength: 1, maxLength: 8000 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 500 })]),
});
export const MessageIdQuery = IdQuery;

/** What remove and mark changed: rows of other users or unknown ids are not counted (and not touched). */
export const ChangedCount = Type.Object({ count: Type.Integer() });
export type ChangedCount = Static<typeof ChangedCount>;

/** A colleague writes to colleagues: receivers by account, active users only. */
export const SendMessageBody = Type.Object({
  toAccounts: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 200 }),
  subject: Type.String({ maxLength: 500 }),
  content: Type.Optional(Type.String({ maxLength: 20000 })),
});
export type SendMessageBody = Static<typeof SendMessageBody>;

const RECEIVER = '/innermsg/messageReceiver/v1';

/** The inner-message calls; each works on the caller's own receiver rows only. */
export const MESSAGE_CALLS = {
  list: call({ method: 'POST', path: `${RECEIVER}/list`, body: QueryBody, answer: PageResult(MessageRow) }),
  send: call({
    method: 'POST',
    path: '/innermsg/message/v1/send',
    body: SendMessageBody,
    answer: Type.Object({ messageId: Type.String() }),
  }),
  /** The true unread count: the portal caps the badge at 99 itself. */
  badge: call({ method: 'GET', path: `${RECEIVER}/getMsgbadge`, answer: Type.Integer() }),
  remove: call({ method: 'DELETE', path: `${RECEIVER}/remove`, query: IdsQuery, answer: ChangedCount }),
  mark: call({ method: 'GET', path: `${RECEIVER}/mark`, query: IdsQuery, answer: ChangedCount }),
  /** The message with its content; the server marks it read. */
  get: call({ method: 'GET', path: `${RECEIVER}/get`, query: MessageIdQuery, answer: MessageDetail }),
  star: call({ method: 'GET', path: `${RECEIVER}/star`, query: StarQuery, answer: ChangedCount }),
  markAll: call({ method: 'GET', path: `${RECEIVER}/markAll`, query: MarkAllQuery, answer: ChangedCount }),
  counts: call({ method: 'GET', path: `${RECEIVER}/counts`, answer: Type.Array(CategoryCount) }),
};
