import type { Static } from 'typebox';
import type { PageBean } from '@contract/common';
import type { HomeInstanceCount, HomeTaskCount, NoticeCount, Sankey } from '@contract/workflow-home';
import { WORKFLOW_PATHS } from '@contract/workflow-paths';
import { post } from './http';

/** The home page calls of spec 02 §7 (POST /runtime/homePage/v1/...). */
export const HOME_PATHS = {
  todo: WORKFLOW_PATHS.homeTodo.path,
  done: WORKFLOW_PATHS.homeDone.path,
  request: WORKFLOW_PATHS.homeRequest.path,
  delay: WORKFLOW_PATHS.homeDelay.path,
  notice: WORKFLOW_PATHS.homeNotice.path,
  sankey: WORKFLOW_PATHS.homeSankey.path,
} as const;

export type HomeTaskCountValue = Static<typeof HomeTaskCount>;
export type HomeInstanceCountValue = Static<typeof HomeInstanceCount>;
export type NoticeCountValue = Static<typeof NoticeCount>;
export type SankeyValue = Static<typeof Sankey>;

export interface HomeCountBody {
  pageBean?: PageBean;
}

async function call<T>(path: string, body: HomeCountBody = {}): Promise<T> {
  return (await post<T>(path, body)).value;
}

export const getMyTodoTask = (body?: HomeCountBody) => call<HomeTaskCountValue>(HOME_PATHS.todo, body);
export const getMyDoneTask = (body?: HomeCountBody) => call<HomeTaskCountValue>(HOME_PATHS.done, body);
export const getMyRequest = (body?: HomeCountBody) => call<HomeInstanceCountValue>(HOME_PATHS.request, body);
export const getMyDelayTask = (body?: HomeCountBody) => call<HomeTaskCountValue>(HOME_PATHS.delay, body);
export const getNoticeTodoRead = (body?: HomeCountBody) => call<NoticeCountValue>(HOME_PATHS.notice, body);
export const getSankey = () => call<SankeyValue>(HOME_PATHS.sankey);
