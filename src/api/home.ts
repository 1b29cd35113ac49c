import type { Static } from 'typebox';
import type { PageBean } from '@contract/common';
import { HOME_CALLS, type HomeInstanceCount, type HomeTaskCount, type NoticeCount, type Sankey } from '@contract/workflow-home';
import { send } from './call';

export type HomeTaskCountValue = Static<typeof HomeTaskCount>;
export type HomeInstanceCountValue = Static<typeof HomeInstanceCount>;
export type NoticeCountValue = Static<typeof NoticeCount>;
export type SankeyValue = Static<typeof Sankey>;

export interface HomeCountBody {
  pageBean?: PageBean;
}

/** The home page calls of spec 02 §7 (POST /runtime/homePage/v1/...), answering the envelope's value. */
export const getMyTodoTask = async (body: HomeCountBody = {}) => (await send(HOME_CALLS.todo, { body })).value;
export const getMyDoneTask = async (body: HomeCountBody = {}) => (await send(HOME_CALLS.done, { body })).value;
export const getMyRequest = async (body: HomeCountBody = {}) => (await send(HOME_CALLS.request, { body })).value;
export const getMyDelayTask = async (body: HomeCountBody = {}) => (await send(HOME_CALLS.delay, { body })).value;
export const getNoticeTodoRead = async (body: HomeCountBody = {}) => (await send(HOME_CALLS.notice, { body })).value;
export const getSankey = async () => (await send(HOME_CALLS.sankey, { body: {} })).value;
