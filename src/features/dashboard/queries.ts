import { queryOptions } from '@tanstack/react-query';
import { getMyDelayTask, getMyDoneTask, getMyRequest, getMyTodoTask, getNoticeTodoRead, getSankey } from '@/api/home';
import { doQuery, getByAlias } from '@/api/form';

/** The task lists of the home page, each a card with its count. */
export type HomeListKind = 'todo' | 'done' | 'request' | 'delay';

/** Rows shown in a home card beside its count. */
export const HOME_ROWS = 6;
/** Rows the data board aggregates (the newest ones). */
export const BOARD_ROWS = 200;

const taskFetchers = { todo: getMyTodoTask, done: getMyDoneTask, delay: getMyDelayTask } as const;

export const homeKeys = {
  all: ['home'] as const,
  list: (kind: HomeListKind, pageSize: number) => [...homeKeys.all, 'list', { kind, pageSize }] as const,
  notices: (pageSize: number) => [...homeKeys.all, 'notices', { pageSize }] as const,
  sankey: () => [...homeKeys.all, 'sankey'] as const,
};

/** My todo, done and delayed tasks (task rows). */
export function taskListQuery(kind: Exclude<HomeListKind, 'request'>, pageSize: number = HOME_ROWS) {
  return queryOptions({
    queryKey: homeKeys.list(kind, pageSize),
    queryFn: () => taskFetchers[kind]({ pageBean: { page: 1, pageSize } }),
  });
}

/** My requests (instance rows). */
export function requestListQuery(pageSize: number = HOME_ROWS) {
  return queryOptions({
    queryKey: homeKeys.list('request', pageSize),
    queryFn: () => getMyRequest({ pageBean: { page: 1, pageSize } }),
  });
}

export function noticesQuery(pageSize: number = HOME_ROWS) {
  return queryOptions({
    queryKey: homeKeys.notices(pageSize),
    queryFn: () => getNoticeTodoRead({ pageBean: { page: 1, pageSize } }),
  });
}

export function sankeyQuery() {
  return queryOptions({ queryKey: homeKeys.sankey(), queryFn: getSankey });
}

// the keys of the forms feature's query preview, so both pages share the answers and a saved row refreshes both
/** A predefined custom query's definition (columns, conditions, chart hint). */
export function customQueryDef(alias: string) {
  return queryOptions({
    queryKey: ['forms', 'customQuery', 'def', { alias }],
    queryFn: async () => (await getByAlias(alias)).value,
    retry: false,
  });
}

/** A custom query's rows without conditions (page 1, every row up to the server's limit). */
export function customQueryRows(alias: string) {
  return queryOptions({
    queryKey: ['forms', 'customQuery', 'run', { alias, querys: [] }],
    queryFn: async () => (await doQuery(alias, [])).value,
    retry: false,
  });
}
