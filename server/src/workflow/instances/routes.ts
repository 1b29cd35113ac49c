import type { FastifyInstance } from 'fastify';
import { INSTANCE_CALLS as I } from '../../../../contract/workflow-instances.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import { serveAll } from '../serve.js';
import * as instances from './service.js';

/** Starting, drafts, status, hang-up, removal, revoke, manual end, circulation and collection of instances. */
export default async function instanceRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const { db } = deps;
  serveAll(app, I, instances, deps, 'body', ['start', 'revoke', 'endProcess', 'circulate']);
  serveAll(app, I, instances, db, 'body', ['detailList', 'collect']);
  route(app, I.draftGet, async (request) => ok(await instances.draft(db, caller(request), request.query.id)));
  route(app, I.draftRemove, async (request) => ok(await instances.removeDrafts(db, caller(request), request.query.ids)));
  route(app, I.status, async (request) => ok(await instances.status(db, caller(request), request.query.instId)));
  route(app, I.formDataVersion, async (request) => ok(await instances.formDataVersion(db, caller(request), request.query.instId)));
  route(app, I.remove, async (request) => ok(await instances.remove(deps, caller(request), request.query.ids)));
  route(app, I.form, async (request) => ok(await instances.form(db, caller(request), request.query.instId)));
  // find-my-way prefers static paths, so the parametric one answers only what no named instance call takes
  route(app, I.hangUp, async (request) => ok(await instances.hangUp(deps, caller(request), request.params.type, request.query.instId)));
}
