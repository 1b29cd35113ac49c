import { HANDLER_TYPES_WITH_REFS, type SetExecutorsBody } from '../../../../contract/workflow-task-admin.js';
import type { Database } from '../../db/database.js';
import type { AssigneeRule } from '../definitions/model.js';
import { wfError } from '../messages.js';
import { loadInstance } from '../steps/repo.js';
import { activeUser, resolveRules } from '../support/repo-users.js';
import type { TaskRecord } from '../tasks/access.js';
import { codesByIds } from './repo.js';

/** At most this many people get the task (as many as userIds may name). */
const MAX_EXECUTORS = 50;

/**
 * The active users a reassignment gives the task to, by its handler type (issue 29 item 20): the users named, the
 * members of the roles or departments named by id, their leaders, the instance's initiator or his leader, or the users
 * the instance's form fields hold. A choice that names nothing, an unknown role or department, or one no active user
 * answers to is refused.
 */
export async function executorsOf(trx: Database, task: TaskRecord, body: SetExecutorsBody): Promise<string[]> {
  const type = body.handlerType ?? 'user';
  if (type === 'user') {
    if (!body.userIds?.length) throw wfError(400, 'reassign.usersRequired');
    const users: string[] = [];
    for (const id of new Set(body.userIds)) {
      const u = await activeUser(trx, id);
      if (!u) throw wfError(404, 'user.notFound');
      users.push(u.id);
    }
    return users;
  }
  const refs = [...new Set(body.refs ?? [])];
  if (HANDLER_TYPES_WITH_REFS.includes(type) && !refs.length) throw wfError(400, 'reassign.refsRequired');
  let rules: AssigneeRule[];
  if (type === 'role' || type === 'org' || type === 'orgLeader') {
    const codes = await codesByIds(trx, type === 'role' ? 'role' : 'org', refs);
    if (codes.length !== refs.length) throw wfError(404, type === 'role' ? 'reassign.roleNotFound' : 'reassign.orgNotFound');
    rules = codes.map((ref) => ({ kind: type, ref }));
  } else if (type === 'field') rules = refs.map((ref) => ({ kind: 'field', ref }));
  else rules = [{ kind: type }];
  const inst = await loadInstance(trx, task.inst_id);
  if (!inst) throw wfError(404, 'instance.notFound');
  const users = await resolveRules(trx, rules, { initiatorId: inst.creator_id, formData: inst.form_data });
  if (!users.length) throw wfError(400, 'reassign.nobody');
  return users.slice(0, MAX_EXECUTORS);
}
