import type { FastifyInstance } from 'fastify';
import { nodeNamer } from '../workflow/definitions/names.js';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { QueryFilter } from '../../../contract/common.js';
import {
  FlowSearchResult,
  HomeCountBody,
  HomeInstanceCount,
  HomeTaskCount,
  NoticeCount,
  RelatedProcessBody,
  Sankey,
} from '../../../contract/workflow-home.js';
import { whereFromQuerys, type AllowList } from '../lib/filters.js';
import { ok } from '../lib/reply.js';
import { wfText } from '../workflow/messages.js';
import { COUNT_CAP, iso, nameIn, paging, totalOf } from '../workflow/lists/common.js';
import { listInstances, visibleTo } from '../workflow/lists/instances.js';
import { listTasks } from '../workflow/lists/tasks.js';
import { answers, caller } from '../workflow/routes/shared.js';

/** Spec 02 §5: the flow search's columns; each request property is looked up here, nothing else is searchable. */
export const FLOW_SEARCH: AllowList = {
  SUBJECT_: { column: 'i.subject', ops: ['LIKE'] },
  ID_: { column: 'i.id', ops: ['LIKE'] },
  PROC_DEF_NAME_: { column: 'i.def_name', ops: ['LIKE'] },
  PROP1_: { column: 'i.prop1', ops: ['LIKE'] },
  aiSummaryResult: { column: 'i.ai_summary', ops: ['LIKE'] },
};

const HOME_ROWS = 5;

/** Home page counters, the sankey of the caller's requests and the flow search. */
export default async function routes(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;
  const size = (body: { pageBean?: { page?: number; pageSize?: number } } | undefined) => ({
    pageBean: { page: body?.pageBean?.page ?? 1, pageSize: body?.pageBean?.pageSize ?? HOME_ROWS, showTotal: true },
  });

  app.post(
    '/runtime/homePage/v1/getMyTodoTask',
    { schema: { body: Type.Optional(HomeCountBody), response: answers(HomeTaskCount) } },
    async (request) => {
      const c = caller(request);
      const page = await listTasks(db, c.user, c.lang, 'todo', size(request.body as never));
      return ok({ total: page.total, rows: page.rows });
    },
  );

  app.post(
    '/runtime/homePage/v1/getMyDoneTask',
    { schema: { body: Type.Optional(HomeCountBody), response: answers(HomeTaskCount) } },
    async (request) => {
      const c = caller(request);
      const page = await listTasks(db, c.user, c.lang, 'done', size(request.body as never));
      return ok({ total: page.total, rows: page.rows });
    },
  );

  app.post(
    '/runtime/homePage/v1/getMyRequest',
    { schema: { body: Type.Optional(HomeCountBody), response: answers(HomeInstanceCount) } },
    async (request) => {
      const c = caller(request);
      const page = await listInstances(db, c.user, c.lang, 'myRequest', size(request.body as never));
      return ok({ total: page.total, rows: page.rows });
    },
  );

  /** Open tasks past their due time. */
  app.post(
    '/runtime/homePage/v1/getMyDelayTask',
    { schema: { body: Type.Optional(HomeCountBody), response: answers(HomeTaskCount) } },
    async (request) => {
      const c = caller(request);
      const body = size(request.body as never);
      const querys: QueryFilter[] = [{ property: 'dueTime', operation: 'LESS', value: new Date().toISOString() }];
      const page = await listTasks(db, c.user, c.lang, 'todo', { ...body, querys }, { dueTime: { column: 't.due_time', kind: 'date' } });
      return ok({ total: page.total, rows: page.rows });
    },
  );

  app.post(
    '/runtime/homePage/v1/getNoticeTodoRead',
    { schema: { body: Type.Optional(HomeCountBody), response: answers(NoticeCount) } },
    async (request) => {
      const c = caller(request);
      const p = paging(size(request.body as never), HOME_ROWS);
      const rows = await db
        .selectFrom('wf_notice as n')
        .innerJoin('wf_instance as i', 'i.id', 'n.inst_id')
        .leftJoin('uc_user as f', 'f.id', 'n.from_user_id')
        .select([
          'n.id',
          'n.inst_id',
          'n.kind',
          'n.node_id',
          'n.node_name',
          'n.opinion',
          'n.is_read',
          'n.create_time',
          'i.subject',
          'i.def_id',
          'i.def_name',
          'f.fullname',
        ])
        .where('n.to_user_id', '=', c.user.id)
        .orderBy('n.is_read')
        .orderBy('n.create_time', 'desc')
        .limit(p.pageSize)
        .offset(p.offset)
        .execute();
      const counts = await sql<{ total: number; unread: number }>`
      select count(*)::int as total, count(*) filter (where is_read = 0)::int as unread
      from (select is_read from wf_notice where to_user_id = ${c.user.id} limit ${COUNT_CAP}) capped
    `.execute(db);
      const nodeName = await nodeNamer(
        db,
        rows.map((n) => n.def_id),
        c.lang,
      );
      return ok({
        total: counts.rows[0]?.total ?? 0,
        unread: counts.rows[0]?.unread ?? 0,
        rows: rows.map((n) => ({
          id: n.id,
          procInstId: n.inst_id,
          subject: n.subject,
          procDefName: nameIn(n.def_name, c.lang),
          kind: n.kind,
          fromUserName: n.fullname ?? null,
          nodeName: n.node_id && n.node_name ? nodeName(n.def_id, n.node_id, n.node_name) : n.node_name,
          opinion: n.opinion,
          isRead: n.is_read,
          createTime: iso(n.create_time)!,
        })),
      });
    },
  );

  /** The caller's requests flowing from top category to flow to state. */
  app.post(
    '/runtime/homePage/v1/getSankey',
    { schema: { body: Type.Optional(Type.Object({})), response: answers(Sankey) } },
    async (request) => {
      const c = caller(request);
      const rows = await sql<{
        top_name: Record<'zh-CN' | 'en-US' | 'id', string> | null;
        def_name: Record<'zh-CN' | 'en-US' | 'id', string>;
        state: string;
        n: number;
      }>`
      with recursive up(id, top_id) as (
        select id, id from wf_type where parent_id is null
        union all select t.id, up.top_id from wf_type t join up on t.parent_id = up.id
      )
      select tt.name as top_name, i.def_name, case when i.status = 'running' then 'running' when i.status = 'end' then 'end' else 'stopped' end as state, count(*)::int as n
      from wf_instance i
      left join up on up.id = i.type_id
      left join wf_type tt on tt.id = up.top_id
      where i.creator_id = ${c.user.id} and i.parent_id is null
      group by tt.name, i.def_name, state
    `.execute(db);
      const nodes: string[] = [];
      const add = (n: string) => {
        if (!nodes.includes(n)) nodes.push(n);
        return n;
      };
      const links = new Map<string, { source: string; target: string; value: number }>();
      const link = (source: string, target: string, value: number) => {
        const key = `${source}\u0000${target}`;
        const l = links.get(key) ?? { source, target, value: 0 };
        l.value += value;
        links.set(key, l);
      };
      for (const r of rows.rows) {
        const top = add(r.top_name ? nameIn(r.top_name, c.lang) : wfText(c.lang, 'sankey.uncategorised'));
        // a flow named like a category would make a loop in the chart: keep them apart
        const flow = add(nameIn(r.def_name, c.lang) === top ? `${top} ` : nameIn(r.def_name, c.lang));
        const state = add(wfText(c.lang, `sankey.${r.state}`));
        link(top, flow, r.n);
        link(flow, state, r.n);
      }
      return ok({ nodes: nodes.map((name) => ({ name })), links: [...links.values()] });
    },
  );

  /**
   * Flow search (spec 02 §5): LIKE conditions OR'ed over subject, id, flow name, business number
   * and summary, among the instances the caller may see.
   */
  app.post(
    '/runtime/homePage/v1/homePageRelatedProcess',
    { schema: { body: Type.Optional(RelatedProcessBody), response: answers(FlowSearchResult) } },
    async (request) => {
      const c = caller(request);
      const body = request.body as
        { pageBean?: { page: number; pageSize: number; showTotal?: boolean }; querys?: QueryFilter[] } | undefined;
      const p = paging(body, 10);
      const querys = (body?.querys ?? []).map((q) => ({ ...q, operation: 'LIKE', relation: 'OR' as const, group: 'search' }));
      const search = whereFromQuerys(FLOW_SEARCH, querys);
      const where = search
        ? sql<boolean>`i.parent_id is null and ${visibleTo(c.user)} and ${search}`
        : sql<boolean>`i.parent_id is null and ${visibleTo(c.user)}`;
      const rows = await db
        .selectFrom('wf_instance as i')
        .select(['i.id', 'i.subject', 'i.def_name', 'i.prop1', 'i.create_time', 'i.creator_name', 'i.ai_summary', 'i.ai_summaries'])
        .where(where)
        .orderBy('i.create_time', 'desc')
        .orderBy('i.id')
        .limit(p.pageSize + 1)
        .offset(p.offset)
        .execute();
      const page = rows.slice(0, p.pageSize);
      const total = await totalOf(db, p, page.length, rows.length > p.pageSize, () =>
        db
          .selectFrom('wf_instance as i')
          .select(sql`1`.as('x'))
          .where(where),
      );
      return ok({
        rows: page.map((r) => ({
          id: r.id,
          subject: r.subject,
          procDefName: nameIn(r.def_name, c.lang),
          prop1: r.prop1,
          createTime: iso(r.create_time)!,
          creator: r.creator_name,
          aiSummaryResult: r.ai_summaries?.[c.lang] || r.ai_summary,
        })),
        total,
      });
    },
  );
}
