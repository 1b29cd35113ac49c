import type { FastifyInstance } from 'fastify';
import { PRINT_RECORD_CALLS as P } from '../../../../contract/workflow-print-records.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as prints from './service.js';

/** Print records (spec 02 §7 "Print records"). */
export default async function printRecordRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, P.byInstance, async (request) => ok(await prints.recordsOfInstance(db, caller(request), request.query)));
  route(app, P.query, async (request) => ok(await prints.queryRecords(db, caller(request), request.body)), {
    preValidation: emptyBodyAsObject,
  });
  route(app, P.log, async (request) => ok(await prints.logPrint(db, caller(request), request.body)));
}
