import { useTestUsers, type TestContext } from './support/test-app.js';
import { issueSession } from '../../server/src/identity/sessions.js';

/** Answers are read field by field in assertions; a loose type keeps the tests short. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Answer<T = Loose> {
  status: number;
  body: { state: boolean; code: number | string; message?: string; value: T };
}

export interface Client {
  userId: string;
  token: string;
  get<T = Loose>(url: string, lang?: string): Promise<Answer<T>>;
  post<T = Loose>(url: string, body?: unknown, lang?: string): Promise<Answer<T>>;
  del<T = Loose>(url: string): Promise<Answer<T>>;
}

/** Signs a demo user in directly (a session row, as /auth/login would write) and returns a small client. */
export async function as(ctx: TestContext, account: string): Promise<Client> {
  const user = await ctx.db.selectFrom('uc_user').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  const { token } = await issueSession(ctx.db, ctx.config, user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, lang = 'en-US') => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: { 'p-auth': token, 'p-langid': lang, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    let parsed: Loose;
    try {
      parsed = res.json();
    } catch {
      parsed = { raw: res.body };
    }
    return { status: res.statusCode, body: parsed };
  };
  return {
    userId: user.id,
    token,
    get: (url, lang) => call('GET', url, undefined, lang),
    post: (url, body = {}, lang) => call('POST', url, body, lang),
    del: (url) => call('DELETE', url),
  };
}

/**
 * A workflow test file's app and a signed-in client per account named, filled before its tests:
 * `const { ctx, htadmin: admin, zhangwei } = workflowSuite(['htadmin', 'zhangwei']);`
 */
export const workflowSuite = <const A extends string>(accounts: readonly A[]) => useTestUsers(accounts, as);

export const LEAVE = { leaveType: 'annual', days: 5, startDate: '2026-03-02', endDate: '2026-03-06', reason: 'Family trip' };
export const EXPENSE = {
  expenseType: 'travel',
  amount: 1280.5,
  occurDate: '2026-02-10',
  description: 'Client visit in Shanghai',
  items: [{ item: 'Train', itemAmount: 553 }],
};
export const PURCHASE = {
  itemName: 'Laptop',
  quantity: 2,
  unitPrice: 6500,
  totalAmount: 13000,
  supplier: 'ACME',
  neededBy: '2026-04-01',
  reason: 'New hires',
};

export async function todo(c: Client, querys: unknown[] = []) {
  const res = await c.post('/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 50 }, querys });
  return res.body.value.rows as Loose[];
}

export async function todoOf(c: Client, instId: string) {
  return (await todo(c)).filter((t) => t.procInstId === instId);
}

export async function start(c: Client, defKey: string, formData: Record<string, unknown>) {
  const res = await c.post('/runtime/instance/v1/start', { defKey, formData });
  if (res.status !== 200) throw new Error(`start ${defKey} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.value as {
    instId: string;
    newTasks: { id: string; nodeId: string; assigneeId: string | null }[];
    prop1: string;
    subject: string;
  };
}

export async function complete(c: Client, taskId: string, actionName = 'agree', extra: Record<string, unknown> = {}) {
  return c.post('/runtime/task/v1/complete', { taskId, actionName, opinion: 'ok', ...extra });
}

export async function instanceStatus(c: Client, instId: string) {
  return (await c.get(`/runtime/instance/v1/getInstanceStatus?instId=${instId}`)).body.value;
}
