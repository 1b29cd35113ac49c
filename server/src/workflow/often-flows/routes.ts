import type { FastifyInstance } from 'fastify';
import { OFTEN_FLOW_CALLS as O } from '../../../../contract/workflow-often-flows.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as often from './service.js';

/** Often-used flows, the mobile common flows (the same list) and the flows the caller may start. */
export default async function oftenFlowRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  for (const spec of [O.mine, O.startOften, O.systemOften, O.myCommon]) {
    route(app, spec, async (request) => {
      const c = caller(request);
      return ok(await often.mine(db, c));
    });
  }
  route(app, O.save, async (request) => {
    const c = caller(request);
    return ok(await often.replace(db, c, request.body.defKeys));
  });
  route(app, O.commonAdd, async (request) => {
    const c = caller(request);
    return ok(await often.append(db, c, request.body.defKeys));
  });
  route(app, O.commonRemove, async (request) => {
    const c = caller(request);
    return ok(await often.remove(db, c, request.query.ids));
  });
  route(
    app,
    O.hasAuthFlowList,
    async (request) => {
      const c = caller(request);
      return ok(await often.startable(db, c, request.body));
    },
    { preValidation: emptyBodyAsObject },
  );
}
