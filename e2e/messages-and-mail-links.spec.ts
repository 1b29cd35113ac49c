import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import PostalMime from 'postal-mime';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { MESSAGE_CALLS } from '../contract/messages';
import { NOTIFY_CALLS } from '../contract/notify';
import { OPINION_CALLS } from '../contract/workflow-opinions';
import { LIST_CALLS } from '../contract/workflow-lists';

const LEAVE = { leaveType: 'annual', days: 2, startDate: '2026-12-01', endDate: '2026-12-02', reason: 'e2e messages' };

test('a new task reaches the approver as a message and a badge within 2 s; opening it leads to the form and the badge drops', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const subject = `e2e message ${Date.now()}`;
  const zhangwei = await Actor.signIn(request, 'zhangwei');
  const linaApi = await Actor.signIn(request, 'lina');
  // a known starting point: lina has read everything
  expect((await linaApi.call('GET', MESSAGE_CALLS.markAll.path)).state).toBe(true);

  // lina is on the home page of her own browser
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.231.0.2' } });
  const lina = await context.newPage();
  await openSignedIn(lina, 'lina', '/front/home');
  await expect(lina.getByRole('button', { name: '没有未读消息' })).toBeVisible();

  // zhangwei's request reaches her: the bell counts it within 2 s, without a reload
  const { instId } = await zhangwei.start('leaveRequest', LEAVE, subject);
  await expect(lina.getByRole('button', { name: '1 条未读消息' })).toBeVisible({ timeout: 2_000 });

  // the message centre lists it under "待办" with its deep link
  await lina.goto('/front/personal/message');
  await lina.getByRole('tab', { name: /待办/ }).click();
  const row = lina.getByRole('row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row.getByText('未读')).toBeVisible();

  // opening it opens the approval form of the task and marks it read: the badge drops
  const [form] = await Promise.all([context.waitForEvent('page'), row.getByText(subject).click()]);
  await form.waitForLoadState();
  await expect(form).toHaveURL(/approvalForm\?taskId=/);
  await expect(lina.getByRole('button', { name: '没有未读消息' })).toBeVisible({ timeout: 5_000 });
  await expect(row.getByText('已读')).toBeVisible();

  // leave nothing open for later journeys
  await linaApi.complete((await taskOf(linaApi, instId, 'leaderApprove')).id, 'agree', 'ok');
  await context.close();
});

const port = process.env.E2E_PORT ?? '18181';
const infoFile = path.join(os.tmpdir(), `portal-e2e-mail-${port}.json`);

function mailServer(): { imap: { port: number }; password: string } | null {
  return fs.existsSync(infoFile) ? JSON.parse(fs.readFileSync(infoFile, 'utf8')) : null;
}

/** The text of the newest mail in the account's inbox whose subject holds `subject`, or null. */
async function mailText(account: string, subject: string): Promise<string | null> {
  const server = mailServer()!;
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: server.imap.port,
    secure: false,
    auth: { user: `${account}@example.com`, pass: server.password },
    logger: false,
  });
  await client.connect();
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
      let found: Buffer | undefined;
      if (client.mailbox && client.mailbox.exists)
        for await (const m of client.fetch('1:*', { envelope: true, source: true }))
          if (m.envelope?.subject?.includes(subject) && m.source) found = m.source;
      return found ? ((await PostalMime.parse(found)).text ?? '') : null;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}

test('lina approves a task from the link in the mail notice, and the link refuses a second use', async ({ browser, request }) => {
  // CI installs Dovecot, so there a missing mail server fails the test; elsewhere (no Dovecot) it is skipped
  if (process.env.CI) expect(mailServer(), 'the e2e server runs the test mail server').not.toBeNull();
  else test.skip(!mailServer(), 'the e2e server runs no test mail server (Dovecot not installed)');
  test.setTimeout(180_000);
  const subject = `e2e mail link ${Date.now()}`;
  const zhangwei = await Actor.signIn(request, 'zhangwei');
  const linaApi = await Actor.signIn(request, 'lina');

  // task notices are not mailed by default: lina switches them on (in English), and gets her choices back afterwards
  const before = await linaApi.send(NOTIFY_CALLS.getSetting, {});
  expect(before.emailAvailable).toBe(true);
  expect(before.email).toBe('lina@example.com');
  const restore = {
    lang: before.lang as 'zh-CN' | 'en-US' | 'id',
    emailCategories: before.emailCategories,
    webhookCategories: before.webhookCategories,
    webhookUrl: before.webhookUrl,
  };
  await linaApi.send(NOTIFY_CALLS.saveSetting, {
    body: { ...restore, lang: 'en-US', emailCategories: [...new Set([...before.emailCategories, 'task'])] },
  });
  const context = await browser.newContext({ locale: 'en-US' });
  let instId = '';
  try {
    ({ instId } = await zhangwei.start('leaveRequest', { ...LEAVE, reason: 'e2e mail link' }, subject));

    // the notice reaches lina's mailbox with an agree link
    let text: string | null = null;
    await expect
      .poll(async () => (text = await mailText('lina', subject)), { timeout: 60_000, intervals: [1_000, 2_000, 3_000] })
      .not.toBeNull();
    const agree = /^Agree: (\S+\/notify\/mail\/\S+)$/m.exec(text!)?.[1];
    expect(agree, text!).toBeTruthy();
    expect(text!).toMatch(/^Reject: \S+\/notify\/mail\/\S+$/m);

    // not signed in, she opens it: the confirm page shows the request; reading it decides nothing
    const page = await context.newPage();
    await page.goto(agree!);
    await expect(page.getByRole('heading', { name: 'Confirm your decision' })).toBeVisible();
    await expect(page.getByText(subject)).toBeVisible();
    await taskOf(linaApi, instId, 'leaderApprove');
    await page.getByLabel('Opinion').fill('Agreed from my mail');
    await page.getByRole('button', { name: 'Confirm: agree' }).click();
    await expect(page.getByRole('status')).toHaveText(`You agreed to "${subject}". The history shows it as decided from mail.`);

    // the task is decided: the history shows lina's agreement from mail, her todo list no longer holds it
    const history = await zhangwei.send(OPINION_CALLS.ofInstance, { query: { instId } });
    const mine = history.find((o) => o.nodeId === 'leaderApprove' && o.auditor === linaApi.userId);
    expect(mine).toMatchObject({ status: 'agree', via: 'mail', opinion: 'Agreed from my mail' });
    const todo = await linaApi.send(LIST_CALLS.todo, { body: { pageBean: { page: 1, pageSize: 100 } } });
    expect(todo.rows.filter((t) => t.procInstId === instId && t.nodeId === 'leaderApprove')).toEqual([]);

    // the link refuses a second use: opened again, and posted again
    const again = await page.goto(agree!);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This link has already been used and cannot be used again.');
    const posted = await request.post(agree!, { form: { opinion: 'again' }, headers: { 'Accept-Language': 'en-US' } });
    expect(posted.status()).toBe(410);
    expect(await posted.text()).toContain('This link has already been used and cannot be used again.');
    expect(
      (await zhangwei.send(OPINION_CALLS.ofInstance, { query: { instId } })).filter(
        (o) => o.auditor === linaApi.userId && o.status === 'agree',
      ),
    ).toHaveLength(1);
  } finally {
    await context.close();
    await linaApi.send(NOTIFY_CALLS.saveSetting, { body: restore });
  }
});
