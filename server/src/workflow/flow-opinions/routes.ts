import type { FastifyInstance } from 'fastify';
import { FLOW_OPINION_CALLS as O } from '../../../../contract/workflow-flow-opinions.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as opinions from './service.js';

/** The history grouped by node, and correcting an opinion (spec 02 §7 instanceFlowOpinions2, updateFlowOpinions). */
export default async function flowOpinionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, O.byNode, async (request) => ok(await opinions.opinionsByNode(db, caller(request), request.query.instId)));
  route(app, O.update, async (request) => ok(await opinions.updateOpinion(db, caller(request), request.body)));
}
