import type { FastifyInstance } from 'fastify';
import { NOTICE_CALLS as N } from '../../../../contract/workflow-notices.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as notices from './service.js';

/** Circulated items and notices (spec 02 §7 getNotice). */
export default async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, N.get, async (request) => ok(await notices.getNotice(db, caller(request), request.query.id)));
}
