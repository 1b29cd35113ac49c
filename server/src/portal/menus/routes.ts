import type { FastifyInstance } from 'fastify';
import { PORTAL_CALLS as P } from '../../../../contract/portal.js';
import { requestLang } from '../../lib/i18n.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import * as menus from './service.js';
import { caller } from '../../lib/context.js';

/** The caller's menu tree and the system modules it opens. */
export default async function menuRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, P.menu, async (request) => ok(await menus.menuOf(db, caller(request), request.query.menuAlias)));
  route(app, P.module, async (request) => ok(await menus.moduleOf(db, request.query.id, requestLang(request))));
}
