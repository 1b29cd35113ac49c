import type { FastifyInstance } from 'fastify';
import { SCREEN_CALLS as S } from '../../../../contract/screen.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import * as screens from './service.js';
import { caller } from '../../lib/context.js';

/** The large screen: layouts by alias and the live workflow figures its widgets draw. */
export default async function screenRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, S.layoutByAlias, async (request) => ok(await screens.layoutByAlias(db, caller(request), request.query.alias)));
  route(app, S.workflowData, async (request) => ok(await screens.workflowData(db, caller(request), request.query.metric)));
}
