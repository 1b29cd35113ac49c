import type { FastifyInstance } from 'fastify';
import { FORM_RECORD_CALLS as F } from '../../../../contract/workflow-form-records.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as records from './service.js';

/** Saving a task's form without completing it, and the records of the changes (spec 02 §7 saveFormData, boDataModifyRecord). */
export default async function formRecordRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  route(app, F.save, async (request) => ok(await records.saveFormData(deps, caller(request), request.body)));
  route(app, F.list, async (request) => ok(await records.listRecords(deps.db, caller(request), request.body)), {
    preValidation: emptyBodyAsObject,
  });
  route(app, F.remove, async (request) => ok(await records.removeRecords(deps.db, caller(request), request.query.ids)));
}
