import type { FastifyInstance } from 'fastify';
import { INSTANCE_CALLS as I } from '../../../../contract/workflow-instances.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as instances from './service.js';

/** Starting, drafts, status, hang-up, removal, revoke, manual end, circulation and collection of instances. */
export default async function instanceRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const { db } = deps;
  route(app, I.start, async (request) => ok(await instances.start(deps, caller(request), request.body)));
  route(app, I.revoke, async (request) => ok(await instances.revoke(deps, caller(request), request.body)));
  route(app, I.endProcess, async (request) => ok(await instances.endProcess(deps, caller(request), request.body)));
  route(app, I.circulate, async (request) => ok(await instances.circulate(deps, caller(request), request.body)));
  route(app, I.detailList, async (request) => ok(await instances.detailList(db, caller(request), request.body)));
  route(app, I.collect, async (request) => ok(await instances.collect(db, caller(request), request.body)));
  route(app, I.draftGet, async (request) => ok(await instances.draft(db, caller(request), request.query.id)));
  route(app, I.draftRemove, async (request) => ok(await instances.removeDrafts(db, caller(request), request.query.ids)));
  route(app, I.status, async (request) => ok(await instances.status(db, caller(request), request.query.instId)));
  route(app, I.formDataVersion, async (request) => ok(await instances.formDataVersion(db, caller(request), request.query.instId)));
  route(app, I.remove, async (request) => ok(await instances.remove(deps, caller(request), request.query.ids)));
  route(app, I.form, async (request) => ok(await instances.form(db, caller(request), request.query.instId)));
  // find-my-way prefers static paths, so the parametric one answers only what no named instance call takes
  route(app, I.hangUp, async (request) => ok(await instances.hangUp(deps, caller(request), request.params.type, request.query.instId)));
}
