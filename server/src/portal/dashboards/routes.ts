import type { FastifyInstance } from 'fastify';
import { DASHBOARD_CALLS as D } from '../../../../contract/dashboards.js';
import { requestLang } from '../../lib/i18n.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import * as dashboards from './service.js';
import { caller } from '../../lib/context.js';

/** Dashboards: column definitions and their rows, the user's own arrangement, and the live workflow figures. */
export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, D.columnByAlias, async (request) => ok(await dashboards.columnByAlias(db, requestLang(request), request.query.alias)));
  route(app, D.columnData, async (request) => ok(await dashboards.columnData(app, request, request.query.alias)));
  route(app, D.saveUserLayout, async (request) => ok(await dashboards.saveUserLayout(db, caller(request), request.body)));
  route(app, D.resetUserLayout, async (request) => ok(await dashboards.resetUserLayout(db, caller(request), request.query.alias)));
  route(app, D.metric, async (request) => ok(await dashboards.metric(db, caller(request), request.query.name)));
}
