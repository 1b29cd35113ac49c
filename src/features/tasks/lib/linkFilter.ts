import type { QueryFilter } from '@contract/common';

/** A list filter a link brings (a dashboard's click-through): the flow, the instance state, the day it was started. */
export interface LinkFilter {
  procDefKey?: string;
  status?: string;
  /** YYYY-MM-DD: rows created on that day */
  day?: string;
}

export type LinkFilterName = keyof LinkFilter;
export const LINK_FILTERS: readonly LinkFilterName[] = ['procDefKey', 'status', 'day'];

const VALID: Record<LinkFilterName, RegExp> = {
  procDefKey: /^[\w.:-]{1,64}$/,
  status: /^[a-z_]{1,32}$/i,
  day: /^\d{4}-\d{2}-\d{2}$/,
};

/** The filter of a link's query (`?procDefKey=leave&procDefName=…`): malformed values are ignored, not sent. */
export function linkFilterOf(search: URLSearchParams): { filter: LinkFilter; flowName?: string } {
  const filter: LinkFilter = {};
  for (const name of LINK_FILTERS) {
    const value = search.get(name);
    if (value && VALID[name].test(value) && (name !== 'day' || !Number.isNaN(Date.parse(value)))) filter[name] = value;
  }
  const flowName = filter.procDefKey ? search.get('procDefName')?.slice(0, 200) || undefined : undefined;
  return { filter, flowName };
}

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The list call's conditions of a link filter (the server's allow list has procDefKey, status and createTime). */
export function linkFilterQuerys(filter: LinkFilter | undefined): QueryFilter[] {
  if (!filter) return [];
  const querys: QueryFilter[] = [];
  if (filter.procDefKey) querys.push({ property: 'procDefKey', operation: 'EQUAL', value: filter.procDefKey, relation: 'AND' });
  if (filter.status) querys.push({ property: 'status', operation: 'EQUAL', value: filter.status, relation: 'AND' });
  if (filter.day)
    querys.push(
      { property: 'createTime', operation: 'GREAT_EQUAL', value: filter.day, relation: 'AND' },
      { property: 'createTime', operation: 'LESS', value: nextDay(filter.day), relation: 'AND' },
    );
  return querys;
}
