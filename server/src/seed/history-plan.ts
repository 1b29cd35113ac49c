/*
 * What the demo history holds: which requests were started, by whom, when, with what form data,
 * and how far each went. Pure and deterministic (a seeded random), relative to a given "now";
 * history.ts plays it through the workflow services. Names and texts are demo data.
 */

export type DemoFlow = 'leaveRequest' | 'expenseClaim' | 'purchaseRequest';

/**
 * How a request goes: approved to the end; still running after `steps` approvals; sent back to
 * the initiator (and then resubmitted and approved, or withdrawn); voted down by the finance
 * countersign (back to the initiator); rejected by HR to the leader and then approved.
 */
export type Outcome = 'end' | 'running' | 'returned' | 'resubmitted' | 'withdrawn' | 'opposed' | 'hrReject';

export interface PlannedRequest {
  account: string;
  flow: DemoFlow;
  outcome: Outcome;
  /** approvals made before the request stops (running only) */
  steps: number;
  startAt: Date;
  /** when its actions happen, the start first: office hours in China, never after now */
  times: Date[];
  urgent: number;
  formData: Record<string, unknown>;
  /** accounts the initiator copies right after starting */
  circulateTo: string[];
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** mulberry32: a small seeded random, so every first start writes the same history. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const between = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo);
const int = (rng: Rng, lo: number, hi: number) => Math.floor(between(rng, lo, hi + 1));
export const ymd = (d: Date) => d.toISOString().slice(0, 10);

const LEAVE_REASONS = [
  '家中有事需要处理',
  '身体不适，需要休息',
  '回老家探亲',
  '孩子开家长会',
  '年度休假，外出旅行',
  '办理个人证件',
  '搬家',
];
const EXPENSE_TEXT: Record<string, { description: string[]; items: string[] }> = {
  travel: {
    description: ['北京客户现场支持差旅', '深圳供应商考察差旅', '成都项目验收出差'],
    items: ['高铁票', '机票', '住宿费', '市内交通'],
  },
  meal: { description: ['季度客户答谢宴请', '合作伙伴来访接待', '项目启动会工作餐'], items: ['餐费', '茶歇'] },
  office: { description: ['部门办公用品采购', '打印耗材补充', '会议室白板与文具'], items: ['打印纸', '硒鼓', '文具', '白板笔'] },
};
const PURCHASES = [
  { itemName: '笔记本电脑', unit: [6999, 8999, 12999], supplier: '北京云启信息技术有限公司' },
  { itemName: '显示器', unit: [1299, 1899, 3999], supplier: '深圳鹏程网络设备有限公司' },
  { itemName: '人体工学椅', unit: [1280, 1680], supplier: '广州白云办公用品有限公司' },
  { itemName: '交换机', unit: [3600, 7800], supplier: '深圳鹏程网络设备有限公司' },
  { itemName: '测试手机', unit: [3999, 5999], supplier: '北京云启信息技术有限公司' },
];
const PURCHASE_REASONS = ['新员工入职配备', '设备老化更换', '项目测试需要', '扩容办公区'];

function leaveData(rng: Rng, at: Date): Record<string, unknown> {
  const days = pick(rng, [0.5, 1, 1, 1.5, 2, 2, 3, 4, 5]);
  const start = new Date(at.getTime() + int(rng, 1, 10) * DAY);
  const end = new Date(start.getTime() + (Math.ceil(days) - 1) * DAY);
  return {
    leaveType: pick(rng, ['annual', 'sick', 'personal']),
    days,
    startDate: ymd(start),
    endDate: ymd(end),
    reason: pick(rng, LEAVE_REASONS),
  };
}

function expenseData(rng: Rng, at: Date, large?: boolean): Record<string, unknown> {
  const expenseType = pick(rng, ['travel', 'meal', 'office'] as const);
  const text = EXPENSE_TEXT[expenseType];
  // a large claim (over 5,000, so the general manager approves it too) has at least two items
  const names = [...text.items].sort(() => rng() - 0.5).slice(0, int(rng, large ? 2 : 1, Math.min(3, text.items.length)));
  const items = names.map((item) => ({ item, itemAmount: Math.round(between(rng, large ? 2600 : 80, large ? 4200 : 1600)) }));
  const amount = items.reduce((s, i) => s + i.itemAmount, 0);
  return {
    expenseType,
    amount,
    occurDate: ymd(new Date(at.getTime() - int(rng, 1, 10) * DAY)),
    description: pick(rng, text.description),
    items,
  };
}

function purchaseData(rng: Rng, at: Date): Record<string, unknown> {
  const p = pick(rng, PURCHASES);
  const quantity = int(rng, 1, 8);
  const unitPrice = pick(rng, p.unit);
  return {
    itemName: p.itemName,
    quantity,
    unitPrice,
    totalAmount: quantity * unitPrice,
    supplier: p.supplier,
    neededBy: ymd(new Date(at.getTime() + int(rng, 7, 30) * DAY)),
    reason: pick(rng, PURCHASE_REASONS),
  };
}

export function formDataFor(rng: Rng, flow: DemoFlow, at: Date, large?: boolean): Record<string, unknown> {
  if (flow === 'leaveRequest') return leaveData(rng, at);
  if (flow === 'expenseClaim') return expenseData(rng, at, large);
  return purchaseData(rng, at);
}

/** UTC hours of the office day in China (09:00-18:00 at UTC+8). */
const OPENS = 1;
const CLOSES = 10;

/**
 * A start `daysAgo` days before now and the moments of the actions after it, each a few hours
 * after the one before, within office hours (the next morning once the office closed). None is
 * after now: a request that runs out of time keeps its actions in the last office minutes.
 */
export function officeTimes(rng: Rng, now: Date, daysAgo: number, count = 14): Date[] {
  const day = new Date(now.getTime() - daysAgo * DAY);
  day.setUTCHours(0, 0, 0, 0);
  let t = day.getTime() + between(rng, OPENS, CLOSES - 1) * HOUR;
  // the last office moment before now: a few minutes ago by day, the last closing time by night
  // and in the first hours of the morning (a late request's moments go up to two hours back)
  const hourNow = (now.getTime() % DAY) / HOUR;
  const lastClose = Math.floor(now.getTime() / DAY) * DAY + CLOSES * HOUR - (hourNow < CLOSES ? DAY : 0);
  const latest = hourNow >= OPENS + 3 && hourNow < CLOSES ? now.getTime() - 10 * 60_000 : lastClose - 10 * 60_000;
  if (t > latest) t = latest - between(rng, 0.2, 2) * HOUR;
  const out: number[] = [t];
  while (out.length < count) {
    t += between(rng, 0.4, 7) * HOUR;
    const hour = (t % DAY) / HOUR;
    if (hour >= CLOSES || hour < OPENS) t = Math.floor(t / DAY) * DAY + (hour >= CLOSES ? DAY : 0) + between(rng, OPENS, OPENS + 2) * HOUR;
    out.push(Math.min(t, latest - (count - out.length) * 60_000));
  }
  // kept in order (a late request's clamped moments are a minute apart)
  for (let i = 1; i < out.length; i++) out[i] = Math.max(out[i], out[i - 1] + 1000);
  return out.map((ms) => new Date(Math.min(ms, now.getTime() - 1000)));
}

/** Requests every demo journey relies on, by initiator: lina, zhangwei, htadmin and wangqiang each have every kind of row. */
const FIXED: Record<string, [flow: DemoFlow, outcome: Outcome, daysAgo: number, steps?: number, large?: boolean][]> = {
  zhangwei: [
    ['leaveRequest', 'end', 24],
    ['expenseClaim', 'end', 19, 0, true],
    ['leaveRequest', 'running', 6],
    ['purchaseRequest', 'running', 9, 2],
    ['leaveRequest', 'returned', 4],
    ['expenseClaim', 'opposed', 12],
    ['leaveRequest', 'resubmitted', 13],
    ['expenseClaim', 'running', 0.4],
  ],
  zhaomin: [
    ['leaveRequest', 'running', 3],
    ['expenseClaim', 'running', 8, 1],
    ['leaveRequest', 'end', 15],
  ],
  wangfang: [['purchaseRequest', 'running', 0.6]],
  yangfan: [['leaveRequest', 'hrReject', 21]],
  lina: [
    ['leaveRequest', 'end', 26],
    ['expenseClaim', 'running', 5, 3, true],
    ['purchaseRequest', 'end', 17],
    ['leaveRequest', 'withdrawn', 10],
  ],
  htadmin: [
    ['expenseClaim', 'end', 22],
    ['leaveRequest', 'running', 2],
    ['purchaseRequest', 'running', 7],
  ],
  wangqiang: [
    ['leaveRequest', 'running', 4],
    ['expenseClaim', 'end', 14, 0, true],
    ['leaveRequest', 'running', 0.3],
  ],
  chenjing: [['expenseClaim', 'running', 6, 3, true]],
  hejing: [['expenseClaim', 'running', 1.5, 3, true]],
};

/** Everyone else who asks for things now and then; lina's team more often. */
const OTHERS = [
  'zhangwei',
  'zhaomin',
  'wangfang',
  'yangfan',
  'huanglei',
  'zhangwei',
  'zhaomin',
  'wangfang',
  'yangfan',
  'huanglei',
  'machao',
  'zhulin',
  'jianghao',
  'xuming',
  'wuhao',
  'lintao',
  'guomin',
  'gaofeng',
  'liangshuang',
  'songjia',
  'shenyue',
  'luolin',
  'zhouqiang',
  'hanmei',
  'xiejun',
  'fengxue',
  'dongjie',
  'liuyang',
  'sunli',
  'caoyang',
  'chenjing',
  'yuanyuan',
  'pengfei',
  'zhengkai',
  'hejing',
  'tangwei',
];
const OUTCOMES: [Outcome, number][] = [
  ['end', 46],
  ['running', 28],
  ['returned', 7],
  ['resubmitted', 6],
  ['withdrawn', 5],
  ['opposed', 4],
  ['hrReject', 4],
];

function weighted(rng: Rng): Outcome {
  let r = rng() * OUTCOMES.reduce((s, [, w]) => s + w, 0);
  for (const [o, w] of OUTCOMES) if ((r -= w) < 0) return o;
  return 'end';
}

/** The requests of the demo history, oldest first. `count` random ones join the fixed ones. */
export function planHistory(now: Date, count = 52, seed = 20261124): PlannedRequest[] {
  const rng = seededRandom(seed);
  const make = (account: string, flow: DemoFlow, outcome: Outcome, daysAgo: number, steps: number, large?: boolean): PlannedRequest => {
    const times = officeTimes(rng, now, daysAgo);
    const startAt = times[0];
    const formData = formDataFor(rng, flow, startAt, large);
    // an HR reject needs the HR node (more than three days); an opposed vote needs the countersign
    if (outcome === 'hrReject' && flow === 'leaveRequest')
      Object.assign(formData, { days: 5, endDate: ymd(new Date(Date.parse(String(formData.startDate)) + 4 * DAY)) });
    const circulateTo =
      rng() < 0.2
        ? [
            pick(
              rng,
              ['lina', 'wangqiang', 'zhaomin', 'htadmin'].filter((a) => a !== account),
            ),
          ]
        : [];
    return { account, flow, outcome, steps, startAt, times, urgent: rng() < 0.12 ? int(rng, 1, 2) : 0, formData, circulateTo };
  };
  const out = Object.entries(FIXED).flatMap(([a, requests]) => requests.map(([f, o, d, s, large]) => make(a, f, o, d, s ?? 0, large)));
  for (let i = 0; i < count; i++) {
    const flow = pick(rng, ['leaveRequest', 'leaveRequest', 'expenseClaim', 'expenseClaim', 'purchaseRequest'] as const);
    let outcome = weighted(rng);
    if (outcome === 'opposed' && flow !== 'expenseClaim') outcome = 'returned';
    if (outcome === 'hrReject' && flow !== 'leaveRequest') outcome = 'end';
    // finished requests started a while ago; running ones any time in the last four weeks
    const daysAgo = outcome === 'running' ? between(rng, 0.1, 27) : between(rng, 2, 28);
    out.push(make(pick(rng, OTHERS), flow, outcome, daysAgo, outcome === 'running' ? int(rng, 0, 3) : 0));
  }
  return out.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
}

export const OPINIONS = {
  agree: ['同意', '同意。', '情况属实，同意', '同意，请按流程办理', '已核对，同意', '同意，注意控制预算'],
  oppose: ['票据不全，不同意', '超出部门预算，不同意'],
  backToStart: ['请补充相关附件后重新提交', '日期填写有误，请修改后再提交', '请说明具体事由'],
  reject: ['请直属领导再确认一下天数'],
  withdraw: ['计划有变，撤回申请'],
  circulate: ['请知悉', '供参考'],
};
