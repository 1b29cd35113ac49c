import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import { LEAVE, start, workflowSuite } from './workflow-support.js';
import { useJobWorker, waitFor } from './timers-support.js';

const { ctx, zhangwei, lina, chenjing, caoyang, sunli } = workflowSuite(['zhangwei', 'lina', 'chenjing', 'caoyang', 'sunli']);

const mails: { to: string; subject: string; text: string; html: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      void PostalMime.parse(Buffer.concat(chunks)).then((m) => {
        mails.push({ to: session.envelope.rcptTo[0]?.address ?? '', subject: m.subject ?? '', text: m.text ?? '', html: m.html ?? '' });
        done();
      });
    });
  },
});

const hits: { path: string; body: string; headers: http.IncomingHttpHeaders }[] = [];
const hooks = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    hits.push({ path: req.url ?? '', body, headers: req.headers });
    res.statusCode = req.url === '/fail' ? 500 : 200;
    res.end('ok');
  });
});
let hookBase = '';

beforeAll(async () => {
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => hooks.listen(0, '127.0.0.1', r));
  hookBase = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}`;
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  Object.assign(ctx.config.notify, {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    publicUrl: 'http://portal.test',
    webhookAllowPrivate: true,
    attempts: 3,
    retrySeconds: 1,
    webhookPerMinute: 2,
  });
});
useJobWorker(ctx);
afterAll(async () => {
  await new Promise<void>((r) => smtp.close(() => r()));
  await new Promise<void>((r) => hooks.close(() => r()));
});

const save = (c: typeof lina, body: Record<string, unknown>) =>
  c.post('/innermsg/notifySetting/v1/save', { lang: 'en-US', emailCategories: [], webhookCategories: [], webhookUrl: null, ...body });
const deliveries = async (c: typeof lina) => (await c.get('/innermsg/notifySetting/v1/deliveries')).body.value as Record<string, unknown>[];

describe('notice channels', () => {
  it('a new task mails its assignee in her language with agree / reject / open links, and posts a signed webhook', async () => {
    const saved = await save(lina, { emailCategories: ['task'], webhookCategories: ['task'], webhookUrl: `${hookBase}/lina` });
    expect(saved.status).toBe(200);
    const secret = saved.body.value.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect((await lina.get('/innermsg/notifySetting/v1/get')).body.value).toMatchObject({ emailAvailable: true, hasSecret: true });
    expect((await lina.get('/innermsg/notifySetting/v1/get')).body.value.secret).toBeUndefined();

    await start(zhangwei, 'leaveRequest', LEAVE);
    const mail = await waitFor(async () => mails.find((m) => m.to === 'lina@example.com'), 15_000, 'the mail');
    expect(mail.subject).toMatch(/^New task: /);
    const links = [...mail.text.matchAll(/^(Agree|Reject|Open in the portal): (\S+)$/gm)].map((m) => [m[1], m[2]]);
    expect(links.map(([l]) => l)).toEqual(['Agree', 'Reject', 'Open in the portal']);
    expect(links[0][1]).toMatch(/^http:\/\/portal\.test\/notify\/mail\/[\w-]{43}$/);
    expect(links[2][1]).toMatch(/^http:\/\/portal\.test\/front\/matter\/approvalForm\?taskId=/);
    expect(mail.html).toContain(links[0][1]);
    const confirm = await ctx.app.inject({ method: 'GET', url: new URL(links[0][1]).pathname });
    expect(confirm.statusCode).toBe(200);

    const hit = await waitFor(async () => hits.find((h) => h.path === '/lina'), 15_000, 'the webhook');
    const expected = `sha256=${crypto.createHmac('sha256', secret).update(hit.body).digest('hex')}`;
    expect(hit.headers['x-portal-signature']).toBe(expected);
    expect(Number(hit.headers['x-portal-timestamp'])).toBeGreaterThan(0);
    const payload = JSON.parse(hit.body);
    expect(payload).toMatchObject({ event: 'message.created', category: 'task', ids: { userId: lina.userId } });
    expect(payload.subject).toMatch(/^New task/);
    await waitFor(async () => (await deliveries(lina)).filter((d) => d.status === 'sent').length >= 2, 10_000, 'both sent');
  });

  it('a target answering 500 is retried with backoff, then marked failed in the user delivery log', async () => {
    expect((await save(chenjing, { webhookCategories: ['cc'], webhookUrl: `${hookBase}/fail` })).status).toBe(200);
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    expect((await zhangwei.post('/runtime/instance/v1/circulate', { instId, userIds: [chenjing.userId] })).status).toBe(200);
    const failed = await waitFor(async () => (await deliveries(chenjing)).find((d) => d.status === 'failed'), 25_000, 'failed');
    expect(failed).toMatchObject({ channel: 'webhook', category: 'cc', attempts: 3, lastError: 'HTTP 500' });
    expect(hits.filter((h) => h.path === '/fail')).toHaveLength(3);
  });

  it('rate-limits per target: over the limit deliveries wait queued, none is dropped', async () => {
    expect((await save(caoyang, { webhookCategories: ['cc'], webhookUrl: `${hookBase}/rate` })).status).toBe(200);
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    for (let i = 0; i < 4; i++)
      expect((await zhangwei.post('/runtime/instance/v1/circulate', { instId, userIds: [caoyang.userId] })).status).toBe(200);
    await waitFor(async () => hits.filter((h) => h.path === '/rate').length >= 2, 10_000, 'two sent');
    await new Promise((r) => setTimeout(r, 2000));
    expect(hits.filter((h) => h.path === '/rate')).toHaveLength(2);
    const log = await deliveries(caoyang);
    expect(log.filter((d) => d.status === 'sent')).toHaveLength(2);
    expect(log.filter((d) => d.status === 'queued')).toHaveLength(2);
  });

  it('refuses webhook targets that are not http(s) or lead to private addresses when not allowed', async () => {
    expect((await save(caoyang, { webhookUrl: 'ftp://example.com/x' })).status).toBe(400);
    ctx.config.notify.webhookAllowPrivate = false;
    try {
      const res = await save(caoyang, { webhookUrl: 'http://127.0.0.1:9/x' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/private/);
    } finally {
      ctx.config.notify.webhookAllowPrivate = true;
    }
    // only administrators set the company webhook
    expect((await caoyang.get('/innermsg/notifySetting/v1/companyHook')).status).toBe(403);
  });

  it('before anything is saved, the settings offer mails in the language the caller reads', async () => {
    // sunli has saved nothing
    expect((await sunli.get('/innermsg/notifySetting/v1/get', 'id')).body.value.lang).toBe('id');
    expect((await sunli.get('/innermsg/notifySetting/v1/get', 'en-US')).body.value.lang).toBe('en-US');
  });
});
