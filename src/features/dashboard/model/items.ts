import type { HomeInstanceCountValue, HomeTaskCountValue, NoticeCountValue } from '@/api/home';
import { APP_BASE } from '@/shared/config';

type TaskRow = HomeTaskCountValue['rows'][number];
type InstanceRow = HomeInstanceCountValue['rows'][number];
type NoticeRow = NoticeCountValue['rows'][number];

/** One line of a home card, whatever list it comes from. */
export interface HomeItem {
  key: string;
  subject: string;
  flowName: string;
  /** the node or nodes the item stands at, or (`handled`) the step the reader handled */
  node: string;
  /** `handled`: `node` is the reader's own step (a done task), not where the instance stands now */
  nodeKind?: 'current' | 'handled';
  /** the instance's state when it no longer runs: ended, terminated, or back with its initiator */
  state?: string;
  /** ISO time the list sorts by */
  time: string | null;
  /** the approval form of the item */
  href: string;
  /** notices only: isRead 0 */
  unread?: boolean;
}

function approvalForm(params: Record<string, string>): string {
  return `${APP_BASE}/matter/approvalForm?${new URLSearchParams(params).toString()}`;
}

/** An open task is handled in the approval form by its task id. */
export function taskFormUrl(row: { id: string; procInstId: string }): string {
  return approvalForm({ taskId: row.id, instId: row.procInstId });
}

/** A finished task, a request or a notice shows the instance (spec 02 §2: instId and type=fromMonitor). */
export function instanceFormUrl(instId: string): string {
  return approvalForm({ instId, type: 'fromMonitor' });
}

export function openTaskItem(row: TaskRow): HomeItem {
  return { key: row.id, subject: row.subject, flowName: row.procDefName, node: row.name, time: row.createTime, href: taskFormUrl(row) };
}

/** An instance state a home line names; a running instance is named by its current step instead. */
const stateOf = (status: string) => (status === 'running' ? undefined : status);

export function doneTaskItem(row: TaskRow): HomeItem {
  return {
    key: row.id,
    subject: row.subject,
    flowName: row.procDefName,
    // the step the reader handled: the instance may have moved on, or ended
    node: row.name,
    nodeKind: 'handled',
    state: stateOf(row.instStatus),
    time: row.completeTime ?? row.createTime,
    href: instanceFormUrl(row.procInstId),
  };
}

export function requestItem(row: InstanceRow): HomeItem {
  return {
    key: row.id,
    subject: row.subject,
    flowName: row.procDefName,
    node: row.currentNodes.map((n) => n.name).join(', '),
    state: stateOf(row.status),
    time: row.createTime,
    href: instanceFormUrl(row.id),
  };
}

export function noticeItem(row: NoticeRow): HomeItem {
  return {
    key: row.id,
    subject: row.subject,
    flowName: row.procDefName,
    node: row.nodeName ?? '',
    time: row.createTime,
    href: instanceFormUrl(row.procInstId),
    unread: row.isRead === 0,
  };
}
