import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { pinyin } from 'pinyin-pro';
import { Type } from 'typebox';
import { Envelope, PageResult } from '../../../contract/common.js';
import {
  Dem,
  GetByParentAndDemBody,
  Job,
  Org,
  OrgPost,
  PinyinQuery,
  Role,
  SetCookieQuery,
  Tenant,
  TenantQuery,
} from '../../../contract/uc.js';
import { currentUser } from '../lib/context.js';
import { forbidden, notFound } from '../lib/errors.js';
import { orderFromSorters, pageOf, whereFromQuerys, type AllowList } from '../lib/filters.js';
import { requestLang, t as text } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { setSessionPost } from '../identity/sessions.js';
import { JOB_FILTERS, ORG_FILTERS, POST_FILTERS, ROLE_FILTERS } from './allow-lists.js';
import { checkFilterValues, checkQueryBody } from './query-body.js';

/** Dimensions, organisations, roles, jobs, posts, the position switch, pinyin and tenants. */
export default async function orgRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  const t = (request: FastifyRequest, key: string) => text(requestLang(request), `uc.${key}`);

  const orgQuery = () =>
    db
      .selectFrom('uc_org as o')
      .leftJoin('uc_user as l', 'l.id', 'o.leader_id')
      .select([
        'o.id',
        'o.dem_id as demId',
        'o.parent_id as parentId',
        'o.code',
        'o.name',
        'o.path',
        'o.path_name as pathName',
        'o.level',
        'o.sort',
        'o.leader_id as leaderId',
        'l.fullname as leaderName',
        sql<boolean>`exists (select 1 from uc_org c where c.parent_id = o.id)`.as('isParent'),
      ]);

  /** A paged list through the allow list of its properties. */
  async function paged<R>(
    request: FastifyRequest,
    allow: AllowList,
    run: (
      where: ReturnType<typeof whereFromQuerys>,
      order: ReturnType<typeof orderFromSorters>,
      page: { offset: number; pageSize: number },
    ) => Promise<{ rows: R[]; total: number }>,
  ) {
    const body = checkQueryBody(request.body ?? {});
    checkFilterValues(allow, body);
    const where = whereFromQuerys(allow, body.querys);
    const order = orderFromSorters(allow, body.sorters ?? body.sorter);
    const { page, pageSize, offset } = pageOf(body, 20);
    const { rows, total } = await run(where, order, { offset, pageSize });
    return ok({ rows, total, page, pageSize });
  }

  app.post(
    '/api/org/v1/orgs/getByParentAndDem',
    {
      schema: {
        body: Type.Optional(GetByParentAndDemBody),
        querystring: GetByParentAndDemBody,
        response: { 200: Envelope(Type.Array(Org)) },
      },
    },
    async (request) => {
      const parentId = request.body?.parentId ?? request.query.parentId ?? null;
      const demId = request.body?.demId ?? request.query.demId;
      let q = orgQuery();
      // the tree's roots are asked for with no parent, an empty one or the conventional "0"
      q = !parentId || parentId === '0' ? q.where('o.parent_id', 'is', null) : q.where('o.parent_id', '=', parentId);
      q = demId
        ? q.where('o.dem_id', '=', demId)
        : q.where('o.dem_id', 'in', db.selectFrom('uc_dem').select('id').where('is_default', '=', true));
      return ok(await q.orderBy('o.sort').orderBy('o.name').execute());
    },
  );

  app.post(
    '/api/org/v1/orgs/getOrgPage',
    { schema: { body: Type.Unknown(), response: { 200: Envelope(PageResult(Org)) } } },
    async (request) =>
      paged(request, ORG_FILTERS, async (where, order, page) => {
        let q = orgQuery();
        if (where) q = q.where(where);
        const total = await db
          .selectFrom('uc_org as o')
          .select(sql<number>`count(*)::int`.as('n'))
          .$call((c) => (where ? c.where(where) : c))
          .executeTakeFirst();
        for (const o of order) q = q.orderBy(o);
        const rows = await q.orderBy('o.path').limit(page.pageSize).offset(page.offset).execute();
        return { rows, total: total?.n ?? 0 };
      }),
  );

  const dems = () =>
    db
      .selectFrom('uc_dem')
      .select(['id', 'code', 'name', 'is_default as isDefault', 'description'])
      .orderBy('is_default', 'desc')
      .orderBy('code')
      .execute();
  app.get('/api/demension/v1/dems/getAll', { schema: { response: { 200: Envelope(Type.Array(Dem)) } } }, async () => ok(await dems()));
  app.post('/api/demension/v1/dems/getDemListAll', { schema: { response: { 200: Envelope(Type.Array(Dem)) } } }, async () =>
    ok(await dems()),
  );

  app.post(
    '/api/role/v1/roles/getRolePage',
    { schema: { body: Type.Unknown(), response: { 200: Envelope(PageResult(Role)) } } },
    async (request) =>
      paged(request, ROLE_FILTERS, async (where, order, page) => {
        let q = db.selectFrom('uc_role as r');
        if (where) q = q.where(where);
        const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
        let rows = q.select(['r.id', 'r.code', 'r.name', 'r.enabled', 'r.description', 'r.data_scope as dataScope']);
        for (const o of order) rows = rows.orderBy(o);
        return { rows: await rows.orderBy('r.code').limit(page.pageSize).offset(page.offset).execute(), total: total?.n ?? 0 };
      }),
  );

  app.post(
    '/api/job/v1/jobs/getJobPage',
    { schema: { body: Type.Unknown(), response: { 200: Envelope(PageResult(Job)) } } },
    async (request) =>
      paged(request, JOB_FILTERS, async (where, order, page) => {
        let q = db.selectFrom('uc_job as j');
        if (where) q = q.where(where);
        const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
        let rows = q.select(['j.id', 'j.code', 'j.name', 'j.level']);
        for (const o of order) rows = rows.orderBy(o);
        return {
          rows: await rows.orderBy('j.level').orderBy('j.code').limit(page.pageSize).offset(page.offset).execute(),
          total: total?.n ?? 0,
        };
      }),
  );

  app.post(
    '/api/org/v1/orgPosts/getOrgPostPage',
    { schema: { body: Type.Unknown(), response: { 200: Envelope(PageResult(OrgPost)) } } },
    async (request) =>
      paged(request, POST_FILTERS, async (where, order, page) => {
        let q = db.selectFrom('uc_post as p').innerJoin('uc_org as o', 'o.id', 'p.org_id').leftJoin('uc_job as j', 'j.id', 'p.job_id');
        if (where) q = q.where(where);
        const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
        let rows = q.select([
          'p.id',
          'p.code',
          'p.name',
          'p.org_id as orgId',
          'o.name as orgName',
          'p.job_id as jobId',
          'j.name as jobName',
          'p.is_leader as isLeader',
        ]);
        for (const o of order) rows = rows.orderBy(o);
        return {
          rows: await rows.orderBy('o.path').orderBy('p.is_leader', 'desc').limit(page.pageSize).offset(page.offset).execute(),
          total: total?.n ?? 0,
        };
      }),
  );

  app.get(
    '/uc/ucGroup/v1/setCookie',
    { schema: { querystring: SetCookieQuery, response: { 200: Envelope(Type.String()) } } },
    async (request) => {
      const user = currentUser(request);
      const held = await db
        .selectFrom('uc_user_post')
        .select('post_id')
        .where('user_id', '=', user.id)
        .where('post_id', '=', request.query.postId)
        .executeTakeFirst();
      if (!held) throw forbidden('uc.postNotYours');
      await setSessionPost(db, user.sessionId, request.query.postId);
      return ok(request.query.postId, t(request, 'postSwitched'));
    },
  );

  app.get(
    '/base/tools/v1/getPinyin',
    { schema: { querystring: PinyinQuery, response: { 200: Envelope(Type.String()) } } },
    async (request) => {
      const { chinese, type } = request.query;
      const text = chinese.trim();
      const value =
        type === 1
          ? pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join('')
          : pinyin(text, { toneType: 'none', type: 'array' }).join('');
      return ok(value.replace(/\s+/g, ''));
    },
  );

  app.get(
    '/uc/tenantManage/v1/getTenantByCode',
    { schema: { querystring: TenantQuery, response: { 200: Envelope(Tenant) } } },
    async (request) => {
      const tenant = await db
        .selectFrom('uc_tenant')
        .select(['id', 'code', 'name', 'short_name as shortName', 'status', 'domain'])
        .where('code', '=', request.query.code)
        .executeTakeFirst();
      if (!tenant) throw notFound('uc.tenantNotFound');
      return ok(tenant);
    },
  );
}
