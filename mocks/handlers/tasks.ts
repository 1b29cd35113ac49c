import { http } from 'msw';
import type { InstanceRow, TaskRow, TaskTab } from '@contract/workflow';
import type { Static } from 'typebox';
import { DEFINITION_CALLS } from '@contract/workflow-definitions';
import { FLOW_TYPE_CALLS, type FlowTypeNode } from '@contract/workflow-flow-types';
import { OFTEN_FLOW_CALLS, type AuthFlowPage, type OftenFlowRow } from '@contract/workflow-often-flows';
import { SECRETARY_CALLS, type SecretaryRow } from '@contract/workflow-secretaries';
import { UC_CALLS, type UserRow } from '@contract/uc';
import { LIST_CALLS, TAB_CALLS, TASK_ROW_TABS } from '@contract/workflow-lists';
import { answer } from '../call';
import { ok } from '../envelope';
import { rowMaker } from '../fixtures/rows';

/** Handlers of the task lists, their trees and the start process page, for component tests. */

type AuthFlow = Static<typeof AuthFlowPage>['rows'][number];
type OftenFlow = Static<typeof OftenFlowRow>;
type Secretary = Static<typeof SecretaryRow>;
export interface ListRequest {
  tab: TaskTab;
  body: {
    pageBean?: { page: number; pageSize: number };
    querys?: Array<{ property: string; operation?: string; value?: unknown }>;
    leaderId?: string;
  };
}
export interface TreeAnswer {
  nodes: Array<{ id: string; name: string; parentId: string | null; count: number; children: TreeAnswer['nodes'] }>;
  counts: Record<string, number>;
  total: number;
}

// tests name statuses as plain strings
const status = (s: string) => s as TaskRow['nodeStatus'];

export function taskRow(overrides: Partial<TaskRow> & { nodeStatusText?: string } = {}): TaskRow {
  const { nodeStatusText, ...rest } = overrides;
  return {
    id: 'task-1',
    name: 'Leader approval',
    nodeId: 'leaderApprove',
    subject: 'Leave request of Zhang Wei',
    procInstId: 'inst-1',
    procDefId: 'def-leave-1',
    procDefKey: 'leave',
    procDefName: 'Leave request',
    typeId: 'type-hr',
    prop1: 'LV-2026-0001',
    aiSummaryResult: 'Zhang Wei asks for 3 days of leave.',
    creatorId: 'u-zhangwei',
    creator: 'Zhang Wei',
    assigneeId: 'u-lina',
    assigneeName: 'Li Na',
    ownerId: 'u-lina',
    ownerName: 'Li Na',
    status: 'todo',
    nodeStatus: status(nodeStatusText ?? 'awaiting_check'),
    lockStatus: 0 as TaskRow['lockStatus'],
    urgentState: 0,
    isRead: 1,
    signType: null,
    createTime: '2026-03-01T08:00:00.000Z',
    completeTime: null,
    instStatus: 'running',
    isHangUp: false,
    ...rest,
  };
}

export const instanceRow = rowMaker<InstanceRow>({
  id: 'inst-1',
  subject: 'Leave request of Zhang Wei',
  procDefId: 'def-leave-1',
  procDefKey: 'leave',
  procDefName: 'Leave request',
  typeId: 'type-hr',
  prop1: 'LV-2026-0001',
  createTime: '2026-03-01T08:00:00.000Z',
  endTime: null,
  creatorId: 'u-zhangwei',
  creator: 'Zhang Wei',
  status: 'running',
  isHangUp: false,
  urgentState: 0,
  aiSummaryResult: 'Zhang Wei asks for 3 days of leave.',
  currentNodes: [{ nodeId: 'leaderApprove', name: 'Leader approval', assignees: ['Li Na'] }],
});

const isTaskTab = (tab: TaskTab) => (TASK_ROW_TABS as readonly string[]).includes(tab);

/**
 * Every tab's list call. `rows` answers per tab (a function sees the request); each request is
 * pushed to `seen` so a test can check the body a tab sent.
 */
export function tabListHandlers(rows: (req: ListRequest) => Array<TaskRow | InstanceRow>, seen: ListRequest[] = []) {
  return (Object.entries(TAB_CALLS) as Array<[TaskTab, typeof LIST_CALLS.todo | typeof LIST_CALLS.processOverview]>).map(([tab, spec]) =>
    answer(spec, ({ body }) => {
      const req: ListRequest = { tab, body: body as ListRequest['body'] };
      seen.push(req);
      const all = rows(req);
      const page = req.body.pageBean?.page ?? 1;
      const pageSize = req.body.pageBean?.pageSize ?? 20;
      // a tab answers task rows or instance rows as the test gives them
      return { rows: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize } as never;
    }),
  );
}

/** The task and instance classification trees; `answer` sees the tab. */
export function typeTreeHandlers(tree: (tab: TaskTab) => TreeAnswer, seen: Array<{ tab: TaskTab }> = []) {
  const handler = (spec: typeof LIST_CALLS.taskTypeTree | typeof LIST_CALLS.instanceTypeTree) =>
    answer(spec, ({ body }) => {
      seen.push(body);
      return tree(body.tab);
    });
  return [handler(LIST_CALLS.taskTypeTree), handler(LIST_CALLS.instanceTypeTree)];
}

export function secretaryListHandler(rows: Secretary[] = []) {
  return answer(SECRETARY_CALLS.list, () => ({ rows, total: rows.length, page: 1, pageSize: 100 }));
}

export function flowTypeTreeHandler(nodes: FlowTypeNode[]) {
  return answer(FLOW_TYPE_CALLS.tree, () => nodes);
}

export function startableFlowsHandler(rows: AuthFlow[]) {
  return answer(OFTEN_FLOW_CALLS.hasAuthFlowList, () => ({ rows, total: rows.length, page: 1, pageSize: 1000 }));
}

/** Often-used flows kept in `store.keys`; saving replaces them, as the server does. */
export function oftenFlowHandlers(store: { keys: string[] }, flows: AuthFlow[]) {
  const mine = (): OftenFlow[] =>
    flows
      .filter((f) => store.keys.includes(f.defKey))
      .map((f, i) => ({ defKey: f.defKey, defId: f.id, name: f.name, typeId: f.typeId, typeName: f.typeName, sort: i }));
  return [
    answer(OFTEN_FLOW_CALLS.mine, mine),
    answer(OFTEN_FLOW_CALLS.save, ({ body }) => {
      store.keys = body.defKeys;
      return mine();
    }),
  ];
}

export function startRightsHandler(allowed: (defKey: string) => boolean) {
  return answer(DEFINITION_CALLS.flowHasStartRights, ({ query }) => allowed(query.get('defKey') ?? ''));
}

export const authFlow = rowMaker<AuthFlow>({
  id: 'def-leave-1',
  defKey: 'leave',
  name: 'Leave request',
  description: null,
  version: 1,
  isMain: 'Y',
  status: 'deploy',
  typeId: 'type-hr',
  typeName: 'HR',
  formKey: 'leaveForm',
  createTime: '2026-01-01T00:00:00.000Z',
  createBy: null,
  isOften: false,
});

/** The user search behind the user picker. */
export function userSearchHandler(users: Array<Pick<UserRow, 'id' | 'account' | 'fullname'> & Partial<UserRow>>) {
  // the rows are partial users (a picker reads id, account and name), so the answer is sent untyped
  return http.post(`*${UC_CALLS.queryByType.path}`, async ({ request }) => {
    const { pattern = '' } = (await request.json()) as { pattern?: string };
    const rows = users.filter((u) => u.fullname.includes(pattern) || u.account.includes(pattern));
    return ok({ rows, total: rows.length, page: 1, pageSize: 20 });
  });
}

export { isTaskTab as isTaskRowTab };
