import type { FastifyInstance } from 'fastify';
import { LIKE_CALLS as L } from '../../../../contract/workflow-likes.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as likes from './service.js';

/** Likes of instances and opinions (spec 02 §7 "Likes"). */
export default async function likeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, L.set, async (request) => ok(await likes.setLike(db, caller(request), request.body)));
  route(app, L.list, async (request) => ok(await likes.likeList(db, caller(request), request.query.ids)));
}
