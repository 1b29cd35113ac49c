import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope } from '../../../contract/common.js';
import {
  CustomQueryBody,
  CustomQueryDef,
  CustomQueryResult,
  DataTemplate,
  DraftsBody,
  FORM_PATHS as P,
  FormPreview,
  SaveRowBody,
  TemplateRow,
  TemplateRowDetail,
} from '../../../contract/forms.js';
import { currentUser } from '../lib/context.js';
import { requestLang } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { formsError } from './messages.js';
import { formPreview } from './preview.js';
import { findQuery, queryView, runQuery } from './queries.js';
import { getRow, myDrafts, removeRow, requireTemplate, saveRow, templateView } from './templates.js';

const answers = <T extends Parameters<typeof Envelope>[0]>(value: T) => ({ 200: Envelope(value) });
const Key = Type.String({ minLength: 1, maxLength: 64 });
const Id = Type.String({ minLength: 1, maxLength: 64 });

/** The form service (spec 02 §7): form preview, data templates and their rows, custom queries. */
export default async function formRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  app.get(
    P.formPreview,
    { schema: { querystring: Type.Object({ formId: Type.String({ minLength: 1, maxLength: 260 }) }), response: answers(FormPreview) } },
    async (request) => ok(await formPreview(db, request, currentUser(request), requestLang(request), request.query.formId)),
  );

  app.get(
    P.templateGet,
    { schema: { querystring: Type.Object({ templateKey: Key }), response: answers(DataTemplate) } },
    async (request) => {
      currentUser(request);
      return ok(templateView(await requireTemplate(db, request, request.query.templateKey), requestLang(request)));
    },
  );

  app.get(
    P.rowGet,
    { schema: { querystring: Type.Object({ templateKey: Key, id: Id }), response: answers(TemplateRowDetail) } },
    async (request) => ok(await getRow(db, request, currentUser(request), request.query.templateKey, request.query.id)),
  );

  app.post(P.rowSave, { schema: { body: SaveRowBody, response: answers(TemplateRow) } }, async (request) =>
    ok(await saveRow(db, request, currentUser(request), requestLang(request), request.body)),
  );

  app.delete(P.rowRemove, { schema: { querystring: Type.Object({ id: Id }), response: answers(Type.Integer()) } }, async (request) =>
    ok(await removeRow(db, request, currentUser(request), request.query.id)),
  );

  app.post(P.drafts, { schema: { body: DraftsBody, response: answers(Type.Array(TemplateRow)) } }, async (request) => {
    const user = currentUser(request);
    const t = await requireTemplate(db, request, request.body.templateKey);
    return ok(await myDrafts(db, user, t.templateKey));
  });

  const AliasQuery = Type.Object({ alias: Type.Optional(Type.String({ maxLength: 64 })), page: Type.Optional(Type.Integer()) });
  const aliasOf = (query: { alias?: string }, body: CustomQueryBody | undefined) => query.alias || body?.alias;

  app.post(
    P.queryGetByAlias,
    { schema: { querystring: AliasQuery, body: Type.Optional(CustomQueryBody), response: answers(CustomQueryDef) } },
    async (request) => {
      const user = currentUser(request);
      const lang = requestLang(request);
      return ok(queryView(await findQuery(db, request, user, lang, aliasOf(request.query, request.body)), lang));
    },
  );

  app.post(
    P.queryDo,
    { schema: { querystring: AliasQuery, body: Type.Optional(CustomQueryBody), response: answers(CustomQueryResult) } },
    async (request) => {
      const user = currentUser(request);
      const lang = requestLang(request);
      const def = await findQuery(db, request, user, lang, aliasOf(request.query, request.body));
      if (request.query.page !== undefined && request.query.page !== 1) throw formsError(400, 'query.pageOne');
      return ok(await runQuery(db, def, request.body?.querys));
    },
  );
}
