import type { FastifyInstance } from 'fastify';
import { APPROVAL_ITEM_CALLS as I } from '../../../../contract/workflow-approval-items.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as items from './service.js';

/** Common approval words (spec 02 §7 "Flow model"). */
export default async function approvalItemRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, I.save, async (request) => ok(await items.save(db, caller(request), request.body)));
  route(app, I.list, async (request) => ok(await items.page(db, caller(request), request.body, request.query.isPersonal)), {
    preValidation: emptyBodyAsObject,
  });
  route(app, I.remove, async (request) => ok(await items.remove(db, caller(request), request.query)));
}
