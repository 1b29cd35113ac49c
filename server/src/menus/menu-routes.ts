import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope } from '../../../contract/common.js';
import { IdQuery, MenuItem, MenuQuery, SysModule } from '../../../contract/portal.js';
import { currentUser } from '../lib/context.js';
import { notFound } from '../lib/errors.js';
import { requestLang } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { buildMenuTree } from './menu-tree.js';
import { loadMenuRows } from './menu-repo.js';
import { callerRoles } from './roles.js';

export default async function menuRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/sys/sysMenu/v1/getCurrentUserMenu',
    { schema: { querystring: MenuQuery, response: { 200: Envelope(Type.Array(MenuItem)) } } },
    async (request) => {
      const user = currentUser(request);
      const [rows, roles] = await Promise.all([loadMenuRows(db, request.query.menuAlias), callerRoles(db, user)]);
      return ok(buildMenuTree(rows, roles, requestLang(request)));
    },
  );

  app.get('/sys/sysModule/v1/getJson', { schema: { querystring: IdQuery, response: { 200: Envelope(SysModule) } } }, async (request) => {
    currentUser(request);
    const module = await db.selectFrom('sys_module').selectAll().where('id', '=', request.query.id).executeTakeFirst();
    if (!module) throw notFound('portal.moduleNotFound');
    const items = await db
      .selectFrom('sys_module_item')
      .select(['type', 'name', 'code', 'url', 'column_name'])
      .where('module_id', '=', module.id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return ok({
      id: module.id,
      name: module.name,
      description: module.description,
      items: items.map((i) => ({ type: i.type, name: i.name, code: i.code, url: i.url, columnName: i.column_name })),
    });
  });
}
