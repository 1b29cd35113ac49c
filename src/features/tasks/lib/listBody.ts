import type { QueryFilter } from '@contract/common';
import type { TaskListBody } from '@contract/workflow';
import type { TaskTab } from './tabs';
import { linkFilterQuerys, type LinkFilter } from './linkFilter';

/** What identifies one page of one tab; the query key holds exactly this object. */
export interface TaskListParams {
  tab: TaskTab;
  /** undefined: every category; null: uncategorised; else the category and everything below it */
  typeId?: string | null;
  typeIds?: string[];
  page: number;
  pageSize: number;
  leaderId?: string;
  subject?: string;
  /** a link's filter (flow, state, day) */
  filter?: LinkFilter;
}

export interface TreeParams {
  tab: TaskTab;
  leaderId?: string;
  subject?: string;
}

function subjectFilter(subject: string | undefined): QueryFilter[] {
  const text = subject?.trim();
  return text ? [{ property: 'subject', operation: 'LIKE', value: text, relation: 'AND' }] : [];
}

/** The paging body of a tab; the category filter covers the chosen category's sub-categories too. */
export function listBody(p: TaskListParams): TaskListBody {
  const querys: QueryFilter[] = [...subjectFilter(p.subject), ...linkFilterQuerys(p.filter)];
  if (p.typeId === null) querys.push({ property: 'typeId', operation: 'IS_NULL', relation: 'AND' });
  else if (p.typeId !== undefined) {
    const ids = p.typeIds?.length ? p.typeIds : [p.typeId];
    querys.push(
      ids.length === 1
        ? { property: 'typeId', operation: 'EQUAL', value: ids[0], relation: 'AND' }
        : { property: 'typeId', operation: 'IN', value: ids, relation: 'AND' },
    );
  }
  return {
    pageBean: { page: p.page, pageSize: p.pageSize, showTotal: true },
    querys,
    ...(p.leaderId ? { leaderId: p.leaderId } : {}),
  };
}

/** The tree counts follow the same search as the list, but never the category itself. */
export function treeBody(p: TreeParams) {
  return { tab: p.tab, querys: subjectFilter(p.subject), ...(p.leaderId ? { leaderId: p.leaderId } : {}) };
}
