import type { FastifyInstance } from 'fastify';
import { TIMER_CALLS as T } from '../../../../contract/workflow-timers.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import { timersOfInstance } from './service.js';

/** What an instance waits for by the clock (issue 15). */
export default async function timerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, T.list, async (request) => ok(await timersOfInstance(db, caller(request), request.query.instId)));
}
