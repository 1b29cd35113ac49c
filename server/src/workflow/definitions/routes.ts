import type { FastifyInstance } from 'fastify';
import { DEFINITION_CALLS as D } from '../../../../contract/workflow-definitions.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as definitions from './service.js';

/** Flow definitions: the list, start rights, the design, deployment and status (spec 02 §7 "Flow model"). */
export default async function definitionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, D.list, async (request) => ok(await definitions.list(db, caller(request), request.body, false)), {
    preValidation: emptyBodyAsObject,
  });
  route(app, D.query, async (request) => ok(await definitions.list(db, caller(request), request.body, true)), {
    preValidation: emptyBodyAsObject,
  });
  route(app, D.flowHasStartRights, async (request) => ok(await definitions.flowHasStartRights(db, caller(request), request.query.defKey)));
  route(app, D.design, async (request) => {
    const c = caller(request);
    return ok(await definitions.design(db, c, request.query.defId));
  });
  route(app, D.deploy, async (request) => {
    const c = caller(request);
    return ok(await definitions.deploy(db, c, request.body));
  });
  route(app, D.setStatus, async (request) => ok(await definitions.setStatus(db, caller(request), request.body)));
}
