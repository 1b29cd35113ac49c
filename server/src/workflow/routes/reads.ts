import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { QueryBody } from '../../../../contract/common.js';
import { AddReadRecordQuery, ReadRecordPage, ReadRecordRow } from '../../../../contract/workflow.js';
import { ok } from '../../lib/reply.js';
import { listReads, recordRead } from '../instances/read-records.js';
import { answers, caller } from './shared.js';

/** Read records (spec 02 §7 getByRecordInstId): who opened an instance's approval form. */
export default async function readRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;

  // the portal calls it once each time a form opens; the instance variant is for forms opened without a task
  app.post(
    '/runtime/task/v1/addReadRecord',
    { schema: { querystring: AddReadRecordQuery, response: answers(ReadRecordRow) } },
    async (request) => {
      const c = caller(request);
      return ok(await recordRead(db, c.user, request.query as AddReadRecordQuery));
    },
  );

  app.post(
    '/runtime/instance/v1/getByRecordInstId',
    { schema: { body: Type.Optional(QueryBody), response: answers(ReadRecordPage) } },
    async (request) => {
      const c = caller(request);
      return ok(await listReads(db, c.user, request.body as QueryBody | undefined));
    },
  );
}
