import type { FastifyInstance } from 'fastify';
import { PORTAL_CALLS as P } from '../../../../contract/portal.js';
import type { FileReadRule } from '../../files/index.js';
import { currentUser } from '../../lib/context.js';
import { emptyBodyAsObject } from '../../lib/empty-body.js';
import { requestLang } from '../../lib/i18n.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { perUser } from '../../lib/rate-limit.js';
import * as content from './service.js';

/** Short URLs, signature tags, news and the error-toast feedback (its screenshot read with `readRules`). */
export default async function contentRoutes(app: FastifyInstance, opts: { readRules: readonly FileReadRule[] }): Promise<void> {
  const { db } = app.deps;
  route(app, P.longUrl, async (request) => ok(await content.longUrl(db, request.query.shortUrl, `${request.protocol}://${request.host}`)));
  route(app, P.tagQuery, async (request) => ok(await content.pageTags(db, request.body)), { preValidation: emptyBodyAsObject });
  route(app, P.tagSave, async (request) => ok(await content.saveTag(db, currentUser(request), request.body)));
  route(app, P.news, async (request) =>
    ok(await content.listNews(db, requestLang(request), request.query.classifyId, request.query.limit)),
  );
  route(app, P.newsById, async (request) => ok(await content.newsById(db, requestLang(request), request.query.id)));
  route(
    app,
    P.feedbackSave,
    async (request) =>
      ok(
        await content.saveFeedback(
          db,
          currentUser(request),
          request.body,
          { lang: requestLang(request), userAgent: request.headers['user-agent'] },
          opts.readRules,
        ),
      ),
    { config: { rateLimit: perUser(30) } },
  );
}
