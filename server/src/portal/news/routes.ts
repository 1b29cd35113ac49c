import type { FastifyInstance } from 'fastify';
import { NEWS_ADMIN_CALLS as N } from '../../../../contract/portal-news.js';
import { currentUser, caller } from '../../lib/context.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import * as news from './service.js';

/** The administrators' news editor; the home page reads news through the content routes (getNews, getNewsById). */
export default async function newsAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, N.categories, async (request) => ok(await news.categories(db, caller(request))));
  route(app, N.list, async (request) => ok(await news.pageNews(db, caller(request), request.body)), {
    preValidation: emptyBodyAsObject,
  });
  route(app, N.get, async (request) => ok(await news.newsForEdit(db, currentUser(request), request.query.id)));
  route(app, N.save, async (request) => ok(await news.saveNews(db, currentUser(request), request.body)));
  route(app, N.retire, async (request) => ok(await news.retireNews(db, currentUser(request), request.body)));
}
