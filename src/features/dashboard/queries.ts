import { queryOptions } from '@tanstack/react-query';
import { getMyDelayTask, getMyDoneTask, getMyRequest, getMyTodoTask, getNoticeTodoRead, getSankey } from '@/api/home';
import { appAuthList, getVueFrontHome, queryAppsByFilter } from '@/api/menu';
import { getNews, getNewsById } from '@/api/portal';
import { queryDocList } from '@/api/search';
import { afterTodo, todoCall } from './model/todoFirst';

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

/** Long enough that the list fetched before the home page's code ran is not fetched again when the page mounts; task events refetch anyway. */
const FIRST_SCREEN_STALE_MS = 15_000;

/** My todo, done and delayed tasks (task rows). */
export function taskListQuery(kind: Exclude<HomeListKind, 'request'>, pageSize: number = HOME_ROWS) {
  return queryOptions({
    queryKey: homeKeys.list(kind, pageSize),
    queryFn: () => {
      const call = () => taskFetchers[kind]({ pageBean: { page: 1, pageSize } });
      return kind === 'todo' ? todoCall(call) : afterTodo(call);
    },
    staleTime: FIRST_SCREEN_STALE_MS,
  });
}

/** My requests (instance rows). */
export function requestListQuery(pageSize: number = HOME_ROWS) {
  return queryOptions({
    queryKey: homeKeys.list('request', pageSize),
    queryFn: () => afterTodo(() => getMyRequest({ pageBean: { page: 1, pageSize } })),
  });
}

export function noticesQuery(pageSize: number = HOME_ROWS) {
  return queryOptions({
    queryKey: homeKeys.notices(pageSize),
    queryFn: () => afterTodo(() => getNoticeTodoRead({ pageBean: { page: 1, pageSize } })),
  });
}

export function sankeyQuery() {
  return queryOptions({ queryKey: homeKeys.sankey(), queryFn: () => afterTodo(getSankey) });
}

// the layout and the content widgets live under their own root: task events refetch only homeKeys.all
export const homeContentKeys = {
  all: ['homeContent'] as const,
  layout: () => [...homeContentKeys.all, 'layout'] as const,
  news: (classifyId: string, limit: number) => [...homeContentKeys.all, 'news', { classifyId, limit }] as const,
  newsDetail: (id: string) => [...homeContentKeys.all, 'newsDetail', { id }] as const,
  apps: (menuId: string, pageSize: number) => [...homeContentKeys.all, 'apps', { menuId, pageSize }] as const,
  documents: (pageSize: number) => [...homeContentKeys.all, 'documents', { pageSize }] as const,
};

// the widgets show their own error state with a retry, so their calls never toast
const SILENT = { silent: true } as const;

/** The home layout the server holds (GET /portal/main/v1/vueFrontHome). */
export function homeLayoutQuery() {
  return queryOptions({
    queryKey: homeContentKeys.layout(),
    queryFn: async () => (await getVueFrontHome(SILENT)).value,
    retry: false,
    staleTime: FIRST_SCREEN_STALE_MS,
  });
}

/** News of one classification ('' for all), newest first with the pinned ones on top. */
export function newsQuery(classifyId: string, limit: number = HOME_ROWS) {
  return queryOptions({
    queryKey: homeContentKeys.news(classifyId, limit),
    queryFn: async () => (await afterTodo(() => getNews(classifyId || undefined, limit, SILENT))).value,
  });
}

export function newsDetailQuery(id: string) {
  return queryOptions({ queryKey: homeContentKeys.newsDetail(id), queryFn: async () => (await getNewsById(id)).value });
}

/** The app tiles of a menu (queryByFilter, params.menuId), or every app the caller may open (authList). */
export function appsQuery(menuId: string, pageSize = 50) {
  return queryOptions({
    queryKey: homeContentKeys.apps(menuId, pageSize),
    queryFn: () =>
      afterTodo(async () =>
        menuId
          ? (await queryAppsByFilter(menuId, { pageBean: { page: 1, pageSize } })).value.rows
          : (await appAuthList({ pageBean: { page: 1, pageSize } })).value,
      ),
  });
}

/** The newest documents (queryDocList: newest effective time first). */
export function documentsQuery(pageSize: number = HOME_ROWS) {
  return queryOptions({
    queryKey: homeContentKeys.documents(pageSize),
    queryFn: async () => (await afterTodo(() => queryDocList({ pageBean: { page: 1, pageSize } }))).value,
  });
}
