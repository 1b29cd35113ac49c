import type { FastifyInstance } from 'fastify';
import { UC_CALLS as U } from '../../../contract/uc.js';
import { currentUser } from '../lib/context.js';
import { requestLang, t } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import groupRoutes from './groups/routes.js';
import orgRoutes from './routes-org.js';
import * as uc from './service.js';

/** User searches, user records, the password change and (routes-org.ts) the organisation lists. */
export default async function routes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // queryUserWithMainOrgPost's body is Base64 text; fastify's own text/plain parser has no shape check
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  route(app, U.queryByType, async (request) => ok(await uc.searchUsers(db, request.body)));
  route(app, U.queryUserWithMainOrgPost, async (request) => ok(await uc.pageUsers(db, request.body)));
  route(app, U.detail, async (request) => ok(await uc.userDetail(db, uc.queryOrBody(request.query, request.body, 'accountOrId'))));
  route(app, U.byAccount, async (request) => ok(await uc.userByAccount(db, uc.queryOrBody(request.query, request.body, 'account'))));
  route(app, U.modifyPassword, async (request) => {
    await uc.changePassword(db, currentUser(request), request.body.oldPwd, request.body.newPwd, request.ip);
    return ok(null, t(requestLang(request), 'uc.passwordChanged'));
  });
  route(app, U.pwdStrategy, async () => ok(await uc.defaultStrategy(db)));

  await app.register(orgRoutes);
  await app.register(groupRoutes);
}
