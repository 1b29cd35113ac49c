import type { FastifyInstance } from 'fastify';
import { FORM_CALLS as F } from '../../../contract/forms.js';
import { currentUser, caller } from '../lib/context.js';
import { emptyBodyAsObject } from '../lib/empty-body.js';
import { requestLang } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import { formPreview } from './preview/service.js';
import * as queries from './queries/service.js';
import { findRestQuery, restQueryView, runRestQuery } from './queries/rest.js';
import * as templates from './templates/service.js';

/** The form service (spec 02 §7): form preview, data templates and their rows, custom queries. */
export default async function formRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, F.formPreview, async (request) => ok(await formPreview(db, caller(request), request.query.formId)));
  route(app, F.templateGet, async (request) =>
    ok(templates.templateView(await templates.requireTemplate(db, request.query.templateKey), requestLang(request))),
  );
  route(app, F.rowGet, async (request) =>
    ok(await templates.getRow(db, currentUser(request), request.query.templateKey, request.query.id)),
  );
  route(app, F.rowSave, async (request) => ok(await templates.saveRow(db, caller(request), request.body)));
  route(app, F.rowRemove, async (request) => ok(await templates.removeRow(db, currentUser(request), request.query.id)));
  route(app, F.drafts, async (request) => ok(await templates.myDrafts(db, currentUser(request), request.body.templateKey)));
  const opts = { preValidation: emptyBodyAsObject };
  // a custom query of type rest (spec 02 §3), found by the same alias as the predefined ones
  const restQuery = (request: { query: { alias?: string }; body: { alias?: string } }) =>
    findRestQuery(db, request.query.alias || request.body.alias);
  route(
    app,
    F.queryGetByAlias,
    async (request) => {
      const rest = await restQuery(request);
      if (rest) return ok(restQueryView(rest, requestLang(request)));
      return ok(await queries.describeQuery(db, caller(request), request));
    },
    opts,
  );
  route(
    app,
    F.queryDo,
    async (request) => {
      const rest = await restQuery(request);
      if (rest) return ok(await runRestQuery(app, request, rest, request.body.querys));
      return ok(await queries.doQuery(db, caller(request), { query: request.query, body: request.body }));
    },
    opts,
  );
}
