import type { Static } from 'typebox';
import { HttpResponse } from 'msw';
import type {
  ApprovalState,
  CompleteBody,
  FormFieldDef,
  FormView,
  InstanceRow,
  OpinionRow,
  StartBody,
  TaskDetail,
  TaskRow,
} from '@contract/workflow';
import { APPROVAL_ITEM_CALLS, type ApprovalItemRow } from '@contract/workflow-approval-items';
import { DEFINITION_CALLS } from '@contract/workflow-definitions';
import { FORM_DEFINITION_CALLS } from '@contract/workflow-form-definitions';
import { LIKE_CALLS } from '@contract/workflow-likes';
import { URGENT_CALLS, type UrgentDetail } from '@contract/workflow-urgent';
import { FORM_RECORD_CALLS, type SaveFormDataBody } from '@contract/workflow-form-records';
import { WATERMARK_CALLS } from '@contract/workflow-watermark';
import { answer } from '../call';
import { field } from '../fixtures/fields';
import { INSTANCE_CALLS as I } from '@contract/workflow-instances';
import { OPINION_CALLS as O } from '@contract/workflow-opinions';
import { TASK_CALLS as T } from '@contract/workflow-tasks';
import { fail } from '../envelope';
import { authFlow, instanceRow, taskRow } from './tasks';
import { addReadRecordHandler } from './readRecords';
import { rowMaker } from '../fixtures/rows';
import { ccReceiptsHandler, urgingHandlers } from './approvalBatch';
import { toolOptionsHandler } from './taskTools';

/** Handlers of the approval form, for component tests. */

type ApprovalStateValue = Static<typeof ApprovalState>;
type ApprovalItem = Static<typeof ApprovalItemRow>;

export const leaveFields: FormFieldDef[] = [
  field('reason', 'form.leave.reason', 'Reason', 'textarea', true),
  field('days', 'form.leave.days', 'Days', 'number', true),
  field('kind', 'form.leave.kind', 'Kind', 'select', false, [
    { value: 'annual', labelKey: 'form.leave.kind.annual', label: 'Annual leave' },
    { value: 'sick', labelKey: 'form.leave.kind.sick', label: 'Sick leave' },
  ]),
  field('hrNote', 'form.leave.hrNote', 'HR note', 'text', false),
  field('salary', 'form.leave.salary', 'Salary', 'money', false),
];

export const formView = rowMaker<FormView>({
  bpmForm: { formKey: 'leaveForm', name: 'Leave form', formHtml: '', formSetting: { space: 8 }, expand: leaveFields, diyJs: '' },
  data: { reason: '<b>Family</b> matters', days: 3, kind: 'annual', hrNote: 'ok', salary: 1000 },
  permission: { fields: { reason: 'r', days: 'w', kind: 'r', hrNote: 'b', salary: 'n' }, opinion: 'w' },
});

export const taskDetail = rowMaker<TaskDetail>({
  bpmTask: taskRow({ id: 'task-1' }),
  curNodeDef: {
    nodeId: 'leaderApprove',
    name: 'Leader approval',
    nodeType: 'userTask',
    signType: null,
    passRatio: null,
    opinionRight: 'w',
  },
  formKey: 'leaveForm',
  nodeLayoutList: [
    { nodeId: 'start', name: 'Start', nodeType: 'start' },
    { nodeId: 'leaderApprove', name: 'Leader approval', nodeType: 'userTask', signType: 'normal' },
    { nodeId: 'end', name: 'End', nodeType: 'end' },
  ],
  form: formView(),
  instance: instanceRow(),
  isFirstNode: false,
});

export const approvalState = rowMaker<ApprovalStateValue>({
  approvalButtonList: [
    { alias: 'agree', name: 'Agree', needOpinion: false },
    { alias: 'oppose', name: 'Oppose', needOpinion: true },
    { alias: 'reject', name: 'Reject', needOpinion: true },
    { alias: 'delegate', name: 'Delegate', needOpinion: false },
    { alias: 'print', name: 'Print', needOpinion: false },
  ],
  taskStatus: 'todo',
  isFromApplicationModule: false,
  formDataVersion: 1,
  lockStatus: 0,
});

/** taskDetailBo and getButtonsBytaskId; each may be a function of the call count (reloads). */
export function taskHandlers(detail: () => TaskDetail, state: () => ApprovalStateValue) {
  return [answer(T.detail, () => detail()), answer(T.buttons, () => state())];
}

/** The one completion call; `decide` answers per body: 'ok', or 'conflict' for the 409 of a task already done. */
export function completeHandler(seen: CompleteBody[], decide: (body: CompleteBody) => 'ok' | 'conflict' | 'decided' = () => 'ok') {
  return answer(T.complete, ({ body }) => {
    seen.push(body);
    const verdict = decide(body);
    if (verdict === 'conflict') return fail(409, 'This task has already been handled');
    // a countersign vote after the countersign was decided (server: workflow.countersignLate.decided)
    if (verdict === 'decided')
      return HttpResponse.json(
        {
          state: false,
          code: 409,
          message: 'The countersign was already decided; your vote no longer counts',
          value: { reason: 'countersignDecided' },
        },
        { status: 409 },
      );
    return { taskId: body.taskId, instId: 'inst-1', instStatus: 'running', newTasks: [] };
  });
}

/** getInstFormDataVersion failing `failures` times (HTTP 500) before answering `version`. */
export function formDataVersionHandler(version: number, failures = 0, calls: { count: number } = { count: 0 }) {
  return answer(I.formDataVersion, () => {
    calls.count += 1;
    return calls.count <= failures ? fail(500, 'busy', 500) : version;
  });
}

export function opinionsHandler(rows: OpinionRow[]) {
  return answer(O.ofInstance, () => rows);
}

export function savedOpinionHandler(text: string | null = null) {
  return answer(O.saved, () => text);
}

export function approvalItemsHandler(expressions: string[]) {
  const rows: ApprovalItem[] = expressions.map((expression, i) => ({
    id: `ai-${i}`,
    expression,
    isPersonal: true,
    sort: i,
    createTime: '2026-01-01T00:00:00.000Z',
  }));
  return answer(APPROVAL_ITEM_CALLS.list, () => ({ rows, total: rows.length, page: 1, pageSize: 200 }));
}

/** Likes of an instance kept in `store`; liking flips the caller's like. */
export function likeHandlers(store: { count: number; liked: boolean } = { count: 0, liked: false }) {
  const summary = (refId: string) => ({
    refId,
    count: store.count,
    liked: store.liked,
    users: store.liked ? [{ id: 'u-zhangwei', name: 'Zhang Wei' }] : [],
  });
  return [
    answer(LIKE_CALLS.list, ({ query }) => (query.get('ids') ?? '').split(',').map(summary)),
    answer(LIKE_CALLS.set, ({ body }) => {
      if (body.like !== store.liked) store.count += body.like ? 1 : -1;
      store.liked = body.like;
      return summary(body.refId);
    }),
  ];
}

export function watermarkHandler(text = '') {
  return answer(WATERMARK_CALLS.byInstance, () => ({ enabled: Boolean(text), text, fontSize: 14, color: 'rgba(0,0,0,0.08)', rotate: -22 }));
}

/** The handlers a task form needs besides detail and buttons. */
export function approvalFormDefaults(opinions: OpinionRow[] = []) {
  return [
    formDataVersionHandler(1),
    opinionsHandler(opinions),
    savedOpinionHandler(),
    approvalItemsHandler(['Agreed.', 'Please add details.']),
    ...likeHandlers(),
    watermarkHandler(),
    addReadRecordHandler(),
    // nothing to urge, nothing circulated
    ...urgingHandlers(() => []),
    ccReceiptsHandler(() => []),
    toolOptionsHandler(),
  ];
}

/** The read-only form of an instance (getInstanceForm), or 404 when `view` is null. */
export function instanceFormHandler(
  view: {
    instance: InstanceRow;
    form: FormView;
    nodeLayoutList: TaskDetail['nodeLayoutList'];
    defId: string;
    mayCirculate?: boolean;
  } | null,
) {
  return answer(I.form, () => view ?? fail(404, 'Not found', 404));
}

export function instDetailListHandler(rows: InstanceRow[]) {
  return answer(I.detailList, () => rows);
}

export function openTasksHandler(rows: TaskRow[]) {
  return answer(T.byInstId, () => rows);
}

export function defDesignHandler(nodes: TaskDetail['nodeLayoutList']) {
  return answer(DEFINITION_CALLS.design, () => ({
    defId: 'def-leave-1',
    defKey: 'leave',
    name: 'Leave request',
    version: 1,
    isMain: 'Y' as const,
    status: 'deploy',
    bpmnXml: '',
    formKey: 'leaveForm',
    nodes,
  }));
}

/** The leave definition as the definition list answers it: the startable flow without the caller's often mark. */
function leaveDefinition() {
  const { isOften: _isOften, ...definition } = authFlow();
  return definition;
}

/** The start form: the main definition of a key, its form preview and the start call. */
export function startFormHandlers(
  seen: StartBody[],
  view: FormView = formView({
    data: {},
    permission: { fields: { reason: 'b', days: 'b', kind: 'w', hrNote: 'n', salary: 'w' }, opinion: 'n' },
  }),
) {
  return [
    answer(DEFINITION_CALLS.query, () => ({
      rows: [leaveDefinition()],
      total: 1,
      page: 1,
      pageSize: 1,
    })),
    answer(FORM_DEFINITION_CALLS.preview, () => view),
    answer(URGENT_CALLS.levels, () => [{ value: 1, labelKey: 'urgent.1', label: 'Urgent', color: 'orange' }]),
    answer(I.start, ({ body }) => {
      seen.push(body);
      return {
        instId: body.draft ? null : 'inst-9',
        draftId: body.draft ? 'draft-1' : null,
        subject: 'Leave request of Zhang Wei',
        prop1: 'LV-2026-0009',
        newTasks: [],
      };
    }),
  ];
}

/** An opinion row with defaults a test overrides. */
export const opinion = rowMaker<OpinionRow>({
  id: 'op-1',
  taskId: 'task-0',
  nodeId: 'leaderApprove',
  taskName: 'Leader approval',
  qualfiedNames: 'Li Na',
  qualfieds: [],
  auditor: 'u-lina',
  auditorName: 'Li Na',
  auditorAccount: 'lina',
  auditorAvatar: null,
  status: 'agree',
  statusVal: 'Agreed',
  isRead: 1,
  opinion: 'Fine by me',
  files: null,
  createTime: '2026-03-01T08:00:00.000Z',
  completeTime: '2026-03-01T09:30:00.000Z',
  durMs: 5_400_000,
});

/** saveFormData: each body kept in `seen`; 'conflict' answers the 409 of a stale version, else the next version. */
export function saveFormDataHandler(seen: SaveFormDataBody[], decide: (body: SaveFormDataBody) => 'ok' | 'conflict' = () => 'ok') {
  return answer(FORM_RECORD_CALLS.save, ({ body }) => {
    seen.push(body);
    if (decide(body) === 'conflict') return fail(409, 'The form was changed meanwhile');
    return { formDataVersion: (body.formDataVersion ?? 0) + 1 };
  });
}

/** getUrgrntById: the urgency detail of any instance asked, with `detail` over a normal one; `asked` keeps the ids. */
export function urgentDetailHandler(detail: Partial<UrgentDetail> = {}, asked: string[] = []) {
  return answer(URGENT_CALLS.byId, ({ body }) => {
    asked.push(body.id);
    return {
      instId: body.id,
      urgentState: 0,
      subject: 'Leave request of Zhang Wei',
      label: 'Normal',
      color: '#8c8c8c',
      setById: null,
      setByName: null,
      setTime: null,
      ...detail,
    };
  });
}
