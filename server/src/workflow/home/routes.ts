import type { FastifyInstance } from 'fastify';
import { HOME_CALLS as H } from '../../../../contract/workflow-home.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { caller } from '../caller.js';
import { route } from '../../lib/route.js';
import * as home from './service.js';

/** Home page counters, the sankey of the caller's requests and the flow search; every body may be missing. */
export default async function routes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const opts = { preValidation: emptyBodyAsObject };
  route(app, H.todo, async (request) => ok(await home.taskCount(db, caller(request), 'todo', request.body)), opts);
  route(app, H.done, async (request) => ok(await home.taskCount(db, caller(request), 'done', request.body)), opts);
  route(app, H.request, async (request) => ok(await home.requestCount(db, caller(request), request.body)), opts);
  route(app, H.delay, async (request) => ok(await home.delayCount(db, caller(request), request.body)), opts);
  route(app, H.notice, async (request) => ok(await home.notices(db, caller(request), request.body)), opts);
  route(app, H.sankey, async (request) => ok(await home.sankey(db, caller(request))), opts);
  route(app, H.relatedProcess, async (request) => ok(await home.flowSearch(db, caller(request), request.body)), opts);
}
