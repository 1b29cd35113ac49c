import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { portalSuite, sessionFor } from './portal-helpers.js';
import { pieces } from '../../server/src/assistant/stream.js';

const suite = portalSuite(['zhangwei', 'lina']);

interface SseEvent {
  event: string;
  data: string;
}
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data };
    });
}

async function ask(question: string, opts: { token?: string; lang?: string; app?: TestContext; timeZone?: string } = {}) {
  const target = opts.app ?? suite.ctx;
  const res = await target.app.inject({
    method: 'POST',
    url: '/assistant/v1/chat/stream',
    headers: {
      'p-auth': opts.token ?? suite.zhangwei.token,
      'p-langid': opts.lang ?? 'zh-CN',
      ...(opts.timeZone ? { 'p-timezone': opts.timeZone } : {}),
    },
    payload: { question, prompt: 'bpmassistant' },
  });
  const events = res.statusCode === 200 ? parseSse(res.body) : [];
  const chunks = events
    .filter((e) => e.event === 'message' && e.data !== '[DONE]')
    .map((e) => (JSON.parse(e.data) as { dataContent: string }).dataContent);
  return { res, events, chunks, answer: chunks[chunks.length - 1] ?? '' };
}

describe('assistant stream', () => {
  it('streams cumulative dataContent chunks ended by [DONE]', async () => {
    const { res, events, chunks } = await ask('流程图里紫色虚线是什么意思');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(chunks.length).toBeGreaterThan(2);
    // every chunk is the whole answer so far: each one extends the previous
    for (let i = 1; i < chunks.length; i++) expect(chunks[i].startsWith(chunks[i - 1])).toBe(true);
    expect(events[events.length - 1]).toEqual({ event: 'message', data: '[DONE]' });
    expect(events.filter((e) => e.data === '[DONE]')).toHaveLength(1);
  });

  it.each([
    ['zh-CN', '流程图里紫色虚线是什么意思', '紫色虚线表示预计要走的路径'],
    ['zh-CN', '怎么切换语言？', '中文、English 和 Bahasa Indonesia'],
    ['zh-CN', '下载的文件在哪里', 'CSV 文件'],
    ['en-US', 'What does the purple dashed line mean?', 'a purple dashed line is the path expected next'],
    ['en-US', 'How do I delegate my approvals?', 'Personal office › My agents'],
    ['id', 'arti garis ungu putus-putus', 'garis ungu putus-putus adalah jalur yang diperkirakan berikutnya'],
    ['id', 'ganti bahasa', 'Bahasa Indonesia'],
  ])('answers from the %s handbook: %s', async (lang, question, fact) => {
    const { answer } = await ask(question, { lang });
    expect(answer).toContain(fact);
    expect(answer).toMatch(/\/portal\/handbook\/[a-z-]+\?lang=/);
  });

  it('looks a question up in the handbook of its own script', async () => {
    const { answer } = await ask('流程图里紫色虚线是什么意思', { lang: 'en-US' });
    expect(answer).toContain('From the handbook page “查看流程图”');
    expect(answer).toContain('紫色虚线表示预计要走的路径');
    expect(answer).toContain('/portal/handbook/flow-chart?lang=zh-CN#s-2');
  });

  it('says so, without inventing, when the handbook has nothing', async () => {
    const zh = (await ask('今天天气怎么样')).answer;
    expect(zh).toContain('使用手册中没有找到');
    const en = (await ask('what is the weather today', { lang: 'en-US' })).answer;
    expect(en).toContain('the handbook has nothing on your question');
  });

  it('refuses bad bodies and callers before streaming', async () => {
    const wrongPrompt = await suite.ctx.app.inject({
      method: 'POST',
      url: '/assistant/v1/chat/stream',
      headers: { 'p-auth': suite.zhangwei.token },
      payload: { question: 'hi', prompt: 'other' },
    });
    expect(wrongPrompt.statusCode).toBe(400);
    const blank = await suite.ctx.app.inject({
      method: 'POST',
      url: '/assistant/v1/chat/stream',
      headers: { 'p-auth': suite.zhangwei.token, 'p-langid': 'en-US' },
      payload: { question: '   ', prompt: 'bpmassistant' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please type a question');
    const anonymous = await suite.ctx.app.inject({
      method: 'POST',
      url: '/assistant/v1/chat/stream',
      payload: { question: 'hi', prompt: 'bpmassistant' },
    });
    expect(anonymous.json()).toMatchObject({ state: false, code: 402 });
  });

  it('cuts answers into pieces that join back to the answer', () => {
    const text = '第一句。第二句很长很长很长很长很长很长很长很长很长很长很长很长很长很长，还有逗号\n- list item one\nEnd.';
    expect(pieces(text).join('')).toBe(text);
    expect(pieces(text).length).toBeGreaterThan(3);
  });
});

// the definition names its step per language (wf:name-*), as the demo definitions do
const ASST_MODEL = JSON.stringify({
  nodes: {
    leader: {
      id: 'leader',
      type: 'userTask',
      name: '部门经理审批',
      names: { 'en-US': 'Department manager approval', id: 'Persetujuan manajer departemen' },
    },
  },
  flows: {},
});

describe('assistant questions about the caller’s own work', () => {
  beforeAll(async () => {
    const name = JSON.stringify({ 'zh-CN': '助手测试请假', 'en-US': 'Assistant test leave', id: 'Cuti uji asisten' });
    const expenseName = JSON.stringify({ 'zh-CN': '助手测试报销', 'en-US': 'Assistant test expense', id: 'Biaya uji asisten' });
    await suite.ctx.db
      .insertInto('wf_def')
      .values([
        { id: 'def_asst', def_key: 'asst_leave', name, version: 1, bpmn_xml: '<definitions/>', model: ASST_MODEL },
        { id: 'def_asst_exp', def_key: 'asst_expense', name: expenseName, version: 1, bpmn_xml: '<definitions/>', model: '{}' },
      ])
      .execute();
    const inst = (id: string, subject: string, status: string, def = 'def_asst') => ({
      id,
      root_id: id,
      def_id: def,
      def_key: def === 'def_asst' ? 'asst_leave' : 'asst_expense',
      def_name: def === 'def_asst' ? name : expenseName,
      subject,
      status,
      creator_id: suite.zhangwei.userId,
      creator_name: '张伟',
      form_data: '{}',
      node_users: '{}',
      reached: '[]',
    });
    await suite.ctx.db
      .insertInto('wf_instance')
      .values([inst('inst_asst_1', '张伟的年假请假申请', 'running'), inst('inst_asst_2', '张伟的出差报销', 'end', 'def_asst_exp')])
      .execute();
    const task = (id: string, assignee: string, status: string) => ({
      id,
      inst_id: 'inst_asst_1',
      root_id: 'inst_asst_1',
      node_id: 'leader',
      name: '部门经理审批',
      group_id: id,
      def_id: 'def_asst',
      def_key: 'asst_leave',
      def_name: name,
      subject: '张伟的年假请假申请',
      creator_id: suite.zhangwei.userId,
      creator_name: '张伟',
      assignee_id: assignee,
      status,
    });
    await suite.ctx.db
      .insertInto('wf_task')
      .values([
        task('task_asst_1', suite.lina.userId, 'todo'),
        task('task_asst_2', suite.lina.userId, 'todo'),
        task('task_asst_3', suite.lina.userId, 'done'),
      ])
      .execute();
  });

  const todoCount = async (userId: string) =>
    Number(
      (
        await suite.ctx.db
          .selectFrom('wf_task')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('assignee_id', '=', userId)
          .where('status', '=', 'todo')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('counts the caller’s real to-dos', async () => {
    const n = await todoCount(suite.lina.userId);
    expect(n).toBeGreaterThanOrEqual(2);
    expect((await ask('我有多少待办？', { token: suite.lina.token })).answer).toContain(`您当前有 ${n} 条待办`);
    const howManyEn = (await ask('How many to-dos do I have?', { token: suite.lina.token, lang: 'en-US' })).answer;
    expect(howManyEn).toContain(`You have ${n} to-dos`);
    expect(howManyEn).not.toContain('部门经理审批');
    expect((await ask('Berapa tugas saya?', { token: suite.lina.token, lang: 'id' })).answer).toContain(`Anda memiliki ${n} tugas`);
    const mine = await todoCount(suite.zhangwei.userId);
    const answer = (await ask('我有多少待办', { token: suite.zhangwei.token })).answer;
    expect(answer).toContain(mine === 0 ? '您当前没有待办' : mine === 1 ? '您当前有 1 条待办' : `您当前有 ${mine} 条待办`);
  });

  it('tells where the caller’s request is, from its open tasks', async () => {
    const answer = (await ask('我的请假申请到哪了？')).answer;
    expect(answer).toContain('张伟的年假请假申请');
    expect(answer).toContain('部门经理审批');
    expect(answer).toContain('李娜');
    expect(answer).not.toContain('出差报销');
    // issue 29: the step is named in the asker's language
    const leaveEn = (await ask('Where is my leave request?', { lang: 'en-US' })).answer;
    expect(leaveEn).toContain('Department manager approval');
    expect(leaveEn).not.toContain('部门经理审批');
    const leaveId = (await ask('Sampai mana permohonan cuti saya?', { lang: 'id' })).answer;
    expect(leaveId).toContain('Persetujuan manajer departemen');
    const en = (await ask('Where is my travel expense request (报销)?', { lang: 'en-US' })).answer;
    expect(en).toContain('张伟的出差报销');
    expect(en).toContain('finished');
  });

  it('dates a request in the asker’s time zone, else in the company’s', async () => {
    // 16:30 UTC: 00:30 the next day in Shanghai (the company's zone), still the same day in Jakarta
    await suite.ctx.db
      .updateTable('wf_instance')
      .set({ create_time: new Date('2026-03-03T16:30:00Z') })
      .where('id', '=', 'inst_asst_1')
      .execute();
    expect((await ask('我的请假申请到哪了？')).answer).toContain('2026-03-04');
    const jakarta = (await ask('我的请假申请到哪了？', { timeZone: 'Asia/Jakarta' })).answer;
    expect(jakarta).toContain('2026-03-03');
    expect(jakarta).not.toContain('2026-03-04');
  });

  it('does not show one user’s requests to another', async () => {
    const answer = (await ask('我的请假申请到哪了？', { token: suite.lina.token })).answer;
    expect(answer).not.toContain('张伟的年假请假申请');
  });
});

describe('assistant with a language model', () => {
  let llm: http.Server;
  let received: { messages: { role: string; content: string }[]; stream: boolean; model: string }[] = [];
  let mode: 'ok' | 'fail' | 'break' = 'ok';
  let llmCtx: TestContext;

  beforeAll(async () => {
    llm = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        if (req.url !== '/v1/chat/completions' || req.headers.authorization !== 'Bearer test-key') {
          res.writeHead(404).end();
          return;
        }
        if (mode === 'fail') {
          res.writeHead(500).end('{"error":"down"}');
          return;
        }
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        const deltas = ['紫色', '虚线', '表示预计路径。'];
        for (const d of deltas) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: d } }] })}\n\n`);
        if (mode === 'break') {
          // a half-closed connection without the final chunk: the stream breaks off mid-answer
          res.write('', () => res.socket?.end());
          return;
        }
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
    const port = (llm.address() as AddressInfo).port;
    llmCtx = await createTestApp({ llm: { baseUrl: `http://127.0.0.1:${port}/v1/`, apiKey: 'test-key', model: 'test-model' } });
  });
  afterAll(async () => {
    await llmCtx?.close();
    await new Promise((resolve) => llm.close(resolve));
  });

  it('sends the retrieved passages and relays the model’s deltas as the answer so far', async () => {
    received = [];
    mode = 'ok';
    const token = (await sessionFor(llmCtx, 'zhangwei')).token;
    const { chunks, events } = await ask('流程图里紫色虚线是什么意思', { app: llmCtx, token });
    expect(chunks).toEqual(['紫色', '紫色虚线', '紫色虚线表示预计路径。']);
    expect(events[events.length - 1].data).toBe('[DONE]');
    expect(received[0]).toMatchObject({ stream: true, model: 'test-model' });
    expect(received[0].messages[0].role).toBe('system');
    expect(received[0].messages[0].content).toContain('紫色虚线表示预计要走的路径');
    expect(received[0].messages[1]).toEqual({ role: 'user', content: '流程图里紫色虚线是什么意思' });
  });

  it('falls back to the retrieval answer when the model fails before answering', async () => {
    mode = 'fail';
    const token = (await sessionFor(llmCtx, 'zhangwei')).token;
    const { answer, events } = await ask('流程图里紫色虚线是什么意思', { app: llmCtx, token });
    expect(answer).toContain('紫色虚线表示预计要走的路径');
    expect(events.some((e) => e.event === 'error')).toBe(false);
  });

  it('ends with an error event when the model breaks off half-way', async () => {
    mode = 'break';
    const token = (await sessionFor(llmCtx, 'zhangwei')).token;
    const { events, chunks } = await ask('流程图里紫色虚线是什么意思', { app: llmCtx, token, lang: 'en-US' });
    expect(chunks[chunks.length - 1]).toBe('紫色虚线表示预计路径。');
    const error = events.find((e) => e.event === 'error');
    expect(error && JSON.parse(error.data)).toEqual({ message: 'Could not get an answer, please try again later' });
    expect(events[events.length - 1].data).toBe('[DONE]');
  });
});

describe('handbook pages', () => {
  it('serves the index without sign-in, in the language asked', async () => {
    const zh = await suite.call({ url: '/portal/handbook/' });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zh.body).toContain('<html lang="zh-CN">');
    expect(zh.body).toContain('处理待办');
    const en = await suite.call({ url: '/portal/handbook/?lang=en-US' });
    expect(en.body).toContain('Handling to-dos');
    const id = await suite.call({ url: '/portal/handbook/', headers: { 'accept-language': 'id' } });
    expect(id.body).toContain('Menangani tugas');
    const redirect = await suite.call({ url: '/portal/handbook?lang=id' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/portal/handbook/?lang=id');
  });

  it('renders a page with anchors and answers 404 for an unknown page', async () => {
    const page = await suite.call({ url: '/portal/handbook/flow-chart?lang=en-US' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Following the flow chart</h1>');
    expect(page.body).toMatch(/<h2 id="s-2">What the colours mean<\/h2>/);
    expect(page.body).toContain('<strong>Legend</strong>');
    expect(page.body).not.toMatch(/<script/i);
    const missing = await suite.call({ url: '/portal/handbook/..%2F..%2Fetc%2Fpasswd' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('手册页面不存在');
  });
});
