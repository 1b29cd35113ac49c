import type { FastifyInstance } from 'fastify';
import { SEAL_CALLS as S } from '../../../contract/seals.js';
import { currentUser, caller } from '../lib/context.js';
import { sendCsv } from '../lib/csv.js';
import { emptyBodyAsObject } from '../lib/empty-body.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import { perUser } from '../lib/rate-limit.js';
import { useSeal } from './grants.js';
import * as seals from './service.js';

/** Electronic seals (spec 01 §7), their administration and use log, and users' stored signatures. */
export default async function sealRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  // beside the guesses per seal: a bound on how fast anyone fills the use log
  const checks = { config: { rateLimit: perUser(30) } };
  // the spec's GET takes the password in its address (redacted in the log, lib/log.ts); the portal posts it
  route(
    app,
    S.getElectronicSeal,
    async (request) => ok(await useSeal(db, currentUser(request), request.query, { requestId: request.id })),
    checks,
  );
  route(app, S.useSeal, async (request) => ok(await useSeal(db, currentUser(request), request.body, { requestId: request.id })), checks);
  route(app, S.getSealByCurrentUserId, async (request) => ok(await seals.mySeals(db, currentUser(request))));
  const opts = { preValidation: emptyBodyAsObject };
  route(app, S.list, async (request) => ok(await seals.listSeals(db, currentUser(request), request.body)), opts);
  route(app, S.save, async (request) => ok(await seals.saveSeal(db, currentUser(request), request.body)));
  route(app, S.remove, async (request) => ok(await seals.removeSeals(db, currentUser(request), request.query.ids)));
  route(app, S.resetPassword, async (request) => ok(await seals.resetPassword(db, currentUser(request), request.body)));
  route(app, S.useLog, async (request) => ok(await seals.useLog(db, currentUser(request), request.body)), opts);
  route(
    app,
    S.exportUseLog,
    async (request, reply) => sendCsv(reply, 'seal-use-log.csv', await seals.exportUseLog(db, caller(request), request.body)),
    opts,
  );
  route(app, S.mySignature, async (request) => ok(await seals.mySignature(db, currentUser(request))));
  route(app, S.saveMySignature, async (request) => ok(await seals.saveMySignature(db, currentUser(request), request.body.fileId)));
  route(app, S.removeMySignature, async (request) => ok(await seals.removeMySignature(db, currentUser(request))));
}
