import type { AnswerOf, CallSpec } from '@contract/call';
import { HOME_CALLS as H } from '@contract/workflow-home';
import type { HomeInstanceCountValue, HomeTaskCountValue, NoticeCountValue, SankeyValue } from '@/api/home';
import { answer } from '../call';
import { homeLayoutHandler } from './portal';
import { instanceRow as listInstanceRow, taskRow as listTaskRow } from './tasks';
import { rowMaker } from '../fixtures/rows';

type TaskRow = HomeTaskCountValue['rows'][number];
type InstanceRow = HomeInstanceCountValue['rows'][number];
type NoticeRow = NoticeCountValue['rows'][number];
type Body = { pageBean?: { page: number; pageSize: number } };
type Answer<T> = T | ((body: Body) => T);

/** A home call answering a fixed value, or one computed from the body (a missing body reads as `{}`). */
function handler<C extends CallSpec>(spec: C, value: Answer<AnswerOf<C>>) {
  return answer(spec, ({ body }) => (typeof value === 'function' ? (value as (b: Body) => AnswerOf<C>)((body ?? {}) as Body) : value));
}

export const homeTodoHandler = (value: Answer<HomeTaskCountValue>) => handler(H.todo, value);
export const homeDoneHandler = (value: Answer<HomeTaskCountValue>) => handler(H.done, value);
export const homeDelayHandler = (value: Answer<HomeTaskCountValue>) => handler(H.delay, value);
export const homeRequestHandler = (value: Answer<HomeInstanceCountValue>) => handler(H.request, value);
export const homeNoticeHandler = (value: Answer<NoticeCountValue>) => handler(H.notice, value);
export const homeSankeyHandler = (value: Answer<SankeyValue>) => handler(H.sankey, value);

/** Every home call answering empty lists: a base a test overrides with server.use(...). */
export const emptyHomeHandlers = [
  homeTodoHandler({ total: 0, rows: [] }),
  homeDoneHandler({ total: 0, rows: [] }),
  homeDelayHandler({ total: 0, rows: [] }),
  homeRequestHandler({ total: 0, rows: [] }),
  homeNoticeHandler({ total: 0, unread: 0, rows: [] }),
  homeSankeyHandler({ nodes: [], links: [] }),
  homeLayoutHandler(),
];

/** A home task row: the task lists' row with the home tests' own defaults. */
export function taskRow(overrides: Partial<TaskRow> = {}): TaskRow {
  return listTaskRow({
    name: 'Leader approves',
    nodeId: 'approve',
    procDefId: 'def-1',
    typeId: null,
    prop1: 'LV-0001',
    aiSummaryResult: null,
    nodeStatus: 'awaiting_check' as TaskRow['nodeStatus'],
    lockStatus: 1 as TaskRow['lockStatus'],
    isRead: 0,
    ...overrides,
  });
}

/** A home instance row: the task lists' row with the home tests' own defaults. */
export function instanceRow(overrides: Partial<InstanceRow> = {}): InstanceRow {
  return listInstanceRow({
    procDefId: 'def-1',
    typeId: null,
    prop1: 'LV-0001',
    aiSummaryResult: null,
    currentNodes: [{ nodeId: 'approve', name: 'Leader approves', assignees: ['Li Na'] }],
    ...overrides,
  });
}

export const noticeRow = rowMaker<NoticeRow>({
  id: 'notice-1',
  procInstId: 'inst-1',
  subject: 'Purchase of laptops',
  procDefName: 'Purchase',
  kind: 'circulate',
  fromUserName: 'Zhou Qiang',
  nodeName: 'Finance review',
  opinion: null,
  isRead: 0,
  createTime: '2026-03-01T08:00:00.000Z',
});
