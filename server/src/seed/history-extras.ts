import type { AppDeps, CurrentUser } from '../lib/context.js';
import { startProcess } from '../workflow/instances/start.js';
import { circulate } from '../workflow/instances/actions.js';
import { delegateTask } from '../workflow/tasks/handover.js';
import { instanceForRead } from '../workflow/instances/access.js';
import { insertDemoMessage } from '../messages/seed.js';
import type { HistoryClock } from './history-clock.js';
import { formDataFor, OPINIONS, seededRandom, type DemoFlow, type Outcome } from './history-plan.js';

const DAY = 24 * 3600_000;
const LANG = 'zh-CN';

/** What the history's steps share: the services' dependencies, the demo users, the clock. */
export interface HistoryDeps {
  deps: Pick<AppDeps, 'db' | 'config'>;
  users: Map<string, CurrentUser>;
  byId: Map<string, CurrentUser>;
  clock: HistoryClock;
  now: Date;
  pick: (list: readonly string[]) => string;
}

export interface PlayedRequest {
  account: string;
  flow: DemoFlow;
  outcome: Outcome;
  id: string;
}

/** Copies sent by the demo journeys' users: [who, whose request, to whom, days ago]. */
const COPIES: [string, string, string, number][] = [
  ['zhangwei', 'zhangwei', 'zhaomin', 8],
  ['lina', 'zhaomin', 'wangqiang', 0.5],
  ['lina', 'lina', 'zhangwei', 1.2],
  ['zhangwei', 'zhangwei', 'lina', 0.3],
  ['htadmin', 'htadmin', 'lina', 6],
  ['wangqiang', 'wangqiang', 'htadmin', 1],
];

/** Drafts: [account, flow, days ago, subject]. */
const DRAFTS: [string, DemoFlow, number, string][] = [
  ['zhangwei', 'leaveRequest', 1, '下月年假（草稿）'],
  ['zhangwei', 'purchaseRequest', 5, '测试手机采购'],
  ['lina', 'expenseClaim', 2, '团队建设费用报销'],
  ['htadmin', 'purchaseRequest', 3, '机房 UPS 电池更换'],
  ['wangqiang', 'expenseClaim', 1.5, '上海客户拜访差旅'],
  ['zhaomin', 'leaveRequest', 0.8, '病假补录'],
];

/** Collections: each user keeps two requests, the own ones and others they handled or received. */
const COLLECTORS = ['zhangwei', 'lina', 'htadmin', 'wangqiang', 'zhaomin'];

/** Inner messages of the last weeks: [from, to, read by, days ago, subject, content]. */
const MESSAGES: [string | null, string[], string[], number, string, string][] = [
  [
    'lina',
    ['zhangwei', 'zhaomin', 'wangfang'],
    ['zhangwei', 'zhaomin'],
    6,
    '本周迭代计划',
    '<p>本周重点：审批门户首页改版与待办列表性能优化，请在周三前完成评审。</p>',
  ],
  [
    'wangqiang',
    ['lina', 'zhengkai', 'hejing', 'tangwei', 'htadmin'],
    ['lina', 'htadmin'],
    3,
    '月度经营会议通知',
    '<p>本月经营会议定于周五上午 9:30，请各中心准备经营数据。</p>',
  ],
  [null, ['lina', 'wangqiang', 'htadmin'], [], 0.4, '审批超时提醒', '<p>您有待办已超过办理时限，请尽快处理。</p>'],
  ['chenjing', ['zhangwei', 'lina'], ['lina'], 1, '报销单据补充说明', '<p>差旅报销请附上行程单，招待费请注明客户单位。</p>'],
];

export async function seedHistoryExtras(h: HistoryDeps, played: PlayedRequest[]): Promise<void> {
  const { db } = h.deps;
  const ago = (days: number) => new Date(h.now.getTime() - days * DAY);
  const user = (account: string) => h.users.get(account);
  const rng = seededRandom(99);

  for (const [from, whose, to, days] of COPIES) {
    const sender = user(from);
    const receiver = user(to);
    const req = played.find((p) => p.account === whose && p.outcome === 'running') ?? played.find((p) => p.account === whose);
    if (!sender || !receiver || !req) continue;
    await h.clock.run(ago(days), req.id, () =>
      circulate(h.deps, { user: sender, lang: LANG }, { instId: req.id, userIds: [receiver.id], opinion: h.pick(OPINIONS.circulate) }),
    );
  }

  await handOver(h, 'lina', 'zhangwei', ago(2));

  for (const [account, flow, days, subject] of DRAFTS) {
    const u = user(account);
    if (!u) continue;
    const formData = formDataFor(rng, flow, ago(days));
    delete formData.reason; // not finished yet
    const { draftId } = await startProcess(h.deps, { user: u, lang: LANG }, { defKey: flow, formData, subject, draft: true });
    await db
      .updateTable('wf_draft')
      .set({ create_time: ago(days), update_time: ago(days) })
      .where('id', '=', draftId!)
      .execute();
  }

  for (const account of COLLECTORS) {
    const u = user(account);
    if (!u) continue;
    const own = played.filter((p) => p.account === account).slice(0, 1);
    const others = played.filter((p) => p.account !== account);
    const candidates = [...own, ...others];
    let kept = 0;
    for (const p of candidates) {
      if (kept >= 2) break;
      if (!(await visible(h, u, p.id))) continue;
      await db
        .insertInto('wf_collection')
        .values({ user_id: u.id, inst_id: p.id, create_time: ago(1 + kept * 4) })
        .onConflict((oc) => oc.doNothing())
        .execute();
      kept++;
    }
  }

  for (const [i, [from, to, readBy, days, subject, content]] of MESSAGES.entries()) {
    const sender = from ? user(from) : undefined;
    const receivers = to.map(user).filter((u): u is CurrentUser => !!u);
    if (!receivers.length) continue;
    await insertDemoMessage(db, {
      id: `msg_history_${i + 1}`,
      subject,
      content,
      type: sender ? 'notice' : 'system',
      from: sender ?? null,
      at: ago(days),
      to: receivers,
      readBy,
      readAfterMs: 2 * 3600_000,
      // the system's own reminder reads in each reader's language; colleagues' messages are their own words
      key: sender ? undefined : 'messages.demo.overdue',
    });
  }
}

/** The leader hands her oldest open task of someone else's request to a team member (转办). */
async function handOver(h: HistoryDeps, from: string, to: string, at: Date): Promise<void> {
  const owner = h.users.get(from);
  const agent = h.users.get(to);
  if (!owner || !agent) return;
  const task = await h.deps.db
    .selectFrom('wf_task')
    .select(['id', 'root_id'])
    .where('assignee_id', '=', owner.id)
    .where('status', '=', 'todo')
    .where('sign_index', 'is', null)
    .where('is_start', '=', false)
    .where('creator_id', '<>', agent.id)
    .orderBy('create_time')
    .executeTakeFirst();
  if (!task) return;
  await h.clock.run(at, task.root_id, () =>
    delegateTask(h.deps, { user: owner, lang: LANG }, { taskId: task.id, agentId: agent.id, opinion: '请协助处理' }),
  );
}

async function visible(h: HistoryDeps, u: CurrentUser, instId: string): Promise<boolean> {
  return instanceForRead(h.deps.db, u, instId).then(
    () => true,
    () => false,
  );
}
