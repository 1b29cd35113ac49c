import { beforeAll, describe, expect, it } from 'vitest';
import { complete, LEAVE, start, todoOf, workflowSuite } from './workflow-support.js';
import { issueLinks } from '../../server/src/notify/links.js';

const { ctx, zhangwei, lina } = workflowSuite(['zhangwei', 'lina']);

beforeAll(() => {
  Object.assign(ctx.config.notify, { publicUrl: 'http://portal.test' });
});

const page = (token: string, lang = 'en-US') =>
  ctx.app.inject({ method: 'GET', url: `/notify/mail/${token}`, headers: { 'accept-language': lang } });
const decide = (token: string, opinion = '', lang = 'en-US') =>
  ctx.app.inject({
    method: 'POST',
    url: `/notify/mail/${token}`,
    headers: { 'accept-language': lang, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ opinion }).toString(),
  });
const taskStatus = async (id: string) =>
  (await ctx.db.selectFrom('wf_task').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

/** A new leave request and mail links for lina's task. */
async function linked() {
  const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
  const [task] = await todoOf(lina, instId);
  const links = await issueLinks(ctx.db, task.id, lina.userId, `d-${task.id}`);
  return { instId, task, links };
}

describe('approve from the mail', () => {
  it('GET shows the request and decides nothing; POST agrees as the user, once; history says from mail', async () => {
    const { instId, task, links } = await linked();
    expect(links.agree.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const stored = await ctx.db.selectFrom('notify_mail_token').select('token_hash').where('task_id', '=', task.id).execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(links.agree);
    for (let i = 0; i < 2; i++) {
      const res = await page(links.agree);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Confirm: agree');
      expect(res.body).toContain('method="post"');
    }
    expect(await taskStatus(task.id)).toBe('todo');

    const done = await decide(links.agree, 'Fine by me');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('decided from mail');
    expect(await taskStatus(task.id)).toBe('done');
    const history = (await zhangwei.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body.value as {
      taskId: string;
      status: string;
      via?: string;
      auditor: string;
    }[];
    const row = history.find((h) => h.taskId === task.id && h.status === 'agree')!;
    expect(row).toMatchObject({ via: 'mail', auditor: lina.userId });

    const again = await decide(links.agree, 'again');
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('already been used');
    // the sibling reject link died with it; refusals speak the reader's language
    const sibling = await page(links.reject, 'zh-CN');
    expect(sibling.statusCode).toBe(410);
    expect(sibling.body).toContain('已被使用');
  });

  it('refuses after 72 hours and when someone else decided the task first', async () => {
    const a = await linked();
    await ctx.db
      .updateTable('notify_mail_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('task_id', '=', a.task.id)
      .execute();
    const expired = await decide(a.links.agree);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expired');
    expect(await taskStatus(a.task.id)).toBe('todo');

    const b = await linked();
    expect((await complete(lina, b.task.id)).status).toBe(200);
    const decided = await decide(b.links.agree);
    expect(decided.statusCode).toBe(410);
    expect(decided.body).toContain('already been handled');

    expect((await page('not-a-real-token-at-all')).statusCode).toBe(404);
  });

  it('reject needs an opinion, then returns the request; two concurrent uses: exactly one wins', async () => {
    const { task, links } = await linked();
    const empty = await decide(links.reject, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please give an opinion');
    expect(await taskStatus(task.id)).toBe('todo');
    const both = await Promise.all([decide(links.reject, 'No budget'), decide(links.reject, 'No budget')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    expect(await taskStatus(task.id)).toBe('done');
    const action = await ctx.db.selectFrom('wf_task').select('action').where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(['reject', 'backToStart']).toContain(action.action);
  });
});
