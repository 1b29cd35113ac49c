import type { FastifyInstance } from 'fastify';
import { ADMIN_USER_CALLS as A } from '../../../../contract/uc-admin-users.js';
import { auditActor } from '../../audit/index.js';
import { caller } from '../../lib/context.js';
import { sendCsv } from '../../lib/csv.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { exportUserLines } from './service-export.js';
import { confirmImport, previewImport } from './service-import.js';
import { changeStatus, resetPassword, unlockUser } from './service-status.js';
import { getUser, listUsers, saveUser } from './service.js';

/** The administrators' users (issue 30): every call checks the admin right in its service. */
export default async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  route(app, A.list, async (request) => ok(await listUsers(deps, caller(request), request.body)));
  route(app, A.get, async (request) => ok(await getUser(deps, caller(request), request.query.id)));
  route(app, A.save, async (request) => ok(await saveUser(deps, caller(request), auditActor(request), request.body)));
  route(app, A.resetPassword, async (request) => ok(await resetPassword(deps, caller(request), auditActor(request), request.body)));
  route(app, A.setStatus, async (request) => ok(await changeStatus(deps, caller(request), auditActor(request), request.body)));
  route(app, A.unlock, async (request) => ok(await unlockUser(deps, caller(request), auditActor(request), request.body.id)));
  route(app, A.importPreview, async (request) => ok(await previewImport(deps, caller(request), request.body.fileId)));
  route(app, A.importConfirm, async (request) => ok(await confirmImport(deps, caller(request), auditActor(request), request.body)));
  route(app, A.export, async (request, reply) => sendCsv(reply, 'users.csv', await exportUserLines(deps, caller(request), request.body)));
}
