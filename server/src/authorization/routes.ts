import type { FastifyInstance } from 'fastify';
import { AUTHORIZATION_CALLS as A } from '../../../contract/authorization.js';
import { currentUser, caller } from '../lib/context.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import * as authorization from './service.js';

/** The authorisation centre (spec 02 §7): authorisations to start flows, whom they reach, and the flows a person may start. */
export interface AuthorizationRoutesOptions {
  /** the workflow's start right (handed in by app.ts: authorization imports nothing of workflow) */
  startRight: authorization.StartRight;
}

export default async function routes(app: FastifyInstance, options: AuthorizationRoutesOptions): Promise<void> {
  const { db } = app.deps;
  route(app, A.list, async (request) => ok(await authorization.list(db, caller(request), request.body)));
  route(app, A.count, async (request) => ok(await authorization.count(db, currentUser(request), request.body)));
  route(app, A.listByLevel, async (request) => ok(await authorization.listByLevel(db, caller(request), request.body)));
  route(app, A.flowInfo, async (request) => ok(await authorization.flowInfo(db, options.startRight, caller(request), request.body)));
  route(app, A.personnel, async (request) => ok(await authorization.personnel(db, currentUser(request), request.params.id, request.body)));
  route(app, A.personCount, async (request) => ok(await authorization.personCount(db, currentUser(request), request.params.id)));
  route(app, A.posts, async (request) => ok(await authorization.posts(db, currentUser(request), request.params.id)));
  route(app, A.save, async (request) => ok(await authorization.save(db, caller(request), request.body)));
  route(app, A.remove, async (request) => ok(await authorization.remove(db, currentUser(request), request.query.ids)));
}
