import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UC_ADMIN_ORG_CALLS as A } from '../../../../contract/uc-admin-org.js';
import { caller } from '../../lib/context.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { auditActor, type AdminCtx } from './common.js';
import * as org from './service-org.js';
import * as posts from './service-posts.js';
import * as roles from './service-roles.js';

/** Organisation administration (issue 30 part 1): dimensions, the tree, jobs, posts, roles. Administrators only. */
export default async function adminOrgRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const ctx = (request: FastifyRequest): AdminCtx => ({ db, config, caller: caller(request), actor: auditActor(request) });
  const lists = { preValidation: emptyBodyAsObject };

  route(app, A.dems, async (request) => ok(await org.dems(db, caller(request))));
  route(app, A.saveDem, async (request) => ok(await org.saveDem(ctx(request), request.body)));
  route(app, A.tree, async (request) => ok(await org.tree(db, caller(request), request.query.demId, request.query.includeClosed ?? false)));
  route(app, A.detail, async (request) => ok(await org.detail(db, caller(request), request.query.id)));
  route(app, A.createOrg, async (request) => ok(await org.createOrg(ctx(request), request.body)));
  route(app, A.saveOrg, async (request) => ok(await org.saveOrg(ctx(request), request.body)));
  route(app, A.moveOrg, async (request) => ok(await org.moveOrg(ctx(request), request.body)));
  route(app, A.mergeOrg, async (request) => ok(await org.mergeOrg(ctx(request), request.body)));
  route(app, A.closeOrg, async (request) => ok(await org.closeOrg(ctx(request), request.body)));
  route(app, A.reopenOrg, async (request) => ok(await org.reopenOrg(ctx(request), request.body)));

  route(app, A.jobs, async (request) => ok(await posts.jobs(db, caller(request), request.body)), lists);
  route(app, A.saveJob, async (request) => ok(await posts.saveJob(ctx(request), request.body)));
  route(app, A.removeJob, async (request) => ok(await posts.removeJob(ctx(request), request.body)));
  route(app, A.posts, async (request) => ok(await posts.posts(db, caller(request), request.body)), lists);
  route(app, A.savePost, async (request) => ok(await posts.savePost(ctx(request), request.body)));
  route(app, A.removePost, async (request) => ok(await posts.removePost(ctx(request), request.body)));
  route(app, A.postHolders, async (request) => ok(await posts.holders(db, caller(request), request.query.postId)));
  route(app, A.changePostHolders, async (request) => ok(await posts.changeHolders(ctx(request), request.body)));

  route(app, A.roles, async (request) => ok(await roles.roles(db, caller(request), request.body)), lists);
  route(app, A.saveRole, async (request) => ok(await roles.saveRole(ctx(request), request.body)));
  route(app, A.removeRole, async (request) => ok(await roles.removeRole(ctx(request), request.body)));
  route(app, A.roleMembers, async (request) => ok(await roles.members(db, caller(request), request.query)));
  route(app, A.changeRoleMembers, async (request) => ok(await roles.changeMembers(ctx(request), request.body)));
}
