import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, PageResult, QueryBody } from '../../../contract/common.js';
import { HomeLayout, LayoutItem, SysApp } from '../../../contract/portal.js';
import { currentUser } from '../lib/context.js';
import { notFound } from '../lib/errors.js';
import { pageOf, whereFromQuerys } from '../lib/filters.js';
import { requestLang } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { appFilters, queryApps } from './app-repo.js';
import { callerRoles } from './roles.js';
import { emptyBodyAsObject } from '../lib/empty-body.js';

/** The home page's application tiles and its layout. */
export default async function appRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  // spec 01 §9: the home app list asks for page 1, size 50
  app.post(
    '/portal/sysApp/v1/queryByFilter',
    { preValidation: emptyBodyAsObject, schema: { body: QueryBody, response: { 200: Envelope(PageResult(SysApp)) } } },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const { page, pageSize, offset } = pageOf(body, 50);
      const menuId = body.params?.menuId;
      const result = await queryApps(db, {
        roles: await callerRoles(db, user),
        lang: requestLang(request),
        menuId: typeof menuId === 'string' && menuId ? menuId : undefined,
        where: whereFromQuerys(appFilters, body.querys),
        limit: pageSize,
        offset,
      });
      return ok({ ...result, page, pageSize });
    },
  );

  app.post(
    '/portal/sysApp/v1/authList',
    { preValidation: emptyBodyAsObject, schema: { body: QueryBody, response: { 200: Envelope(Type.Array(SysApp)) } } },
    async (request) => {
      const user = currentUser(request);
      const { rows } = await queryApps(db, {
        roles: await callerRoles(db, user),
        lang: requestLang(request),
        where: whereFromQuerys(appFilters, request.body.querys),
      });
      return ok(rows);
    },
  );

  app.get('/portal/main/v1/vueFrontHome', { schema: { response: { 200: Envelope(HomeLayout) } } }, async (request) => {
    currentUser(request);
    const layout = await db.selectFrom('portal_layout').selectAll().where('is_default', '=', true).executeTakeFirst();
    if (!layout) throw notFound('portal.layoutNotFound');
    return ok({ id: layout.id, alias: layout.alias, name: layout.name, items: layout.items as LayoutItem[] });
  });
}
