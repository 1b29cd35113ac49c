import type { FastifyInstance } from 'fastify';
import { GROUP_CALLS as G } from '../../../../contract/groups.js';
import { currentUser } from '../../lib/context.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import * as groups from './service.js';

/** Groups and their members (spec 02 §7 "Groups"); the position switch under the same base stays in routes-org.ts. */
export default async function groupRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, G.query, async (request) => ok(await groups.page(db, currentUser(request), request.body)), {
    preValidation: emptyBodyAsObject,
  });
  route(app, G.save, async (request) => ok(await groups.save(db, currentUser(request), request.body)));
  route(app, G.remove, async (request) => ok(await groups.remove(db, currentUser(request), request.query.ids)));
  route(app, G.members, async (request) =>
    ok(await groups.members(db, currentUser(request), request.query.groupId, request.query.activeOnly === true)),
  );
  route(app, G.removeMembers, async (request) => ok(await groups.removeMembers(db, currentUser(request), request.query.ids)));
  route(app, G.addMembers, async (request) => ok(await groups.addMembers(db, currentUser(request), request.body)));
  route(app, G.swap, async (request) => ok(await groups.swap(db, currentUser(request), request.body)));
}
