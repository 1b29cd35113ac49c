import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, PageResult, QueryBody } from '../../../../contract/common.js';
import { AsyncEvent, AsyncEventAdd, EventIdQuery, IdParams, IdQuery } from '../../../../contract/portal.js';
import { currentUser } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { orderFromSorters, pageOf, whereFromQuerys } from '../../lib/filters.js';
import { requestLang } from '../../lib/i18n.js';
import { ok } from '../../lib/reply.js';
import { eventFilters, pageEvents } from './repo.js';
import { createAsyncEvent, deleteEvents, openEventResult, runAsyncEvent } from './service.js';
import { perUser } from '../rate-limit.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The download notice of the top bar (spec 01 §7 "Files"): the caller's async export events. */
export default async function asyncEventRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = app.deps;
  const base = '/portal/sysAsyncEvent/v1';

  app.post(
    `${base}/queryPageList`,
    { preValidation: emptyBodyAsObject, schema: { body: QueryBody, response: { 200: Envelope(PageResult(AsyncEvent)) } } },
    async (request) => {
      const user = currentUser(request);
      const { page, pageSize, offset } = pageOf(request.body, 20);
      const result = await pageEvents(deps.db, user.id, {
        where: whereFromQuerys(eventFilters, request.body.querys),
        order: orderFromSorters(eventFilters, request.body.sorters ?? request.body.sorter),
        limit: pageSize,
        offset,
      });
      return ok({ ...result, page, pageSize });
    },
  );

  app.post(
    `${base}/add`,
    { schema: { body: AsyncEventAdd, response: { 200: Envelope(AsyncEvent) } }, config: { rateLimit: perUser(30) } },
    async (request) => {
      const user = currentUser(request);
      return ok(await createAsyncEvent(deps.db, { userId: user.id, kind: request.body.kind, lang: requestLang(request) }));
    },
  );

  app.get(
    `${base}/manualExecuteEvent`,
    { schema: { querystring: IdQuery, response: { 200: Envelope(AsyncEvent) } }, config: { rateLimit: perUser(20) } },
    async (request) => {
      const user = currentUser(request);
      const event = await runAsyncEvent(deps, user.id, request.query.id, requestLang(request), (err) =>
        request.log.error({ err }, 'async export failed'),
      );
      return ok(event);
    },
  );

  app.get(`${base}/downLoadResult`, { schema: { querystring: EventIdQuery } }, async (request, reply) => {
    const user = currentUser(request);
    const file = await openEventResult(deps, user.id, request.query.eventId);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  });

  app.delete(
    `${base}/deleteAllByUser`,
    { schema: { response: { 200: Envelope(Type.Object({ count: Type.Integer() })) } } },
    async (request) => {
      const user = currentUser(request);
      return ok({ count: await deleteEvents(deps, user.id) });
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { params: IdParams, response: { 200: Envelope(Type.Object({ count: Type.Integer() })) } } },
    async (request) => {
      const user = currentUser(request);
      const count = await deleteEvents(deps, user.id, request.params.id);
      if (!count) throw notFound('portal.eventNotFound');
      return ok({ count });
    },
  );
}
