import type { FastifyInstance } from 'fastify';
import { PORTAL_CALLS as P } from '../../../../contract/portal.js';
import { contentDisposition } from '../../files/index.js';
import { currentUser } from '../../lib/context.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { requestLang } from '../../lib/i18n.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { perUser } from '../../lib/rate-limit.js';
import * as events from './service.js';

/** The download notice of the top bar (spec 01 §7 "Files"): the caller's async export events. */
export default async function asyncEventRoutes(app: FastifyInstance, opts: { runners: events.EventRunners }): Promise<void> {
  const deps = app.deps;
  route(app, P.eventPage, async (request) => ok(await events.pageOwnEvents(deps.db, currentUser(request).id, request.body)), {
    preValidation: emptyBodyAsObject,
  });
  route(
    app,
    P.eventAdd,
    async (request) =>
      ok(await events.createAsyncEvent(deps.db, { userId: currentUser(request).id, kind: request.body.kind, lang: requestLang(request) })),
    { config: { rateLimit: perUser(30) } },
  );
  route(
    app,
    P.eventRun,
    async (request) =>
      ok(
        await events.runAsyncEvent(deps, opts.runners, currentUser(request).id, request.query.id, requestLang(request), (err) =>
          request.log.error({ err }, 'async export failed'),
        ),
      ),
    { config: { rateLimit: perUser(20) } },
  );
  route(app, P.eventDownload, async (request, reply) => {
    const file = await events.openEventResult(deps, currentUser(request).id, request.query.eventId);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Content-Disposition', contentDisposition('attachment', file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  });
  route(app, P.eventRemoveAll, async (request) => ok({ count: await events.deleteEvents(deps, currentUser(request).id) }));
  route(app, P.eventRemove, async (request) => ok({ count: await events.deleteEvent(deps, currentUser(request).id, request.params.id) }));
}
