import type { Database } from '../../db/database.js';
import { nodeNameIn } from '../definitions/names.js';
import type { CurrentUser } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import type { Caller } from '../caller.js';
import type { ApprovalButton, ApprovalState, FieldRight, JumpNode, TaskDetail } from '../../../../contract/workflow.js';
import { defById, pickName, type DefInfo } from '../definitions/repo.js';
import { nodesAfter, takenFlows, type FlowModel } from '../definitions/model.js';
import type { InstanceRecord } from '../steps/context.js';
import { loadInstance } from '../steps/repo.js';
import { wfError, wfText } from '../messages.js';
import { loadForm, localiseFields, mergeFormData, rightsAt, type FormRecord } from '../model/forms.js';
import { visibleData } from '../model/form-read.js';
import type { FieldRightCode, StoredNodeRights } from '../tables.js';
import { usersByIds } from '../support/repo-users.js';
import { currentNodesOf, instanceRow } from '../task-lists/repo-instances.js';
import { taskRowById } from '../task-lists/repo-tasks.js';
import { taskForRead, type TaskAccess, type TaskRecord } from './access.js';
import { allowedActions, lockStatusOf, NEEDS_OPINION, rejectTargets } from './actions.js';
import { markRead } from './repo.js';

export async function loadTaskContext(db: Database, user: CurrentUser, taskId: string, leaderId?: string) {
  const { task, access } = await taskForRead(db, user, taskId, leaderId);
  const inst = await loadInstance(db, task.inst_id);
  if (!inst) throw wfError(404, 'instance.notFound');
  const def = await defById(db, inst.def_id);
  if (!def) throw wfError(404, 'def.notFound');
  return { task, access, inst, def };
}

function canAct(task: TaskRecord, access: TaskAccess, inst: InstanceRecord): boolean {
  return task.status === 'todo' && (access === 'assignee' || access === 'secretary') && !inst.is_hang_up;
}

/** Buttons of the approval form (spec 02 §3 approval state). */
export async function approvalState(db: Database, c: Caller, taskId: string, leaderId?: string): Promise<ApprovalState> {
  const { user, lang } = c;
  const { task, access, inst, def } = await loadTaskContext(db, user, taskId, leaderId);
  const buttons: ApprovalButton[] = [];
  const add = (alias: string, needOpinion = false) => buttons.push({ alias, name: wfText(lang, `button.${alias}`), needOpinion });
  const lockStatus = lockStatusOf(task, user, access);
  if (canAct(task, access, inst)) {
    const form = await loadForm(db, def.formKey);
    const opinionRequired = rightsAt(form, task.node_id, task.is_start).opinion === 'b';
    const targets = await rejectTargets(db, def, inst, task);
    for (const a of allowedActions(def, task, user, targets.length > 0)) add(a, opinionRequired || NEEDS_OPINION.has(a));
    if (task.candidate) add(task.lock_user_id === user.id ? 'unlock' : 'lock');
    if (!task.is_start && task.sign_index === null) add('delegate');
    add('circulate');
  } else if (access === 'admin' && task.status === 'todo' && task.candidate && task.lock_user_id) add('adminUnlock');
  add('print');
  add('flowImage');
  add('opinions');
  return {
    approvalButtonList: buttons,
    taskStatus: task.status,
    isFromApplicationModule: false,
    formDataVersion: inst.form_data_version,
    lockStatus: lockStatus as ApprovalState['lockStatus'],
  };
}

export function nodeLayout(model: FlowModel, lang: Lang) {
  return model.order.map((id) => {
    const n = model.nodes[id];
    return {
      nodeId: id,
      name: nodeNameIn(model, id, lang, n.name),
      nodeType: n.type,
      signType: n.type === 'userTask' ? (n.signType ?? 'normal') : null,
    };
  });
}

/** The form of an instance with `rights`: hidden fields and columns left out of the data; read only unless `writable`. */
export function formViewOf(form: FormRecord | null, inst: InstanceRecord, rights: StoredNodeRights, lang: Lang, writable: boolean) {
  const shown = (v: FieldRightCode): FieldRight => (writable || v === 'n' ? v : 'r');
  const fields: Record<string, FieldRight> = {};
  for (const [k, v] of Object.entries(rights.fields)) fields[k] = shown(v);
  const columns = rights.columns
    ? Object.fromEntries(
        Object.entries(rights.columns).map(([k, cols]) => [k, Object.fromEntries(Object.entries(cols).map(([c, v]) => [c, shown(v)]))]),
      )
    : undefined;
  return {
    bpmForm: {
      formKey: form?.formKey ?? '',
      name: form ? pickName(form.name, lang) : '',
      formHtml: '',
      formSetting: { space: 0 },
      expand: form ? localiseFields(form.fields, lang) : [],
      diyJs: '',
    },
    // hidden fields and columns are not sent at all
    data: visibleData(rights, inst.form_data),
    permission: { fields, opinion: shown(rights.opinion), ...(columns ? { columns } : {}) },
  };
}

export async function formView(
  db: Database,
  def: DefInfo,
  inst: InstanceRecord,
  nodeId: string,
  isStart: boolean,
  lang: Lang,
  writable: boolean,
) {
  const form = await loadForm(db, def.formKey);
  return formViewOf(form, inst, rightsAt(form, nodeId, isStart), lang, writable);
}

export async function taskDetail(db: Database, c: Caller, taskId: string, leaderId?: string): Promise<TaskDetail> {
  const { user, lang } = c;
  const { task, access, inst, def } = await loadTaskContext(db, user, taskId, leaderId);
  if (access === 'assignee' && !task.is_read) await markRead(db, task.id);
  const bpmTask = (await taskRowById(db, user, lang, task.id, access))!;
  const node = def.model.nodes[task.node_id];
  const writable = canAct(task, access, inst);
  const form = await formView(db, def, inst, task.node_id, task.is_start, lang, writable);
  const current = await currentNodesOf(db, [inst.id], lang);
  const first = nodesAfter(def.model, def.model.startId).map((n) => n.id);
  return {
    bpmTask,
    curNodeDef: {
      nodeId: task.node_id,
      name: nodeNameIn(def.model, task.node_id, lang, node?.name ?? task.name),
      nodeType: node?.type ?? 'userTask',
      signType: node?.type === 'userTask' ? (node.signType ?? 'normal') : null,
      passRatio: node?.signType ? (node.passRatio ?? 1) : null,
      opinionRight: form.permission.opinion,
    },
    formKey: def.formKey ?? '',
    nodeLayoutList: nodeLayout(def.model, lang),
    form,
    instance: instanceRow(inst, lang, current.get(inst.id)),
    isFirstNode: task.is_start || first.includes(task.node_id),
  };
}

/** Where the task leads: reject targets for a reject, else the next nodes the form data decides. */
export async function afterJumpNodes(
  db: Database,
  c: Caller,
  taskId: string,
  actionName: string | undefined,
  formData: Record<string, unknown> | undefined,
): Promise<JumpNode[]> {
  const { user, lang } = c;
  const { task, inst, def } = await loadTaskContext(db, user, taskId);
  let ids: string[];
  // the input counts only where the node may write it, checked like on sending (a read-only or
  // hidden field cannot steer the prediction)
  const form = await loadForm(db, def.formKey);
  // a seal's grant is looked at, not used up: nothing is stored
  const writer = { db, user, lang, sealScope: { taskId: task.id } };
  const merged = await mergeFormData(writer, form, rightsAt(form, task.node_id, task.is_start), inst.form_data, formData, {
    skipRequired: true,
  });
  if (actionName === 'reject') ids = await rejectTargets(db, def, inst, task);
  else if (actionName === 'backToStart') ids = [def.model.startId];
  else {
    const data = merged.data;
    const taken = (id: string): string[] => takenFlows(def.model, id, data);
    ids = [];
    const seen = new Set<string>([task.node_id]);
    const queue = taken(task.is_start ? def.model.startId : task.node_id).map((f) => def.model.flows[f].target);
    while (queue.length) {
      const id = queue.shift()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const n = def.model.nodes[id];
      if (!n) continue;
      if (n.type === 'userTask' || n.type === 'callActivity' || n.type === 'endEvent' || n.type === 'subProcess') ids.push(id);
      else queue.push(...taken(id).map((f) => def.model.flows[f].target));
    }
  }
  const users = await usersByIds(
    db,
    ids.flatMap((id) => inst.node_users[id] ?? []),
  );
  return ids.map((id) => {
    const n = def.model.nodes[id];
    return {
      nodeId: id,
      name: nodeNameIn(def.model, id, lang, n?.name ?? id),
      nodeType: n?.type ?? 'userTask',
      executors: (inst.node_users[id] ?? [])
        .map((u) => users.get(u))
        .filter((u): u is NonNullable<typeof u> => !!u)
        .map((u) => ({ id: u.id, account: u.account, name: u.name, avatar: u.avatar })),
    };
  });
}

export async function loadInstanceOr404(db: Database, instId: string): Promise<InstanceRecord> {
  const inst = await loadInstance(db, instId);
  if (!inst) throw wfError(404, 'instance.notFound');
  return inst;
}
