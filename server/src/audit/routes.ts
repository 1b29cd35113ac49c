import type { FastifyInstance } from 'fastify';
import { AUDIT_CALLS as A } from '../../../contract/audit.js';
import { caller, currentUser } from '../lib/context.js';
import { sendCsv } from '../lib/csv.js';
import { emptyBodyAsObject } from '../lib/empty-body.js';
import { perUser } from '../lib/rate-limit.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import { checkChain, entryDetail, exportEntries, listEntries } from './service-admin.js';

/** The audit log of administration: search, an entry, export, the chain check (administrators only). */
export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const opts = { preValidation: emptyBodyAsObject };
  route(app, A.list, async (request) => ok(await listEntries(db, currentUser(request), request.body)), opts);
  route(app, A.detail, async (request) => ok(await entryDetail(db, currentUser(request), request.params.seq)));
  route(
    app,
    A.export,
    async (request, reply) => sendCsv(reply, 'audit-log.csv', await exportEntries(db, caller(request), request.body)),
    opts,
  );
  // the check reads the whole log: a few a minute are plenty
  route(app, A.verify, async (request) => ok(await checkChain(db, config, currentUser(request))), { config: { rateLimit: perUser(6) } });
}
