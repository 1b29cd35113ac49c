import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { I18n } from '../tables.js';
import { ACTIVE_STATUSES } from '../tasks/actions.js';

/** The SQL of what a leaving user holds in the workflow (issue 30 item 2; departures/ plans and runs the hand-over). */

export interface HeldTask {
  id: string;
  inst_id: string;
  group_id: string;
  node_id: string;
  name: string;
  subject: string;
  def_name: I18n;
  assignee_id: string | null;
  owner_id: string | null;
  candidate: boolean;
}

const TASK_COLUMNS = [
  'id',
  'inst_id',
  'group_id',
  'node_id',
  'name',
  'subject',
  'def_name',
  'assignee_id',
  'owner_id',
  'candidate',
] as const;

/** Open tasks the user holds (own or delegated to them), oldest first; locked when `lock`. */
export async function openTasksHeldBy(db: Database, userId: string, lock: boolean): Promise<HeldTask[]> {
  const q = db
    .selectFrom('wf_task')
    .select([...TASK_COLUMNS])
    .where('assignee_id', '=', userId)
    .where('status', '=', 'todo')
    .orderBy('create_time')
    .orderBy('id');
  return (lock ? q.forUpdate() : q).execute();
}

/** Open tasks the user handed to an agent (they are the owner, someone else holds them). */
export async function openTasksDelegatedBy(db: Database, userId: string, lock: boolean): Promise<HeldTask[]> {
  const q = db
    .selectFrom('wf_task')
    .select([...TASK_COLUMNS])
    .where('owner_id', '=', userId)
    .where('assignee_id', '<>', userId)
    .where('status', '=', 'todo')
    .orderBy('create_time')
    .orderBy('id');
  return (lock ? q.forUpdate() : q).execute();
}

/** Of the groups given, those where `userId` already holds an open row: as `${group}:${user}`. */
export async function openRowsInGroups(db: Database, groupIds: string[], userIds: string[]): Promise<Set<string>> {
  if (!groupIds.length || !userIds.length) return new Set();
  const rows = await db
    .selectFrom('wf_task')
    .select(['group_id', 'assignee_id'])
    .where('group_id', 'in', groupIds)
    .where('assignee_id', 'in', userIds)
    .where('status', '=', 'todo')
    .execute();
  return new Set(rows.map((r) => `${r.group_id}:${r.assignee_id}`));
}

/** Moves open tasks to a new holder; a task whose owner becomes its holder is no longer delegated. */
export async function moveHeldTasks(db: Database, ids: string[], from: string, to: string): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('wf_task')
    .set({
      assignee_id: to,
      owner_id: sql`case when owner_id = ${to} then null else owner_id end`,
      delegated_at: sql`case when owner_id = ${to} then null else delegated_at end`,
      lock_user_id: sql`case when lock_user_id = ${from} then null else lock_user_id end`,
      is_read: 0,
    })
    .where('id', 'in', ids)
    .where('status', '=', 'todo')
    .execute();
}

/** Releases the locks the user holds on open tasks (a candidate group locks all its rows for the one who locked). */
export async function releaseLocks(db: Database, userId: string): Promise<void> {
  await db.updateTable('wf_task').set({ lock_user_id: null }).where('lock_user_id', '=', userId).where('status', '=', 'todo').execute();
}

/** Cancels open rows (a candidate's row when the new holder already has one in the same group). */
export async function cancelRows(db: Database, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.updateTable('wf_task').set({ status: 'canceled', complete_time: new Date() }).where('id', 'in', ids).execute();
}

/** A delegated task's owner becomes `to` (null when `to` holds it). */
export async function changeOwner(db: Database, ids: string[], to: string): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('wf_task')
    .set({ owner_id: sql`case when assignee_id = ${to} then null else ${to} end` })
    .where('id', 'in', ids)
    .execute();
}

export interface RunningRequest {
  id: string;
  subject: string;
  def_name: I18n;
}

/** Running requests the user started (top-level instances); locked when `lock`. */
export async function runningRequestsOf(db: Database, userId: string, lock: boolean): Promise<RunningRequest[]> {
  const q = db
    .selectFrom('wf_instance')
    .select(['id', 'subject', 'def_name'])
    .where('creator_id', '=', userId)
    .where('parent_id', 'is', null)
    .where('status', 'in', [...ACTIVE_STATUSES])
    .orderBy('create_time')
    .orderBy('id');
  return (lock ? q.forUpdate() : q).execute();
}

/** Gives `to` each request to follow: a notice in their Received list (it also lets them read it). */
export async function insertFollowNotices(db: Database, rows: { id: string; inst_id: string; from: string; to: string }[]) {
  if (!rows.length) return;
  await db
    .insertInto('wf_notice')
    .values(rows.map((r) => ({ id: r.id, inst_id: r.inst_id, kind: 'handover', from_user_id: r.from, to_user_id: r.to, task_id: null })))
    .execute();
}

export interface Delegation {
  id: string;
  kind: 'agent' | 'secretary';
  /** the user on the other side of the setting */
  other_id: string;
  other_name: string;
  /** true: the leaving user is the one who acts (agent or secretary) */
  acts: boolean;
}

/** Enabled agent and secretary settings naming the user on either side. */
export async function delegationsOf(db: Database, userId: string, lock: boolean): Promise<Delegation[]> {
  const agents = db
    .selectFrom('wf_agent as a')
    .innerJoin('uc_user as u', (j) =>
      j.on(sql<boolean>`u.id = case when a.principal_id = ${userId} then a.agent_id else a.principal_id end`),
    )
    .select([
      'a.id',
      sql<'agent'>`'agent'`.as('kind'),
      'u.id as other_id',
      'u.fullname as other_name',
      sql<boolean>`a.agent_id = ${userId}`.as('acts'),
    ])
    .where('a.enabled', '=', true)
    .where((eb) => eb.or([eb('a.principal_id', '=', userId), eb('a.agent_id', '=', userId)]))
    .orderBy('a.create_time');
  const secretaries = db
    .selectFrom('wf_secretary as s')
    .innerJoin('uc_user as u', (j) => j.on(sql<boolean>`u.id = case when s.leader_id = ${userId} then s.secretary_id else s.leader_id end`))
    .select([
      's.id',
      sql<'secretary'>`'secretary'`.as('kind'),
      'u.id as other_id',
      'u.fullname as other_name',
      sql<boolean>`s.secretary_id = ${userId}`.as('acts'),
    ])
    .where('s.enabled', '=', true)
    .where((eb) => eb.or([eb('s.leader_id', '=', userId), eb('s.secretary_id', '=', userId)]))
    .orderBy('s.create_time');
  const [a, s] = await Promise.all([
    (lock ? agents.forUpdate('a') : agents).execute(),
    (lock ? secretaries.forUpdate('s') : secretaries).execute(),
  ]);
  return [...a, ...s];
}

export async function endDelegations(db: Database, agentIds: string[], secretaryIds: string[]): Promise<void> {
  if (agentIds.length) await db.updateTable('wf_agent').set({ enabled: false }).where('id', 'in', agentIds).execute();
  if (secretaryIds.length) await db.updateTable('wf_secretary').set({ enabled: false }).where('id', 'in', secretaryIds).execute();
}

/** Main flow definitions whose approver rules name the account (`user:<account>` on a node). */
export async function definitionsNaming(db: Database, account: string) {
  return db
    .selectFrom('wf_def')
    .select(['id', 'def_key', 'name'])
    .where('is_main', '=', true)
    .where(
      sql<boolean>`jsonb_path_exists(model, '$.nodes.*.assignee[*] ? (@.kind == "user" && @.ref == $acc)', jsonb_build_object('acc', ${account}::text))`,
    )
    .orderBy('def_key')
    .execute();
}
