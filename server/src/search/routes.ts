import type { FastifyInstance } from 'fastify';
import { SEARCH_CALLS as S } from '../../../contract/search.js';
import { currentUser } from '../lib/context.js';
import { emptyBodyAsObject } from '../lib/empty-body.js';
import { requestLang } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import { perUser } from '../lib/rate-limit.js';
import * as search from './service.js';

/** Document search of the home page and global search, and the search / usage event log. */
export default async function routes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, S.docList, async (request) => ok(await search.queryDocs(db, request.body, requestLang(request))), {
    preValidation: emptyBodyAsObject,
  });
  route(app, S.addEventLog, async (request) => ok(await search.logEvent(db, currentUser(request).id, request.body)), {
    bodyLimit: 8 * 1024,
    // a log call per keystroke-debounced search is expected; a flood is not
    config: { rateLimit: perUser(120) },
  });
}
