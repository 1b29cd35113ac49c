import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { nodeNamer } from '../definitions/names.js';
import type { CurrentUser } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import { orderFromSorters, whereFromQuerys, type AllowList } from '../../db/filters.js';
import type { InstanceRow, TaskListBody } from '../../../../contract/workflow.js';
import type { InstanceRowTab } from '../../../../contract/workflow-lists.js';
import { countTree, dropFilters, expandTypeFilters, flowColumns, iso, nameIn, withHotentNames, type SqlCondition } from './repo-common.js';
import { columns } from '../../db/filter-columns.js';
import { pageRows, paging } from '../../db/paging.js';

/** The tabs of the task screen that list instances. */
export type InstanceTabName = InstanceRowTab;

export const INSTANCE_FILTERS: AllowList = {
  ...flowColumns('i'),
  ...withHotentNames({ ...columns('i', ['id']), ...columns('i', ['end_time'], { kind: 'date' }) }),
  aiSummaryResult: { column: 'i.ai_summary' },
};

/** Spec 02 §7: the instance tree ignores these filters. */
const TREE_DROPS = new Set(['procDefKey', 'type_id_', 'proc_def_key_']);

/** Instances a user may see: started, handled, held, circulated to, collected, or any for an admin. */
export function visibleTo(user: CurrentUser, alias = 'i'): SqlCondition {
  if (user.isAdmin) return sql<boolean>`true`;
  const i = sql.raw(alias);
  return sql<boolean>`(${i}.creator_id = ${user.id}
    or exists (select 1 from wf_task vt where vt.root_id = ${i}.root_id and (vt.assignee_id = ${user.id} or vt.owner_id = ${user.id} or vt.completed_by = ${user.id}))
    or exists (select 1 from wf_notice vn join wf_instance vi on vi.id = vn.inst_id where vi.root_id = ${i}.root_id and vn.to_user_id = ${user.id})
    or exists (select 1 from wf_task st join wf_secretary ss on ss.leader_id = st.assignee_id and ss.secretary_id = ${user.id} and ss.enabled
               where st.root_id = ${i}.root_id))`;
}

function tabSource(db: Database, tab: Exclude<InstanceTabName, 'myDraft'>, user: CurrentUser) {
  const base = db.selectFrom('wf_instance as i');
  switch (tab) {
    case 'myRequest':
      return {
        q: base.select([sql<string | null>`null`.as('ref_id'), sql<number | null>`null`.as('ref_read')]),
        where: sql<boolean>`i.creator_id = ${user.id} and i.parent_id is null`,
      };
    case 'processOverview':
      return {
        q: base.select([sql<string | null>`null`.as('ref_id'), sql<number | null>`null`.as('ref_read')]),
        where: sql<boolean>`i.parent_id is null and ${visibleTo(user)}`,
      };
    case 'myCollection':
      return {
        q: base
          .innerJoin('wf_collection as c', 'c.inst_id', 'i.id')
          .select([sql<string | null>`null`.as('ref_id'), sql<number | null>`null`.as('ref_read')]),
        where: sql<boolean>`c.user_id = ${user.id}`,
      };
    case 'ciculated':
      return {
        q: base.innerJoin('wf_notice as n', 'n.inst_id', 'i.id').select(['n.id as ref_id', 'n.is_read as ref_read']),
        where: sql<boolean>`n.from_user_id = ${user.id} and n.kind = 'circulate'`,
      };
    case 'received':
      return {
        q: base.innerJoin('wf_notice as n', 'n.inst_id', 'i.id').select(['n.id as ref_id', 'n.is_read as ref_read']),
        where: sql<boolean>`n.to_user_id = ${user.id}`,
      };
  }
}

/** The open nodes of instances and who holds them; node names in `lang` when given, else as stored. */
export async function currentNodesOf(db: Database, instIds: string[], lang?: Lang): Promise<Map<string, InstanceRow['currentNodes']>> {
  const out = new Map<string, InstanceRow['currentNodes']>();
  if (!instIds.length) return out;
  const rows = await db
    .selectFrom('wf_task as t')
    .leftJoin('uc_user as u', 'u.id', 't.assignee_id')
    .select(['t.inst_id', 't.def_id', 't.node_id', 't.name', 'u.fullname'])
    .where('t.inst_id', 'in', instIds)
    .where('t.status', '=', 'todo')
    .orderBy('t.create_time')
    .execute();
  const nameOf = lang
    ? await nodeNamer(
        db,
        rows.map((r) => r.def_id),
        lang,
      )
    : (_def: string, _node: string, stored: string) => stored;
  for (const r of rows) {
    const list = out.get(r.inst_id) ?? [];
    let node = list.find((n) => n.nodeId === r.node_id);
    if (!node) list.push((node = { nodeId: r.node_id, name: nameOf(r.def_id, r.node_id, r.name), assignees: [] }));
    if (r.fullname && !node.assignees.includes(r.fullname)) node.assignees.push(r.fullname);
    out.set(r.inst_id, list);
  }
  return out;
}

/** The initiator's open start task of each instance returned to its start node (resubmit opens it). */
export async function openStartTasksOf(db: Database, instIds: string[]): Promise<Map<string, string>> {
  if (!instIds.length) return new Map();
  const rows = await db
    .selectFrom('wf_task as t')
    .innerJoin('wf_instance as i', 'i.id', 't.inst_id')
    .select(['t.inst_id', 't.id'])
    .where('t.inst_id', 'in', instIds)
    .where('t.status', '=', 'todo')
    .where('t.is_start', '=', true)
    .whereRef('t.assignee_id', '=', 'i.creator_id')
    .execute();
  return new Map(rows.map((r) => [r.inst_id, r.id]));
}

type InstanceSelect = {
  id: string;
  subject: string;
  def_id: string;
  def_key: string;
  def_name: { 'zh-CN': string; 'en-US': string; id: string };
  type_id: string | null;
  prop1: string | null;
  create_time: Date;
  end_time: Date | null;
  creator_id: string;
  creator_name: string;
  status: string;
  is_hang_up: boolean;
  urgent_state: number;
  ai_summary: string | null;
  ai_summaries?: Partial<Record<Lang, string>> | null;
};

export function instanceRow(r: InstanceSelect, lang: Lang, currentNodes: InstanceRow['currentNodes'] = []): InstanceRow {
  return {
    id: r.id,
    subject: r.subject,
    procDefId: r.def_id,
    procDefKey: r.def_key,
    procDefName: nameIn(r.def_name, lang),
    typeId: r.type_id,
    prop1: r.prop1,
    createTime: iso(r.create_time)!,
    endTime: iso(r.end_time),
    creatorId: r.creator_id,
    creator: r.creator_name,
    status: r.status,
    isHangUp: r.is_hang_up,
    urgentState: r.urgent_state,
    aiSummaryResult: r.ai_summaries?.[lang] || r.ai_summary,
    currentNodes,
  };
}

const COLUMNS = [
  'i.id',
  'i.subject',
  'i.def_id',
  'i.def_key',
  'i.def_name',
  'i.type_id',
  'i.prop1',
  'i.create_time',
  'i.end_time',
  'i.creator_id',
  'i.creator_name',
  'i.status',
  'i.is_hang_up',
  'i.urgent_state',
  'i.ai_summary',
  'i.ai_summaries',
] as const;

async function listDrafts(db: Database, user: CurrentUser, lang: Lang, body: TaskListBody | undefined) {
  const p = paging(body);
  const drafts = db
    .selectFrom('wf_draft as d')
    .leftJoin('wf_def as f', (j) => j.onRef('f.def_key', '=', 'd.def_key').on('f.is_main', '=', true))
    .select(['d.id', 'd.subject', 'd.def_key', 'd.update_time', 'f.id as def_id', 'f.name', 'f.type_id'])
    .where('d.user_id', '=', user.id)
    .orderBy('d.update_time', 'desc');
  const { rows: page, total } = await pageRows(db, p, drafts, () =>
    db
      .selectFrom('wf_draft')
      .select(sql`1`.as('x'))
      .where('user_id', '=', user.id),
  );
  return {
    rows: page.map((d) => ({
      id: d.id,
      subject: d.subject,
      procDefId: d.def_id ?? '',
      procDefKey: d.def_key,
      procDefName: nameIn(d.name, lang),
      typeId: d.type_id ?? null,
      prop1: null,
      createTime: iso(d.update_time)!,
      endTime: null,
      creatorId: user.id,
      creator: user.fullname,
      status: 'draft',
      isHangUp: false,
      urgentState: 0,
      aiSummaryResult: null,
      currentNodes: [],
      refId: d.id,
    })),
    total,
    page: p.page,
    pageSize: p.pageSize,
  };
}

export async function listInstances(db: Database, user: CurrentUser, lang: Lang, tab: InstanceTabName, body: TaskListBody | undefined) {
  if (tab === 'myDraft') return listDrafts(db, user, lang, body);
  const p = paging(body);
  const { q, where } = tabSource(db, tab, user);
  const filter = whereFromQuerys(INSTANCE_FILTERS, await expandTypeFilters(db, body?.querys));
  const conditions = filter ? sql<boolean>`${where} and ${filter}` : where;
  let query = q.select([...COLUMNS]).where(conditions);
  for (const s of orderFromSorters(INSTANCE_FILTERS, body?.sorters ?? body?.sorter)) query = query.orderBy(s);
  const { rows: page, total } = await pageRows(db, p, query.orderBy('i.create_time', 'desc').orderBy('i.id'), () => q.where(conditions));
  const current = await currentNodesOf(
    db,
    page.map((r) => r.id),
    lang,
  );
  return {
    rows: page.map((r) => ({
      ...instanceRow(r, lang, current.get(r.id)),
      refId: r.ref_id,
      ...(r.ref_read !== null ? { isRead: r.ref_read } : {}),
    })),
    total,
    page: p.page,
    pageSize: p.pageSize,
  };
}

export async function instanceTypeTree(db: Database, user: CurrentUser, lang: Lang, tab: InstanceTabName, body: TaskListBody | undefined) {
  if (tab === 'myDraft') {
    const rows = await db
      .selectFrom('wf_draft as d')
      .leftJoin('wf_def as f', (j) => j.onRef('f.def_key', '=', 'd.def_key').on('f.is_main', '=', true))
      .select(['f.type_id', sql<number>`count(*)::int`.as('n')])
      .where('d.user_id', '=', user.id)
      .groupBy('f.type_id')
      .execute();
    return countTree(db, lang, new Map(rows.map((r) => [r.type_id ?? null, r.n])));
  }
  const { q, where } = tabSource(db, tab, user);
  const filter = whereFromQuerys(INSTANCE_FILTERS, await expandTypeFilters(db, dropFilters(body?.querys, TREE_DROPS)));
  const rows = await q
    .clearSelect()
    .select(['i.type_id', sql<number>`count(*)::int`.as('n')])
    .where(filter ? sql<boolean>`${where} and ${filter}` : where)
    .groupBy('i.type_id')
    .execute();
  return countTree(db, lang, new Map(rows.map((r) => [r.type_id, r.n])));
}
