import type { FastifyInstance } from 'fastify';
import { MESSAGE_CALLS as M } from '../../../contract/messages.js';
import { currentUser } from '../lib/context.js';
import { emptyBodyAsObject } from '../lib/empty-body.js';
import { requestLang } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import * as messages from './service.js';

/** Inner messages (spec 02 §7): every call works on the caller's own receiver rows only. */
export default async function routes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, M.list, async (request) => ok(await messages.pageOwn(db, currentUser(request).id, request.body, requestLang(request))), {
    preValidation: emptyBodyAsObject,
  });
  route(app, M.send, async (request) => ok(await messages.sendPersonal(db, currentUser(request).id, request.body)));
  route(app, M.badge, async (request) => ok(await messages.unreadCount(db, currentUser(request).id)));
  route(app, M.remove, async (request) => ok({ count: await messages.removeOwn(db, currentUser(request).id, request.query.ids) }));
  route(app, M.mark, async (request) => ok({ count: await messages.markOwnRead(db, currentUser(request).id, request.query.ids) }));
  route(app, M.get, async (request) => ok(await messages.readOwn(db, currentUser(request).id, request.query.id, requestLang(request))));
  route(app, M.star, async (request) =>
    ok({ count: await messages.starOwn(db, currentUser(request).id, request.query.ids, request.query.starred === '1') }),
  );
  route(app, M.markAll, async (request) =>
    ok({ count: await messages.markAllOwnRead(db, currentUser(request).id, request.query.category) }),
  );
  route(app, M.counts, async (request) => ok(await messages.categoryCounts(db, currentUser(request).id)));
}
