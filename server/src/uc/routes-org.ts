import type { FastifyInstance } from 'fastify';
import { UC_CALLS as U } from '../../../contract/uc.js';
import { currentUser } from '../lib/context.js';
import { requestLang, t } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import * as org from './service-org.js';

/** Dimensions, organisations, roles, jobs, posts, the position switch, pinyin and tenants. */
export default async function orgRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, U.orgsByParent, async (request) =>
    ok(await org.orgChildren(db, request.body?.parentId ?? request.query.parentId ?? null, request.body?.demId ?? request.query.demId)),
  );
  route(app, U.orgPage, async (request) => ok(await org.orgPage(db, request.body)));
  route(app, U.dems, async () => ok(await org.dems(db)));
  route(app, U.demListAll, async () => ok(await org.dems(db)));
  route(app, U.rolePage, async (request) => ok(await org.rolePage(db, request.body)));
  route(app, U.jobPage, async (request) => ok(await org.jobPage(db, request.body)));
  route(app, U.orgPostPage, async (request) => ok(await org.postPage(db, request.body)));
  route(app, U.setPost, async (request) =>
    ok(await org.switchPost(db, currentUser(request), request.query.postId), t(requestLang(request), 'uc.postSwitched')),
  );
  route(app, U.pinyin, async (request) => ok(org.pinyinOf(request.query.chinese, request.query.type)));
  route(app, U.tenant, async (request) => ok(await org.tenantByCode(db, request.query.code)));
}
