import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';
import { type FormRecord, type InstanceRecord, rightsAt, taskForRead } from '../workflow/index.js';
import { badRequest } from '../lib/errors.js';
import type { FieldRightCode } from '../workflow/tables.js';
import { participantNodes } from './repo.js';

/**
 * Who may print an instance's form, and as which node (whose hidden fields stay out).
 *
 * - With a task of the caller (open or done; a secretary's or an admin's too): that task's node.
 * - Else the initiator prints as the start node, everyone else as the default node (as the
 *   instance form shows it to them).
 * The print right: admins always; otherwise a node's `print` flag decides for its people (false
 * refuses), and unset means the initiator and the participants may while other readers may not.
 * `print: true` on the default node lets every reader of the instance print.
 */
export interface PrintView extends Hidden {
  nodeId: string;
  isStart: boolean;
  mayPrint: boolean;
}

/** What a node may not see: fields, and sub-table columns (subtable -> columns). */
export interface Hidden {
  hidden: Set<string>;
  hiddenColumns: Map<string, Set<string>>;
}

type ColumnRights = { columns?: Record<string, Record<string, FieldRightCode>> };

export function hiddenAt(form: FormRecord | null, nodeId: string, isStart: boolean): Hidden {
  const rights = rightsAt(form, nodeId, isStart) as ReturnType<typeof rightsAt> & ColumnRights;
  const hidden = new Set(
    Object.entries(rights.fields)
      .filter(([, r]) => r === 'n')
      .map(([name]) => name),
  );
  const hiddenColumns = new Map<string, Set<string>>();
  for (const [table, cols] of Object.entries(rights.columns ?? {})) {
    const names = Object.entries(cols).flatMap(([c, r]) => (r === 'n' ? [c] : []));
    if (names.length) hiddenColumns.set(table, new Set(names));
  }
  return { hidden, hiddenColumns };
}

export async function printView(
  db: Database,
  user: CurrentUser,
  inst: InstanceRecord,
  startId: string,
  form: FormRecord | null,
  taskId?: string,
): Promise<PrintView> {
  const perms = form?.permissions ?? {};
  const flag = (nodeId: string) => (perms[nodeId] ?? perms.default)?.print;
  if (taskId) {
    const { task } = await taskForRead(db, user, taskId);
    if (task.inst_id !== inst.id) throw badRequest('print.taskNotOfInstance');
    const nodeId = task.is_start ? startId : task.node_id;
    const own = task.is_start ? perms.start?.print : flag(task.node_id);
    return { nodeId, isStart: task.is_start, ...hiddenAt(form, nodeId, task.is_start), mayPrint: user.isAdmin || own !== false };
  }
  if (inst.creator_id === user.id) {
    return { nodeId: startId, isStart: true, ...hiddenAt(form, startId, true), mayPrint: user.isAdmin || perms.start?.print !== false };
  }
  const nodes = await participantNodes(db, inst.root_id, user.id);
  const mayPrint = user.isAdmin || (nodes.length ? nodes.some((n) => flag(n) !== false) : perms.default?.print === true);
  return { nodeId: 'default', isStart: false, ...hiddenAt(form, 'default', false), mayPrint };
}
