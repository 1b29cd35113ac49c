import { expect, type APIRequestContext } from '@playwright/test';
import { pathOf, type AnswerOf, type CallInput, type CallSpec } from '../../contract/call';
import { INSTANCE_CALLS } from '../../contract/workflow-instances';
import { LIST_CALLS } from '../../contract/workflow-lists';
import { TASK_CALLS, type CompleteBody } from '../../contract/workflow-tasks';
import { apiSignIn } from './session';

interface Envelope<T> {
  state: boolean;
  code: number | string;
  message?: string;
  value: T;
}
export interface OpenTask {
  id: string;
  nodeId: string;
  name: string;
  assigneeId: string | null;
  ownerId: string | null;
}

/** One signed-in user driving the real server's calls, as the portal does. */
export class Actor {
  private constructor(
    private readonly request: APIRequestContext,
    readonly account: string,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, account: string, password?: string) {
    const { token } = await apiSignIn(request, account, password);
    return new Actor(request, account, token);
  }

  get userId() {
    return `u_${this.account}`;
  }

  async call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown): Promise<Envelope<T>> {
    const res = await this.request.fetch(url, { method, data, headers: { 'P-Auth': this.token, 'P-LangId': 'zh-CN' } });
    return (await res.json()) as Envelope<T>;
  }

  async ok<T>(method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown): Promise<T> {
    const body = await this.call<T>(method, url, data);
    expect(body.state, `${method} ${url}: ${body.message}`).toBe(true);
    return body.value;
  }

  /** A call of the contract (method and path from its description), refused answers failing the test. */
  send<C extends CallSpec>(spec: C, input: CallInput<C>): Promise<AnswerOf<C>> {
    const { params, query, body } = input as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
    const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
    return this.ok<AnswerOf<C>>(spec.method as 'GET' | 'POST' | 'DELETE', `${pathOf(spec, params)}${search}`, body);
  }

  async start(defKey: string, formData: Record<string, unknown>, subject: string) {
    const started = await this.send(INSTANCE_CALLS.start, { body: { defKey, formData, subject } });
    expect(started.instId, `${defKey} started`).toBeTruthy();
    return { ...started, instId: started.instId! };
  }

  openTasks(instId: string) {
    return this.send(TASK_CALLS.byInstId, { query: { instId } });
  }

  complete(taskId: string, actionName: CompleteBody['actionName'], opinion = '', extra: Partial<CompleteBody> = {}) {
    return this.send(TASK_CALLS.complete, { body: { taskId, actionName, opinion, ...extra } });
  }

  status(instId: string) {
    return this.send(INSTANCE_CALLS.status, { query: { instId } });
  }
}

/** The task of a node in the user's own todo list (assigned, or one of its candidates), waiting for it to arrive. */
export async function taskOf(user: Actor, instId: string, nodeId: string): Promise<OpenTask> {
  let found: OpenTask | undefined;
  await expect
    .poll(async () => {
      const page = await user.send(LIST_CALLS.todo, { body: { pageBean: { page: 1, pageSize: 100 } } });
      found = page.rows.find((t) => t.procInstId === instId && t.nodeId === nodeId);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
