import { HttpResponse } from 'msw';
import { EXCEPTION_CALLS, type TaskExceptionRow } from '@contract/workflow-exceptions';
import { EXPORT_CALLS } from '@contract/workflow-export';
import { FLOW_OPINION_CALLS, type NodeOpinions, type UpdateOpinionBody } from '@contract/workflow-flow-opinions';
import { FORM_RECORD_CALLS, type FormRecordRow } from '@contract/workflow-form-records';
import { OFTEN_FLOW_CALLS, type OftenFlowRow } from '@contract/workflow-often-flows';
import { HANDLER_TYPES, TASK_ADMIN_CALLS, type SetExecutorsBody } from '@contract/workflow-task-admin';
import { LIST_CALLS, type InstanceRow, type TaskRow } from '@contract/workflow-lists';
import type { QueryBody } from '@contract/common';
import { answer } from '../call';
import { fail } from '../envelope';
import { rowMaker } from '../fixtures/rows';
import { authFlow, instanceRow, taskRow } from './tasks';

/** handlerTypes as the server names them in English. */
const HANDLER_TYPE_NAMES: Record<(typeof HANDLER_TYPES)[number], string> = {
  user: 'User',
  role: 'Role',
  org: 'Organisation',
  orgLeader: 'Organisation leader',
  initiator: 'Initiator',
  initiatorLeader: 'Initiator’s leader',
  field: 'User field of the form',
};

/** The process administrators' calls over an in-memory state; `fails` names calls that answer a refusal. */

export const exceptionRow = rowMaker<TaskExceptionRow>({
  id: 'exc-1',
  procInstId: 'inst-1',
  subject: 'Leave request of Admin',
  procDefName: 'Leave request',
  typeId: 'type-hr',
  nodeId: 'leaderApprove',
  nodeName: 'Leader approval',
  message: 'No approver was found for this node',
  code: 'noApprover',
  createTime: '2026-03-01T08:00:00.000Z',
});

export const formRecordRow = rowMaker<FormRecordRow>({
  id: 'rec-1',
  procInstId: 'inst-1',
  userId: 'u-lina',
  userName: 'Li Na',
  subject: 'Leave request of Admin',
  taskId: 'task-1',
  nodeId: 'leaderApprove',
  nodeName: 'Leader approval',
  version: 2,
  changes: { days: { from: 3, to: 2 }, leaveType: { from: 'annual', to: 'personal' } },
  fields: [
    {
      name: 'leaveType',
      labelKey: 'form.leave.type',
      label: 'Leave type',
      type: 'select',
      required: true,
      options: [
        { value: 'annual', labelKey: 'form.leave.type.annual', label: 'Annual leave' },
        { value: 'personal', labelKey: 'form.leave.type.personal', label: 'Personal leave' },
      ],
    },
    { name: 'days', labelKey: 'form.leave.days', label: 'Days', type: 'number', required: true },
  ],
  createTime: '2026-03-01T09:00:00.000Z',
});

export const oftenFlowRow = rowMaker<OftenFlowRow>({
  defKey: 'leaveRequest',
  defId: 'def-leave-1',
  name: 'Leave request',
  typeId: 'type-hr',
  typeName: 'HR',
  sort: 1,
});

export interface FlowAdminState {
  exceptions: TaskExceptionRow[];
  instances: InstanceRow[];
  tasks: TaskRow[];
  opinions: Record<string, NodeOpinions[]>;
  records: FormRecordRow[];
  common: OftenFlowRow[];
  /** the flows the caller may start */
  startable: OftenFlowRow[];
  /** what the handlers were asked, by call */
  seen: { removed: string[][]; exported: QueryBody[]; executors: SetExecutorsBody[]; opinions: UpdateOpinionBody[]; lists: QueryBody[] };
  /** calls that answer "refused" (their name in this file's handlers) */
  fails: Set<string>;
}

export function flowAdminState(overrides: Partial<FlowAdminState> = {}): FlowAdminState {
  return {
    exceptions: [exceptionRow(), exceptionRow({ id: 'exc-2', subject: 'Expense claim of Admin', procDefName: 'Expense claim' })],
    instances: [instanceRow(), instanceRow({ id: 'inst-2', subject: 'Expense claim of Li Na', procDefName: 'Expense claim' })],
    tasks: [taskRow(), taskRow({ id: 'task-2', subject: 'Purchase request of Wang Fang', assigneeId: null, assigneeName: null })],
    opinions: {},
    records: [formRecordRow()],
    common: [oftenFlowRow()],
    startable: [oftenFlowRow(), oftenFlowRow({ defKey: 'expenseClaim', defId: 'def-exp-1', name: 'Expense claim', sort: 2 })],
    seen: { removed: [], exported: [], executors: [], opinions: [], lists: [] },
    fails: new Set(),
    ...overrides,
  };
}

const page = <T>(rows: T[], body?: QueryBody) => {
  const { page: p = 1, pageSize = 20 } = body?.pageBean ?? {};
  return { rows: rows.slice((p - 1) * pageSize, p * pageSize), total: rows.length, page: p, pageSize };
};
const refused = () => fail(500, 'The server refused this action');
const csv = (name: string) =>
  new HttpResponse('a,b\n1,2\n', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${name}"` } });

export function flowAdminHandlers(state: FlowAdminState) {
  const ids = (query: URLSearchParams) => (query.get('ids') ?? '').split(',').filter(Boolean);
  return [
    answer(EXCEPTION_CALLS.list, ({ body }) => {
      state.seen.lists.push(body);
      return state.fails.has('exceptions') ? refused() : page(state.exceptions, body);
    }),
    answer(EXCEPTION_CALLS.typeTree, () => ({
      nodes: [{ id: 'type-hr', name: 'HR', parentId: null, count: state.exceptions.length, children: [] }],
      counts: { 'type-hr': state.exceptions.length },
      total: state.exceptions.length,
    })),
    answer(EXCEPTION_CALLS.export, ({ body }) => {
      state.seen.exported.push(body);
      return csv('exceptions.csv');
    }),
    answer(EXCEPTION_CALLS.remove, ({ query }) => {
      if (state.fails.has('removeExceptions')) return refused();
      const gone = ids(query);
      state.seen.removed.push(gone);
      state.exceptions = state.exceptions.filter((e) => !gone.includes(e.id));
      return gone.length;
    }),
    ...(['processOverview', 'myCollection', 'ciculated', 'received', 'myRequest'] as const).map((tab) =>
      answer(LIST_CALLS[tab], ({ body }) => {
        state.seen.lists.push({ ...body, params: { tab } });
        return state.fails.has('instances') ? refused() : page(state.instances, body);
      }),
    ),
    answer(EXPORT_CALLS.instances, ({ body }) => {
      state.seen.exported.push(body ?? {});
      return csv('instances.csv');
    }),
    answer(TASK_ADMIN_CALLS.list, ({ body }) => (state.fails.has('tasks') ? refused() : page(state.tasks, body))),
    answer(TASK_ADMIN_CALLS.handlerTypes, () => HANDLER_TYPES.map((type) => ({ type, name: HANDLER_TYPE_NAMES[type] }))),
    answer(TASK_ADMIN_CALLS.setExecutors, ({ body }) => {
      if (state.fails.has('setExecutors')) return refused();
      state.seen.executors.push(body);
      return state.tasks.filter((t) => t.id === body.taskId);
    }),
    answer(FLOW_OPINION_CALLS.byNode, ({ query }) => state.opinions[query.get('instId') ?? ''] ?? []),
    answer(FLOW_OPINION_CALLS.update, ({ body }) => {
      if (state.fails.has('updateOpinion')) return refused();
      state.seen.opinions.push(body);
      for (const g of Object.values(state.opinions))
        for (const o of g.flatMap((n) => n.opinions)) if (o.id === body.id) o.opinion = body.opinion;
      return true;
    }),
    answer(FORM_RECORD_CALLS.list, ({ body }) => {
      state.seen.lists.push(body);
      return state.fails.has('records') ? refused() : page(state.records, body);
    }),
    // records are an audit trail: the server refuses their removal to everyone
    answer(FORM_RECORD_CALLS.remove, () => fail(403, 'Form-change records are an audit trail: nobody may delete them')),
    answer(OFTEN_FLOW_CALLS.myCommon, () => (state.fails.has('common') ? refused() : state.common)),
    answer(OFTEN_FLOW_CALLS.commonAdd, ({ body }) => {
      for (const key of body.defKeys) {
        const flow = state.startable.find((f) => f.defKey === key);
        if (flow && !state.common.some((c) => c.defKey === key)) state.common.push(flow);
      }
      return state.common;
    }),
    answer(OFTEN_FLOW_CALLS.commonRemove, ({ query }) => {
      const gone = ids(query);
      state.seen.removed.push(gone);
      state.common = state.common.filter((c) => !gone.includes(c.defKey));
      return state.common;
    }),
    answer(OFTEN_FLOW_CALLS.hasAuthFlowList, () => {
      const rows = state.startable.map((f) =>
        authFlow({
          id: f.defId,
          defKey: f.defKey,
          name: f.name,
          typeId: f.typeId,
          isOften: state.common.some((c) => c.defKey === f.defKey),
        }),
      );
      return { rows, total: rows.length, page: 1, pageSize: 1000 };
    }),
  ];
}
