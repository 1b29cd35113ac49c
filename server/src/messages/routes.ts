import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, PageResult, QueryBody } from '../../../contract/common.js';
import { ChangedCount, IdsQuery, MessageDetail, MessageIdQuery, MessageRow } from '../../../contract/messages.js';
import { currentUser } from '../lib/context.js';
import { badRequest, notFound } from '../lib/errors.js';
import { publishEvent } from '../lib/events.js';
import { orderFromSorters, pageOf, whereFromQuerys } from '../lib/filters.js';
import { requestLang, translate } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { messageTexts } from './i18n.js';
import { sendInnerMessage } from './service.js';
import { getOwnMessage, markRead, messageFilters, pageMessages, removeOwn, unreadCount } from './repo.js';
import { emptyBodyAsObject } from '../menus/empty-body.js';

/** `ids=a,b` or `ids=a&ids=b`, trimmed, without blanks or duplicates. */
export function parseIds(ids: string | string[]): string[] {
  const list = (Array.isArray(ids) ? ids : [ids])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(list)].slice(0, 500);
}

/** Inner messages (spec 02 §7): every call works on the caller's own receiver rows only. */
export default async function routes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  const base = '/innermsg/messageReceiver/v1';
  const idsOf = (request: FastifyRequest & { query: { ids: string | string[] } }) => {
    const ids = parseIds(request.query.ids);
    if (!ids.length) throw badRequest(translate(messageTexts, requestLang(request), 'noIds'));
    return ids;
  };

  app.post(
    `${base}/list`,
    { preValidation: emptyBodyAsObject, schema: { body: QueryBody, response: { 200: Envelope(PageResult(MessageRow)) } } },
    async (request) => {
      const user = currentUser(request);
      const { page, pageSize, offset } = pageOf(request.body, 20);
      const result = await pageMessages(db, user.id, {
        where: whereFromQuerys(messageFilters, request.body.querys),
        order: orderFromSorters(messageFilters, request.body.sorters ?? request.body.sorter),
        limit: pageSize,
        offset,
      });
      return ok({ ...result, page, pageSize });
    },
  );

  // a colleague writes to colleagues: receivers by account, only active users
  const SendBody = Type.Object({
    toAccounts: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 200 }),
    subject: Type.String({ maxLength: 500 }),
    content: Type.Optional(Type.String({ maxLength: 20000 })),
  });
  app.post(
    '/innermsg/message/v1/send',
    { schema: { body: SendBody, response: { 200: Envelope(Type.Object({ messageId: Type.String() })) } } },
    async (request) => {
      const user = currentUser(request);
      const lang = requestLang(request);
      const { toAccounts, subject, content } = request.body;
      if (!subject.trim()) throw badRequest(translate(messageTexts, lang, 'emptySubject'));
      const accounts = [...new Set(toAccounts.map((a) => a.trim()))];
      const receivers = await db
        .selectFrom('uc_user')
        .select(['id', 'account'])
        .where('account', 'in', accounts)
        .where('status', '=', 1)
        .execute();
      const missing = accounts.filter((a) => !receivers.some((r) => r.account === a));
      if (missing.length)
        throw badRequest(translate(messageTexts, lang, 'unknownReceivers', { accounts: missing.join(', ').slice(0, 200) }));
      const sent = await db.transaction().execute((trx) =>
        sendInnerMessage(trx, {
          fromUserId: user.id,
          toUserIds: receivers.map((r) => r.id),
          subject,
          content: content ?? '',
          type: 'personal',
        }),
      );
      return ok({ messageId: sent.messageId });
    },
  );

  // the true count: the portal caps the badge at 99 itself
  app.get(`${base}/getMsgbadge`, { schema: { response: { 200: Envelope(Type.Integer()) } } }, async (request) => {
    const user = currentUser(request);
    return ok(await unreadCount(db, user.id));
  });

  app.delete(`${base}/remove`, { schema: { querystring: IdsQuery, response: { 200: Envelope(ChangedCount) } } }, async (request) => {
    const user = currentUser(request);
    const ids = idsOf(request);
    const count = await db.transaction().execute(async (trx) => {
      const n = await removeOwn(trx, user.id, ids);
      if (n) await publishEvent(trx, { type: 'message.removed', userIds: [user.id] });
      return n;
    });
    return ok({ count });
  });

  app.get(`${base}/mark`, { schema: { querystring: IdsQuery, response: { 200: Envelope(ChangedCount) } } }, async (request) => {
    const user = currentUser(request);
    const ids = idsOf(request);
    const count = await db.transaction().execute(async (trx) => {
      const n = await markRead(trx, user.id, ids);
      if (n) await publishEvent(trx, { type: 'message.read', userIds: [user.id] });
      return n;
    });
    return ok({ count });
  });

  app.get(`${base}/get`, { schema: { querystring: MessageIdQuery, response: { 200: Envelope(MessageDetail) } } }, async (request) => {
    const user = currentUser(request);
    const message = await db.transaction().execute(async (trx) => {
      const found = await getOwnMessage(trx, user.id, request.query.id);
      if (!found) return undefined;
      if (!found.isRead && (await markRead(trx, user.id, [found.id]))) {
        await publishEvent(trx, { type: 'message.read', userIds: [user.id] });
        return (await getOwnMessage(trx, user.id, found.id)) ?? found;
      }
      return found;
    });
    if (!message) throw notFound(translate(messageTexts, requestLang(request), 'notFound'));
    return ok(message);
  });
}
