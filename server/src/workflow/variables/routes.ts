import type { FastifyInstance } from 'fastify';
import { VARIABLE_CALLS as V } from '../../../../contract/workflow-variables.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as variables from './service.js';

/** The variables of a node's conditions (spec 02 §7 POST /flow/node/v1/varTree). */
export default async function variableRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, V.tree, async (request) => ok(await variables.varTree(db, caller(request), request.body)));
}
