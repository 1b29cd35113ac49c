import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { readConfig } from '../config.js';
import type { TaskAction } from '../../../contract/workflow.js';
import { mainDefByKey, pickName } from '../workflow/definitions/repo.js';
import { startProcess } from '../workflow/instances/start.js';
import { circulate, endProcess } from '../workflow/instances/actions.js';
import { completeTask } from '../workflow/tasks/complete.js';
import { HistoryClock } from './history-clock.js';
import { rebuild as rebuildAnalytics } from '../workflow/analytics/service.js';
import { seedHistoryExtras, type HistoryDeps } from './history-extras.js';
import { OPINIONS, planHistory, seededRandom, ymd, type DemoFlow, type PlannedRequest } from './history-plan.js';

const HOUR = 3600_000;
const LANG = 'zh-CN';
const LANES = 4;

interface OpenTask {
  id: string;
  node_id: string;
  assignee_id: string | null;
  sign_index: number | null;
  is_start: boolean;
}

/**
 * A few weeks of approvals, played through the workflow services (start, complete, circulate,
 * end) so engine state, tasks, history, notices and counts agree, then moved back in time by the
 * clock. Runs once, into a new company (after the demo seed); `app_meta.demo_history` records it.
 */
export async function seedHistory(db: Database, now = new Date()): Promise<boolean> {
  const done = await sql<{ value: string }>`select value from app_meta where key = 'demo_history'`.execute(db);
  if (done.rows.length) return false;
  const rows = await db.selectFrom('uc_user').select(['id', 'account', 'fullname', 'is_admin']).where('status', '=', 1).execute();
  const users = new Map(
    rows.map((u) => [
      u.account,
      { id: u.id, account: u.account, fullname: u.fullname, isAdmin: u.is_admin, sessionId: 'seed', postId: null },
    ]),
  );
  const rng = seededRandom(4242);
  const base = readConfig({}, []);
  const h: HistoryDeps = {
    // the summary model is never asked about demo data; the history sends no notices (its tasks count as told)
    deps: { db, config: { ...base, llm: undefined, notify: { ...base.notify, quiet: true } } },
    users,
    byId: new Map([...users.values()].map((u) => [u.id, u])),
    clock: new HistoryClock(base.printTimeZone),
    now,
    pick: (list) => list[Math.floor(rng() * list.length)],
  };
  const names = new Map<DemoFlow, string>();
  for (const key of ['leaveRequest', 'expenseClaim', 'purchaseRequest'] as const) {
    const def = await mainDefByKey(db, key);
    if (!def) return false; // a company without the demo flows gets no history
    names.set(key, pickName(def.name, LANG));
  }
  // a few requests side by side: each waits on the database most of the time
  const plan = planHistory(now).filter((req) => users.has(req.account));
  const instIds = new Map<PlannedRequest, string>();
  let next = 0;
  const lane = async () => {
    while (next < plan.length) {
      const i = next++;
      instIds.set(plan[i], await play(h, plan[i], names.get(plan[i].flow)!, seededRandom(1000 + i)));
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  const played = plan.map((req) => ({ account: req.account, flow: req.flow, outcome: req.outcome, id: instIds.get(req)! }));
  await seedHistoryExtras(h, played);
  await h.clock.apply(db);
  await markRead(db, now);
  // the rollups were counted when the actions ran; the clock has moved them since
  await rebuildAnalytics(h.deps, null);
  await sql`insert into app_meta (key, value) values ('demo_history', ${new Date().toISOString()})`.execute(db);
  return true;
}

/** Older work has been looked at: to-dos and notices from before the last two days are read. */
async function markRead(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 48 * HOUR);
  await db.updateTable('wf_task').set({ is_read: 1 }).where('status', '=', 'todo').where('create_time', '<', before).execute();
  await db.updateTable('wf_notice').set({ is_read: 1 }).where('create_time', '<', before).execute();
}

/** One planned request: started, copied, and handled as far as its outcome says. */
async function play(h: HistoryDeps, req: PlannedRequest, flowName: string, rng: () => number): Promise<string> {
  const initiator = h.users.get(req.account)!;
  const pick = (list: readonly string[]) => list[Math.floor(rng() * list.length)];
  let step = 0;
  const when = () => req.times[Math.min(step++, req.times.length - 1)];
  const subject = `${flowName} - ${initiator.fullname} - ${ymd(req.startAt)}`;
  const started = await h.clock.run(
    when(),
    (r) => r.instId!,
    () =>
      startProcess(h.deps, { user: initiator, lang: LANG }, { defKey: req.flow, formData: req.formData, subject, urgentState: req.urgent }),
  );
  const instId = started.instId!;
  const copyTo = req.circulateTo.map((a) => h.users.get(a)?.id).filter((id): id is string => !!id);
  if (copyTo.length)
    await h.clock.run(when(), instId, () =>
      circulate(h.deps, { user: initiator, lang: LANG }, { instId, userIds: copyTo, opinion: pick(OPINIONS.circulate) }),
    );

  const act = async (task: OpenTask, actionName: TaskAction, opinions: readonly string[], extra: { destination?: string } = {}) => {
    const user = h.byId.get(task.assignee_id ?? '') ?? initiator;
    // leaders are busy people: a leave request waits two of the plan's intervals for its leader
    // (the process analytics' heat map shows that step as the slowest)
    if (req.flow === 'leaveRequest' && task.node_id === 'leaderApprove') when();
    await h.clock.run(when(), instId, () =>
      completeTask(h.deps, { user, lang: LANG }, { taskId: task.id, actionName, opinion: pick(opinions), ...extra }),
    );
  };
  const open = () => openTasks(h.deps.db, instId);
  const agreeUntil = async (stop: (tasks: OpenTask[]) => boolean, max = 20) => {
    for (let i = 0; i < max; i++) {
      const tasks = await open();
      if (!tasks.length || stop(tasks)) return tasks;
      const task = tasks[0];
      if (req.outcome === 'opposed' && task.sign_index !== null) await act(task, 'oppose', OPINIONS.oppose);
      else await act(task, 'agree', OPINIONS.agree);
    }
    return open();
  };
  const backToStart = async () => {
    // a countersign vote cannot send it back, its approver can
    const task = (await open()).find((t) => t.sign_index === null && !t.is_start);
    if (task) await act(task, 'backToStart', OPINIONS.backToStart);
  };

  switch (req.outcome) {
    case 'end':
      await agreeUntil(() => false);
      break;
    case 'running':
      await agreeUntil(() => false, req.steps);
      break;
    case 'returned':
      await backToStart();
      break;
    case 'resubmitted': {
      await backToStart();
      const start = (await open()).find((t) => t.is_start);
      if (start) await act(start, 'reSubmit', ['已补充，重新提交']);
      await agreeUntil(() => false);
      break;
    }
    case 'withdrawn':
      await backToStart();
      await h.clock.run(when(), instId, () =>
        endProcess(h.deps, { user: initiator, lang: LANG }, { instId, opinion: pick(OPINIONS.withdraw) }),
      );
      break;
    case 'opposed':
      // the finance votes go against it: the claim returns to the initiator
      await agreeUntil((tasks) => tasks.some((t) => t.is_start));
      break;
    case 'hrReject': {
      const tasks = await agreeUntil((o) => o.some((t) => t.node_id === 'hrApprove'));
      const hr = tasks.find((t) => t.node_id === 'hrApprove');
      if (hr) await act(hr, 'reject', OPINIONS.reject, { destination: 'leaderApprove' });
      await agreeUntil(() => false);
      break;
    }
  }
  return instId;
}

/** Open tasks of a request (and its sub flows) in a stable order: node, vote, person. */
async function openTasks(db: Database, rootId: string): Promise<OpenTask[]> {
  const rows = await db
    .selectFrom('wf_task')
    .select(['id', 'node_id', 'assignee_id', 'sign_index', 'is_start', 'create_time'])
    .where('root_id', '=', rootId)
    .where('status', '=', 'todo')
    .orderBy('create_time')
    .orderBy('node_id')
    .orderBy('sign_index')
    .orderBy('assignee_id')
    .execute();
  // several approvers of one node share a group: one of them acts
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.node_id + r.sign_index) ? false : (seen.add(r.node_id + r.sign_index), true)));
}
