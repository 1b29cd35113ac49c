import type { FastifyInstance } from 'fastify';
import { EXCEPTION_CALLS as E } from '../../../../contract/workflow-exceptions.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { sendCsv } from '../export/csv.js';
import { caller } from '../caller.js';
import * as exceptions from './service.js';

/** Engine failures, for admins (spec 02 §7 "Exceptions"). */
export default async function exceptionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const empty = { preValidation: emptyBodyAsObject };
  route(app, E.list, async (request) => ok(await exceptions.listExceptions(db, caller(request), request.body)), empty);
  route(
    app,
    E.export,
    async (request, reply) => sendCsv(reply, 'exceptions.csv', await exceptions.exportExceptions(db, caller(request), request.body)),
    empty,
  );
  route(app, E.remove, async (request) => ok(await exceptions.removeExceptions(db, caller(request), request.query.ids)));
  route(app, E.typeTree, async (request) => ok(await exceptions.exceptionTypeTree(db, caller(request), request.body)), empty);
}
