import type { InstanceRow, RequestAction } from '../../../../contract/workflow-lists.js';

/** Statuses of a request waiting at its start node for its initiator (returned, or revoked to the start). */
const AT_START = new Set(['backToStart', 'revoker_to_start']);

/**
 * What the initiator may do with a request of theirs now (issue 29 item 9), as "my requests" offers it:
 * - running: revoke it to the start (not while it is held: the revoke is refused then);
 * - back at the start (returned or revoked): resubmit from the start task, or withdraw it (end it by hand);
 * - ended by hand (withdrawn, terminated, a failed countersign set to end): delete it;
 * - approved: nothing. The record of an approval stays; only an administrator removes it.
 */
export function requestActions(row: Pick<InstanceRow, 'status' | 'isHangUp'>, startTaskId: string | null): RequestAction[] {
  if (row.status === 'running') return row.isHangUp ? [] : ['revoke'];
  if (AT_START.has(row.status)) return startTaskId && !row.isHangUp ? ['resubmit', 'endProcess'] : ['endProcess'];
  if (row.status === 'manual_end') return ['remove'];
  return [];
}

/** Whether the initiator (not an administrator) may delete a request in this status: only once it was ended by hand. */
export const initiatorMayRemove = (status: string) => status === 'manual_end';
