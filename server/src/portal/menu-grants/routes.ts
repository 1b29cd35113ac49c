import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MENU_GRANT_CALLS as G } from '../../../../contract/portal-menu-grants.js';
import { auditActor } from '../../audit/index.js';
import { caller } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import * as grants from './service.js';

/** Menu grants (issue 30 part 1): which roles see which menu items, and an item's New tag, badge and link. */
export default async function menuGrantRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const ctx = (request: FastifyRequest): grants.GrantCtx => ({ db, config, caller: caller(request), actor: auditActor(request) });
  route(app, G.items, async (request) => ok(await grants.items(db, caller(request), request.query.menuAlias)));
  route(app, G.saveRoleGrants, async (request) => ok(await grants.saveRoleGrants(ctx(request), request.body)));
  route(app, G.saveItem, async (request) => ok(await grants.saveItem(ctx(request), request.body)));
}
