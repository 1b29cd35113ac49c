import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import type { InstanceRecord } from '../steps/context.js';
import { loadInstance } from '../steps/repo.js';
import { wfError } from '../messages.js';
import { visibleTo } from '../task-lists/repo-instances.js';
import { instanceVisible, tookPart } from './repo.js';

/** An instance the caller may see (404 unknown, 403 not the caller's business). */
export async function instanceForRead(db: Database, user: CurrentUser, instId: string): Promise<InstanceRecord> {
  const inst = await loadInstance(db, instId);
  if (!inst) throw wfError(404, 'instance.notFound');
  if (!(await instanceVisible(db, instId, visibleTo(user)))) throw wfError(403, 'instance.forbidden');
  return inst;
}

/** The initiator or an admin (hang up, urgent state, revoke to start, remove). */
export function requireCreatorOrAdmin(inst: InstanceRecord, user: CurrentUser): void {
  if (inst.creator_id !== user.id && !user.isAdmin) throw wfError(403, 'instance.onlyCreatorOrAdmin');
}

/**
 * Circulation (issue 13; docs/decisions.md "Who may circulate"): the initiator, anyone who holds or held a task of
 * the instance, and administrators. Someone who only received it by circulation, or a secretary who only sees
 * a leader's work, may read it but not pass it on.
 */
export async function mayCirculate(db: Database, inst: InstanceRecord, user: CurrentUser): Promise<boolean> {
  return user.isAdmin || inst.creator_id === user.id || (await tookPart(db, inst.root_id, user.id));
}

export async function requireParticipant(db: Database, inst: InstanceRecord, user: CurrentUser): Promise<void> {
  if (!(await mayCirculate(db, inst, user))) throw wfError(403, 'instance.circulateNotParticipant');
}
