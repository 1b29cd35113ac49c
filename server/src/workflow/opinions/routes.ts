import type { FastifyInstance } from 'fastify';
import { OPINION_CALLS as O } from '../../../../contract/workflow-opinions.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as opinions from './service.js';

/** Saved opinions of a task, the opinion history of an instance, and flow images. */
export default async function opinionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, O.saved, async (request) => ok(await opinions.saved(db, caller(request), request.query)));
  route(app, O.ofNode, async (request) => ok(await opinions.ofNode(db, caller(request), request.query)));
  route(app, O.image, async (request) => ok(await opinions.image(db, caller(request), request.query)));
  route(app, O.subImage, async (request) => ok(await opinions.subImage(db, caller(request), request.query)));
  route(app, O.save, async (request) => ok(await opinions.save(db, caller(request), request.body)));
  route(app, O.ofInstance, async (request) => ok(await opinions.ofInstance(db, caller(request), request.query.instId)));
}
