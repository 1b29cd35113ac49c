import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { Envelope } from '../../../contract/common.js';
import {
  AccountOrIdQuery,
  GetByAccountQuery,
  ModifyPasswordBody,
  PwdStrategy,
  QueryByTypeBody,
  UserDetail,
  UserPageEnvelope,
  UserRow,
} from '../../../contract/uc.js';
import { currentUser } from '../lib/context.js';
import { badRequest, notFound } from '../lib/errors.js';
import { orderFromSorters, pageOf, whereFromQuerys } from '../lib/filters.js';
import { requestLang, t as text } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { USER_FILTERS } from './allow-lists.js';
import { changePassword, defaultStrategy } from './password.js';
import { checkFilterValues, decodeQueryBody, fromBase64 } from './query-body.js';
import { findUserId, findUserRows, loadUserDetail, userRowColumns, userRowsQuery } from './repo.js';
import orgRoutes from './org-routes.js';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A value that may come in the query string or in a JSON body. */
function param(request: FastifyRequest, name: string): string | undefined {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.[name];
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  const body = request.body;
  const fromBody = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof fromBody === 'string' && fromBody ? fromBody : undefined;
}

export default async function routes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  const t = (request: FastifyRequest, key: string) => text(requestLang(request), `uc.${key}`);

  // queryUserWithMainOrgPost's body is Base64 text; fastify's own text/plain parser has no shape check
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/api/user/v1/users/queryByType',
    { schema: { body: QueryByTypeBody, response: { 200: UserPageEnvelope } } },
    async (request) => {
      const page = request.body.page ?? 1;
      const pageSize = request.body.pageSize ?? 50;
      const pattern = (request.body.pattern ?? '').trim();
      // an empty user pattern loads nothing (spec 01 §5)
      if (!pattern) return ok({ rows: [], total: 0, page, pageSize });
      const like = `%${escapeLike(pattern.toLowerCase())}%`;
      const where = sql<boolean>`u.status = 1 and (u.fullname ilike ${like} or u.account ilike ${like} or u.pinyin ilike ${like})`;
      const order = [sql`(lower(u.account) = ${pattern.toLowerCase()} or u.fullname = ${pattern}) desc`];
      const { rows, total } = await findUserRows(db, where, order, { offset: (page - 1) * pageSize, pageSize });
      return ok({ rows, total, page, pageSize });
    },
  );

  app.post(
    '/api/user/v1/users/queryUserWithMainOrgPost',
    { schema: { body: Type.Unknown(), response: { 200: UserPageEnvelope } } },
    async (request) => {
      const body = decodeQueryBody(request.body);
      checkFilterValues(USER_FILTERS, body);
      const where = whereFromQuerys(USER_FILTERS, body.querys);
      const order = orderFromSorters(USER_FILTERS, body.sorters ?? body.sorter);
      const { page, pageSize, offset } = pageOf(body, 20);
      const { rows, total } = await findUserRows(db, where, order, { offset, pageSize });
      return ok({ rows, total, page, pageSize });
    },
  );

  app.post(
    '/api/user/v1/user/getDetailByAccountOrId',
    { schema: { querystring: AccountOrIdQuery, response: { 200: Envelope(UserDetail) } } },
    async (request) => {
      const encoded = param(request, 'accountOrId');
      if (!encoded) throw badRequest('uc.accountRequired');
      // Base64 as the spec says; a caller that sent the plain value is still understood
      let id: string | undefined;
      for (const candidate of [fromBase64(encoded)?.trim(), encoded.trim()]) {
        if (!id && candidate) id = await findUserId(db, candidate);
      }
      const detail = id ? await loadUserDetail(db, id) : undefined;
      if (!detail) throw notFound('uc.userNotFound');
      return ok(detail);
    },
  );

  app.post(
    '/api/user/v1/user/getByAccount',
    { schema: { querystring: GetByAccountQuery, response: { 200: Envelope(UserRow) } } },
    async (request) => {
      const given = param(request, 'account');
      if (!given) throw badRequest('uc.accountRequired');
      // the portal Base64-encodes account values; a plain account is accepted too
      const candidates = [given.trim(), fromBase64(given)?.trim()].filter((c): c is string => !!c);
      for (const account of candidates) {
        const row = await userRowsQuery(db)
          .select([...userRowColumns])
          .where('u.account', '=', account)
          .executeTakeFirst();
        if (row) return ok(row as UserRow);
      }
      throw notFound('uc.userNotFound');
    },
  );

  app.post(
    '/api/user/v1/user/modifiUserPsd',
    { schema: { body: ModifyPasswordBody, response: { 200: Envelope(Type.Null()) } } },
    async (request) => {
      const user = currentUser(request);
      await changePassword(db, user, request.body.oldPwd, request.body.newPwd);
      return ok(null, t(request, 'passwordChanged'));
    },
  );

  app.get('/api/pwdStrategy/v1/getDefault', { schema: { response: { 200: Envelope(PwdStrategy) } } }, async () =>
    ok(await defaultStrategy(db)),
  );

  await app.register(orgRoutes);
}
