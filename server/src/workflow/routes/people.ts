import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { QueryBody } from '../../../../contract/common.js';
import { IdsQuery } from '../../../../contract/workflow.js';
import {
  AgentPage,
  AgentRow,
  AgentSaveBody,
  ApprovalItemPage,
  ApprovalItemSaveBody,
  AuthFlowPage,
  OftenFlowRow,
  SaveOftenFlowBody,
  SecretaryPage,
  SecretaryRow,
  SecretarySaveBody,
} from '../../../../contract/workflow-model.js';
import { ok } from '../../lib/reply.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { newId } from '../steps/context.js';
import { wfError } from '../messages.js';
import { startableKeys } from '../model/rights.js';
import { activeUser } from '../support/users.js';
import { iso, nameIn, paging } from '../lists/common.js';
import { listDefs } from './model.js';
import { answers, caller, idList } from './shared.js';

const agentQuery = (db: Database) =>
  db
    .selectFrom('wf_agent as a')
    .innerJoin('uc_user as p', 'p.id', 'a.principal_id')
    .innerJoin('uc_user as g', 'g.id', 'a.agent_id')
    .select([
      'a.id',
      'a.principal_id',
      'a.agent_id',
      'a.def_keys',
      'a.start_time',
      'a.end_time',
      'a.enabled',
      'a.create_time',
      'p.fullname as principal_name',
      'g.fullname as agent_name',
    ]);

type AgentSelect = Awaited<ReturnType<ReturnType<typeof agentQuery>['execute']>>[number];
const agentRow = (r: AgentSelect) => ({
  id: r.id,
  principalId: r.principal_id,
  principalName: r.principal_name,
  agentId: r.agent_id,
  agentName: r.agent_name,
  defKeys: r.def_keys,
  startTime: iso(r.start_time)!,
  endTime: iso(r.end_time)!,
  enabled: r.enabled,
  createTime: iso(r.create_time)!,
});

const secretaryQuery = (db: Database) =>
  db
    .selectFrom('wf_secretary as s')
    .innerJoin('uc_user as l', 'l.id', 's.leader_id')
    .innerJoin('uc_user as y', 'y.id', 's.secretary_id')
    .select([
      's.id',
      's.leader_id',
      's.secretary_id',
      's.def_keys',
      's.enabled',
      's.create_time',
      'l.fullname as leader_name',
      'y.fullname as secretary_name',
    ]);
type SecretarySelect = Awaited<ReturnType<ReturnType<typeof secretaryQuery>['execute']>>[number];
const secretaryRow = (r: SecretarySelect) => ({
  id: r.id,
  leaderId: r.leader_id,
  leaderName: r.leader_name,
  secretaryId: r.secretary_id,
  secretaryName: r.secretary_name,
  defKeys: r.def_keys,
  enabled: r.enabled,
  createTime: iso(r.create_time)!,
});

function mayManage(user: CurrentUser, ownerId: string) {
  if (ownerId !== user.id && !user.isAdmin) throw wfError(403, 'record.forbidden');
}

async function oftenFlows(db: Database, userId: string, lang: Parameters<typeof nameIn>[1]) {
  const rows = await db
    .selectFrom('wf_often_flow as o')
    .innerJoin('wf_def as d', (j) => j.onRef('d.def_key', '=', 'o.def_key').on('d.is_main', '=', true))
    .leftJoin('wf_type as t', 't.id', 'd.type_id')
    .select(['o.def_key', 'o.sort', 'd.id', 'd.name', 'd.type_id', 't.name as type_name'])
    .where('o.user_id', '=', userId)
    .where('d.status', '=', 'deploy')
    .orderBy('o.sort')
    .execute();
  return rows.map((r) => ({
    defKey: r.def_key,
    defId: r.id,
    name: nameIn(r.name, lang),
    typeId: r.type_id,
    typeName: r.type_name ? nameIn(r.type_name, lang) : null,
    sort: r.sort,
  }));
}

/** Agents, secretaries, common approval words and often-used flows. */
export default async function peopleRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;

  // ---- agents ----
  app.post('/flow/agent/v1/save', { schema: { body: AgentSaveBody, response: answers(AgentRow) } }, async (request) => {
    const c = caller(request);
    const b = request.body as {
      id?: string;
      principalId?: string;
      agentId: string;
      defKeys?: string[];
      startTime: string;
      endTime: string;
      enabled?: boolean;
    };
    const principal = b.principalId ?? c.user.id;
    mayManage(c.user, principal);
    if (b.agentId === principal) throw wfError(400, 'task.agentSelf');
    if (!(await activeUser(db, b.agentId)) || !(await activeUser(db, principal))) throw wfError(404, 'user.notFound');
    const start = new Date(b.startTime);
    const end = new Date(b.endTime);
    if (!(end > start)) throw wfError(400, 'agent.badPeriod');
    const values = {
      principal_id: principal,
      agent_id: b.agentId,
      def_keys: JSON.stringify(b.defKeys ?? []),
      start_time: start,
      end_time: end,
      enabled: b.enabled ?? true,
    };
    let id = b.id;
    if (id) {
      const old = await db.selectFrom('wf_agent').select('principal_id').where('id', '=', id).executeTakeFirst();
      if (!old) throw wfError(404, 'record.notFound');
      mayManage(c.user, old.principal_id);
      await db.updateTable('wf_agent').set(values).where('id', '=', id).execute();
    } else {
      id = newId();
      await db
        .insertInto('wf_agent')
        .values({ id, ...values })
        .execute();
    }
    return ok(agentRow((await agentQuery(db).where('a.id', '=', id).executeTakeFirst())!));
  });
  app.post(
    '/flow/agent/v1/listJson',
    {
      schema: {
        querystring: Type.Object({ isMgr: Type.Optional(Type.Boolean()) }),
        body: Type.Optional(QueryBody),
        response: answers(AgentPage),
      },
    },
    async (request) => {
      const c = caller(request);
      const p = paging(request.body as QueryBody | undefined);
      const all = (request.query as { isMgr?: boolean }).isMgr && c.user.isAdmin;
      const where = all ? sql<boolean>`true` : sql<boolean>`(a.principal_id = ${c.user.id} or a.agent_id = ${c.user.id})`;
      const rows = await agentQuery(db).where(where).orderBy('a.create_time', 'desc').limit(p.pageSize).offset(p.offset).execute();
      const total = await db
        .selectFrom('wf_agent as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .where(where)
        .executeTakeFirstOrThrow();
      return ok({ rows: rows.map(agentRow), total: total.n, page: p.page, pageSize: p.pageSize });
    },
  );
  app.get(
    '/flow/agent/v1/agentGet',
    { schema: { querystring: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: answers(AgentRow) } },
    async (request) => {
      const c = caller(request);
      const r = await agentQuery(db)
        .where('a.id', '=', (request.query as { id: string }).id)
        .executeTakeFirst();
      if (!r) throw wfError(404, 'record.notFound');
      if (r.principal_id !== c.user.id && r.agent_id !== c.user.id && !c.user.isAdmin) throw wfError(403, 'record.forbidden');
      return ok(agentRow(r));
    },
  );
  app.delete('/flow/agent/v1/remove', { schema: { querystring: IdsQuery, response: answers(Type.Integer()) } }, async (request) => {
    const c = caller(request);
    let q = db.deleteFrom('wf_agent').where('id', 'in', idList((request.query as { ids: string }).ids));
    if (!c.user.isAdmin) q = q.where('principal_id', '=', c.user.id);
    return ok(Number((await q.executeTakeFirst()).numDeletedRows));
  });

  // ---- secretaries ----
  app.post(
    '/runtime/bpmSecretaryManage/v1/list',
    {
      schema: {
        querystring: Type.Object({ personal: Type.Optional(Type.Boolean()) }),
        body: Type.Optional(QueryBody),
        response: answers(SecretaryPage),
      },
    },
    async (request) => {
      const c = caller(request);
      const p = paging(request.body as QueryBody | undefined);
      const personal = (request.query as { personal?: boolean }).personal !== false || !c.user.isAdmin;
      const where = personal ? sql<boolean>`(s.leader_id = ${c.user.id} or s.secretary_id = ${c.user.id})` : sql<boolean>`true`;
      const rows = await secretaryQuery(db).where(where).orderBy('s.create_time', 'desc').limit(p.pageSize).offset(p.offset).execute();
      const total = await db
        .selectFrom('wf_secretary as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .where(where)
        .executeTakeFirstOrThrow();
      return ok({ rows: rows.map(secretaryRow), total: total.n, page: p.page, pageSize: p.pageSize });
    },
  );
  app.post(
    '/runtime/bpmSecretaryManage/v1/save',
    { schema: { body: SecretarySaveBody, response: answers(SecretaryRow) } },
    async (request) => {
      const c = caller(request);
      const b = request.body as { id?: string; leaderId?: string; secretaryId: string; defKeys?: string[]; enabled?: boolean };
      const leader = b.leaderId ?? c.user.id;
      mayManage(c.user, leader);
      if (b.secretaryId === leader) throw wfError(400, 'task.agentSelf');
      if (!(await activeUser(db, b.secretaryId))) throw wfError(404, 'user.notFound');
      const values = {
        leader_id: leader,
        secretary_id: b.secretaryId,
        def_keys: JSON.stringify(b.defKeys ?? []),
        enabled: b.enabled ?? true,
      };
      let id = b.id;
      if (id) {
        const old = await db.selectFrom('wf_secretary').select('leader_id').where('id', '=', id).executeTakeFirst();
        if (!old) throw wfError(404, 'record.notFound');
        mayManage(c.user, old.leader_id);
        await db.updateTable('wf_secretary').set(values).where('id', '=', id).execute();
      } else {
        id = newId();
        await db
          .insertInto('wf_secretary')
          .values({ id, ...values })
          .onConflict((oc) => oc.columns(['leader_id', 'secretary_id']).doUpdateSet({ def_keys: values.def_keys, enabled: values.enabled }))
          .execute();
        id = (
          await db
            .selectFrom('wf_secretary')
            .select('id')
            .where('leader_id', '=', leader)
            .where('secretary_id', '=', b.secretaryId)
            .executeTakeFirstOrThrow()
        ).id;
      }
      return ok(secretaryRow((await secretaryQuery(db).where('s.id', '=', id).executeTakeFirst())!));
    },
  );
  app.get(
    '/runtime/bpmSecretaryManage/v1/get/:id',
    { schema: { params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: answers(SecretaryRow) } },
    async (request) => {
      const c = caller(request);
      const r = await secretaryQuery(db)
        .where('s.id', '=', (request.params as { id: string }).id)
        .executeTakeFirst();
      if (!r) throw wfError(404, 'record.notFound');
      if (r.leader_id !== c.user.id && r.secretary_id !== c.user.id && !c.user.isAdmin) throw wfError(403, 'record.forbidden');
      return ok(secretaryRow(r));
    },
  );
  app.delete(
    '/runtime/bpmSecretaryManage/v1/removes',
    { schema: { querystring: IdsQuery, response: answers(Type.Integer()) } },
    async (request) => {
      const c = caller(request);
      let q = db.deleteFrom('wf_secretary').where('id', 'in', idList((request.query as { ids: string }).ids));
      if (!c.user.isAdmin) q = q.where('leader_id', '=', c.user.id);
      return ok(Number((await q.executeTakeFirst()).numDeletedRows));
    },
  );

  // ---- common approval words ----
  app.post('/flow/approvalItem/v1/save', { schema: { body: ApprovalItemSaveBody, response: answers(Type.String()) } }, async (request) => {
    const c = caller(request);
    const b = request.body as { id?: string; expression: string; sort?: number; isPersonal?: boolean };
    const personal = b.isPersonal !== false;
    if (!personal && !c.user.isAdmin) throw wfError(403, 'record.forbidden');
    const owner = personal ? c.user.id : null;
    if (b.id) {
      const old = await db.selectFrom('wf_approval_item').select('user_id').where('id', '=', b.id).executeTakeFirst();
      if (!old) throw wfError(404, 'record.notFound');
      if (old.user_id !== c.user.id && !c.user.isAdmin) throw wfError(403, 'record.forbidden');
      await db
        .updateTable('wf_approval_item')
        .set({ expression: b.expression.trim(), sort: b.sort ?? 0 })
        .where('id', '=', b.id)
        .execute();
      return ok(b.id);
    }
    const id = newId();
    await db
      .insertInto('wf_approval_item')
      .values({ id, user_id: owner, expression: b.expression.trim(), sort: b.sort ?? 0 })
      .execute();
    return ok(id);
  });
  app.post(
    '/flow/approvalItem/v1/listJson',
    {
      schema: {
        querystring: Type.Object({ isPersonal: Type.Optional(Type.Boolean()) }),
        body: Type.Optional(QueryBody),
        response: answers(ApprovalItemPage),
      },
    },
    async (request) => {
      const c = caller(request);
      const p = paging(request.body as QueryBody | undefined, 50);
      const personalOnly = (request.query as { isPersonal?: boolean }).isPersonal === true;
      const where = personalOnly ? sql<boolean>`(user_id = ${c.user.id} or user_id is null)` : sql<boolean>`user_id is null`;
      const rows = await db
        .selectFrom('wf_approval_item')
        .selectAll()
        .where(where)
        .orderBy(sql`user_id is null`)
        .orderBy('sort')
        .orderBy('create_time')
        .limit(p.pageSize)
        .offset(p.offset)
        .execute();
      const total = await db
        .selectFrom('wf_approval_item')
        .select(sql<number>`count(*)::int`.as('n'))
        .where(where)
        .executeTakeFirstOrThrow();
      return ok({
        rows: rows.map((r) => ({
          id: r.id,
          expression: r.expression,
          isPersonal: r.user_id !== null,
          sort: r.sort,
          createTime: iso(r.create_time)!,
        })),
        total: total.n,
        page: p.page,
        pageSize: p.pageSize,
      });
    },
  );
  app.delete('/flow/approvalItem/v1/remove', { schema: { querystring: IdsQuery, response: answers(Type.Integer()) } }, async (request) => {
    const c = caller(request);
    let q = db.deleteFrom('wf_approval_item').where('id', 'in', idList((request.query as { ids: string }).ids));
    if (!c.user.isAdmin) q = q.where('user_id', '=', c.user.id);
    return ok(Number((await q.executeTakeFirst()).numDeletedRows));
  });

  // ---- often-used flows ----
  const myOften = async (request: Parameters<typeof caller>[0]) => {
    const c = caller(request);
    return ok(await oftenFlows(db, c.user.id, c.lang));
  };
  app.get('/bpmModel/BpmOftenFlow/v1/getMyOftenFlow', { schema: { response: answers(Type.Array(OftenFlowRow)) } }, myOften);
  app.post('/flow/start/often', { schema: { response: answers(Type.Array(OftenFlowRow)) } }, myOften);
  app.post(
    '/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow',
    { schema: { body: SaveOftenFlowBody, response: answers(Type.Array(OftenFlowRow)) } },
    async (request) => {
      const c = caller(request);
      const keys = [...new Set((request.body as { defKeys: string[] }).defKeys)];
      const allowed = await startableKeys(db, c.user, keys);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('wf_often_flow').where('user_id', '=', c.user.id).execute();
        const rows = keys.filter((k) => allowed.has(k)).map((k, i) => ({ user_id: c.user.id, def_key: k, sort: i }));
        if (rows.length) await trx.insertInto('wf_often_flow').values(rows).execute();
      });
      return ok(await oftenFlows(db, c.user.id, c.lang));
    },
  );
  // the mobile "common flows" are the same list as the often-used flows
  app.post('/bpmMobileCategory/v1/getMyCommonFlow', { schema: { response: answers(Type.Array(OftenFlowRow)) } }, myOften);
  app.post(
    '/bpmMobileCategory/v1/customAddCommonFlow',
    { schema: { body: SaveOftenFlowBody, response: answers(Type.Array(OftenFlowRow)) } },
    async (request) => {
      const c = caller(request);
      const keys = [...new Set((request.body as { defKeys: string[] }).defKeys)];
      const allowed = await startableKeys(db, c.user, keys);
      const last = await db
        .selectFrom('wf_often_flow')
        .select(sql<number>`coalesce(max(sort), -1)::int`.as('n'))
        .where('user_id', '=', c.user.id)
        .executeTakeFirstOrThrow();
      const rows = keys.filter((k) => allowed.has(k)).map((k, i) => ({ user_id: c.user.id, def_key: k, sort: last.n + 1 + i }));
      if (rows.length)
        await db
          .insertInto('wf_often_flow')
          .values(rows)
          .onConflict((oc) => oc.doNothing())
          .execute();
      return ok(await oftenFlows(db, c.user.id, c.lang));
    },
  );
  app.delete(
    '/bpmMobileCategory/v1/batchRemove',
    { schema: { querystring: IdsQuery, response: answers(Type.Array(OftenFlowRow)) } },
    async (request) => {
      const c = caller(request);
      await db
        .deleteFrom('wf_often_flow')
        .where('user_id', '=', c.user.id)
        .where('def_key', 'in', idList((request.query as { ids: string }).ids))
        .execute();
      return ok(await oftenFlows(db, c.user.id, c.lang));
    },
  );

  app.post(
    '/bpmModel/BpmOftenFlow/v1/getHasAuthFlowList',
    { schema: { body: Type.Optional(QueryBody), response: answers(AuthFlowPage) } },
    async (request) => {
      const c = caller(request);
      const body = request.body as QueryBody | undefined;
      // the start-right rules filter in SQL so paging stays right
      const mayStart = sql<boolean>`(d.status = 'deploy' and d.startable and (${c.user.isAdmin} or not exists (select 1 from wf_def_right r where r.def_key = d.def_key)
      or exists (select 1 from wf_def_right r where r.def_key = d.def_key and (
        r.kind = 'everyone'
        or (r.kind = 'user' and r.ref = ${c.user.account})
        or (r.kind = 'role' and exists (select 1 from uc_user_role ur join uc_role ro on ro.id = ur.role_id where ur.user_id = ${c.user.id} and ro.code = r.ref))
        or (r.kind = 'org' and exists (select 1 from uc_user_org uo join uc_org m on m.id = uo.org_id join uc_org o on o.code = r.ref
              where uo.user_id = ${c.user.id} and (m.path = o.path or m.path like o.path || '.%')))))))`;
      const page = await listDefs(db, c.lang, body, [{ property: 'IS_MAIN_', value: 'Y', operation: 'EQUAL' }], (q) => q.where(mayStart));
      const often = new Set(
        (await db.selectFrom('wf_often_flow').select('def_key').where('user_id', '=', c.user.id).execute()).map((r) => r.def_key),
      );
      return ok({ ...page, rows: page.rows.map((r) => ({ ...r, isOften: often.has(r.defKey) })) });
    },
  );
}
