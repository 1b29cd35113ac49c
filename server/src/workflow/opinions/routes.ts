import type { FastifyInstance } from 'fastify';
import { OPINION_CALLS as O } from '../../../../contract/workflow-opinions.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import { serveAll } from '../serve.js';
import * as opinions from './service.js';

/** Saved opinions of a task, the opinion history of an instance, and flow images. */
export default async function opinionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  serveAll(app, O, opinions, db, 'query', ['saved', 'ofNode', 'image', 'subImage']);
  serveAll(app, O, opinions, db, 'body', ['save']);
  route(app, O.ofInstance, async (request) => ok(await opinions.ofInstance(db, caller(request), request.query.instId)));
}
