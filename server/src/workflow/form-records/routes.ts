import type { FastifyInstance } from 'fastify';
import { FORM_RECORD_CALLS as F } from '../../../../contract/workflow-form-records.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import { listRecords } from './list.js';
import * as records from './service.js';

/** Saving a task's form without completing it, and the records of the changes (spec 02 §7 saveFormData, boDataModifyRecord). */
export default async function formRecordRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  route(app, F.save, async (request) => ok(await records.saveFormData(deps, caller(request), request.body)));
  route(app, F.list, async (request) => ok(await listRecords(deps.db, caller(request), request.body)), {
    preValidation: emptyBodyAsObject,
  });
  // records are never deleted: the call answers its refusal (403) to everyone
  route(app, F.remove, async () => ok(await records.removeRecords()));
}
