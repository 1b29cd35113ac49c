import type { Static } from 'typebox';
import type { QueryFilter } from '../../../../contract/common.js';
import type {
  FlowSearchResult,
  HomeInstanceCount,
  HomeTaskCount,
  NoticeCount,
  RelatedProcessBody,
  Sankey,
} from '../../../../contract/workflow-home.js';
import type { Database } from '../../db/database.js';
import { noticesOf } from '../notices/service.js';
import { iso, nameIn } from '../task-lists/repo-common.js';
import { paging } from '../../db/paging.js';
import { listInstances } from '../task-lists/repo-instances.js';
import { listTasks } from '../task-lists/repo-tasks.js';
import { wfText } from '../messages.js';
import type { Caller } from '../caller.js';
import * as repo from './repo.js';

/** Rows shown beside each counter unless the body asks for another page size. */
const HOME_ROWS = 5;

interface CountBody {
  pageBean?: { page?: number; pageSize?: number };
}

/** Only the paging of a counter's body counts; the total is always wanted. */
const size = (body: CountBody | undefined) => ({
  pageBean: { page: body?.pageBean?.page ?? 1, pageSize: body?.pageBean?.pageSize ?? HOME_ROWS, showTotal: true },
});

/** The caller's open (todo) or done tasks: the count and the first rows. */
export async function taskCount(db: Database, c: Caller, tab: 'todo' | 'done', body: CountBody): Promise<Static<typeof HomeTaskCount>> {
  const page = await listTasks(db, c.user, c.lang, tab, size(body));
  return { total: page.total, rows: page.rows };
}

/** The caller's own requests. */
export async function requestCount(db: Database, c: Caller, body: CountBody): Promise<Static<typeof HomeInstanceCount>> {
  const page = await listInstances(db, c.user, c.lang, 'myRequest', size(body));
  return { total: page.total, rows: page.rows };
}

/** Open tasks past their due time. */
export async function delayCount(db: Database, c: Caller, body: CountBody): Promise<Static<typeof HomeTaskCount>> {
  const querys: QueryFilter[] = [{ property: 'dueTime', operation: 'LESS', value: new Date().toISOString() }];
  const page = await listTasks(db, c.user, c.lang, 'todo', { ...size(body), querys }, repo.DUE_TIME);
  return { total: page.total, rows: page.rows };
}

/** Circulated items and service-node notices of the caller, unread first. */
export async function notices(db: Database, c: Caller, body: CountBody): Promise<Static<typeof NoticeCount>> {
  return noticesOf(db, c, paging(size(body), HOME_ROWS));
}

/** The caller's requests flowing from top category to flow to state. */
export async function sankey(db: Database, c: Caller): Promise<Static<typeof Sankey>> {
  const rows = await repo.sankeyRows(db, c.user.id);
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
  for (const r of rows) {
    const top = add(r.top_name ? nameIn(r.top_name, c.lang) : wfText(c.lang, 'sankey.uncategorised'));
    // a flow named like a category would make a loop in the chart: keep them apart
    const flow = add(nameIn(r.def_name, c.lang) === top ? `${top} ` : nameIn(r.def_name, c.lang));
    // the same words for a state on every board (issue 29.18): workflow.instanceState.*
    const state = add(wfText(c.lang, `instanceState.${r.state}`));
    link(top, flow, r.n);
    link(flow, state, r.n);
  }
  return { nodes: nodes.map((name) => ({ name })), links: [...links.values()] };
}

/**
 * Flow search (spec 02 §5): LIKE conditions OR'ed over subject, id, flow name, business number
 * and summary, among the instances the caller may see.
 */
export async function flowSearch(db: Database, c: Caller, body: RelatedProcessBody): Promise<Static<typeof FlowSearchResult>> {
  const p = paging(body, 10);
  const querys = (body.querys ?? []).map((q) => ({ ...q, operation: 'LIKE' as const, relation: 'OR' as const, group: 'search' }));
  const { rows, total } = await repo.searchInstances(db, c.user, querys, p);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      procDefName: nameIn(r.def_name, c.lang),
      prop1: r.prop1,
      createTime: iso(r.create_time)!,
      creator: r.creator_name,
      aiSummaryResult: r.ai_summaries?.[c.lang] || r.ai_summary,
    })),
    total,
  };
}
