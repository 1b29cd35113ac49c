import type { FastifyInstance } from 'fastify';
import { EXPORT_CALLS as E } from '../../../../contract/workflow-export.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import { sendCsv } from './csv.js';
import * as exports from './service.js';

/** The instance lists as CSV (spec 02 §7 POST /runtime/instance/v1/export). */
export default async function exportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, E.instances, async (request, reply) =>
    sendCsv(reply, 'instances.csv', await exports.exportInstances(db, caller(request), request.body)),
  );
}
