import type { FastifyInstance } from 'fastify';
import { SECRETARY_CALLS as S } from '../../../../contract/workflow-secretaries.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as secretaries from './service.js';

/** Secretaries (spec 02 §7 "Flow model"). */
export default async function secretaryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, S.list, async (request) => ok(await secretaries.page(db, caller(request), request.body, request.query.personal)), {
    preValidation: emptyBodyAsObject,
  });
  route(app, S.save, async (request) => ok(await secretaries.save(db, caller(request), request.body)));
  route(app, S.get, async (request) => ok(await secretaries.get(db, caller(request), request.params)));
  route(app, S.remove, async (request) => ok(await secretaries.remove(db, caller(request), request.query)));
}
