import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { apiSignIn, openSignedIn, signInThroughLoginPage } from './support/session';

/**
 * Issue 30, as a company's IT does it on its first day, in Chinese and in English: htadmin creates a department (lina
 * leads it) with a post, a role that sees one menu item, and a person in the department with the post and the role.
 * The person signs in with the password shown once and sees exactly what the role and everyone's items give; their
 * leave request goes to the department's leader. Then they leave: the hand-over preview lists their open to-do, the
 * confirm moves it to the leader with a history row, and they can no longer sign in.
 */

type Texts = Record<string, unknown>;
const texts = (lang: string, ns: string): Texts =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'locales', lang, `${ns}.json`), 'utf8')) as Texts;
/** The text of a dotted key with {{params}} filled in. */
function tr(all: Texts, key: string, params: Record<string, string> = {}): string {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Texts | undefined)?.[k], all);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, p: string) => params[p] ?? '');
}

const LANGS = [
  { lang: 'zh-CN', analytics: '流程分析', flowAdmin: '流程管理', flowDef: '流程定义', sysAdmin: '系统管理', ok: /^(确\s?定|OK)$/ },
  {
    lang: 'en-US',
    analytics: 'Process analytics',
    flowAdmin: 'Process administration',
    flowDef: 'Process definitions',
    sysAdmin: 'System administration',
    ok: /^OK$/,
  },
] as const;

let address = 40;
async function contextPage(browser: Browser, lang: string): Promise<Page> {
  address += 1;
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.232.${address}.1` } });
  await context.addInitScript((l) => localStorage.setItem('tr_language', l), lang);
  return context.newPage();
}

/** Types into a search picker (by its accessible name) and takes the option holding `pick`. */
async function choose(page: Page, scope: Locator, label: string, search: string, pick: string | RegExp = search) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  const option = page
    .locator('.ant-select-dropdown:visible')
    .locator('.ant-select-item-option-content, .ant-select-tree-title')
    .filter({ hasText: pick })
    .first();
  await option.click();
  await page.keyboard.press('Escape');
}

for (const L of LANGS) {
  test(`${L.lang}: a department, a post, a role with one menu item and a person; their request reaches the leader; they leave and their to-do goes with a history row`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const org = texts(L.lang, 'adminOrg');
    const users = texts(L.lang, 'adminUsers');
    const dep = texts(L.lang, 'departures');
    const stamp = `${Date.now().toString(36)}${L.lang === 'zh-CN' ? 'z' : 'e'}`;
    const unit = `E2E ${L.lang === 'zh-CN' ? '测试部' : 'Test unit'} ${stamp}`;
    const post = `E2E ${L.lang === 'zh-CN' ? '专员' : 'Officer'} ${stamp}`;
    const role = `E2E role ${stamp}`;
    const account = `e2e_${stamp}`;
    const person = `E2E ${L.lang === 'zh-CN' ? '新同事' : 'Newcomer'} ${stamp}`;

    const admin = await contextPage(browser, L.lang);
    await openSignedIn(admin, 'htadmin', '/front/sysAdmin/org', 'Admin@2026');

    // the department under the top unit, led by lina, with a post
    const tree = admin.getByRole('tree', { name: tr(org, 'org.tree') });
    await tree.locator('.ant-tree-treenode').first().locator('.ant-tree-node-content-wrapper').click();
    await admin.getByRole('button', { name: tr(org, 'org.addChild') }).click();
    let dialog = admin.getByRole('dialog').filter({ hasText: tr(org, 'common.code') });
    await dialog.getByLabel(tr(org, 'common.code')).fill(`e2e_${stamp}`);
    await dialog.getByLabel(tr(org, 'common.name')).fill(unit);
    await dialog.getByRole('button', { name: L.ok }).or(dialog.locator('.ant-btn-primary')).first().click();
    await expect(dialog).toBeHidden();
    await admin
      .getByRole('searchbox', { name: tr(org, 'org.search') })
      .or(admin.getByLabel(tr(org, 'org.search')))
      .first()
      .fill(stamp);
    await tree.getByText(unit).click();
    await expect(admin.getByText(unit).last()).toBeVisible();
    await admin.getByRole('button', { name: tr(org, 'org.edit') }).click();
    dialog = admin.getByRole('dialog', { name: tr(org, 'org.edit') });
    await choose(admin, dialog, tr(org, 'org.leaders'), 'lina', /李娜/);
    await dialog.locator('.ant-btn-primary').click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText(/李娜 \(lina\)/)).toBeVisible();
    await admin.getByRole('button', { name: tr(org, 'posts.add') }).click();
    dialog = admin.getByRole('dialog', { name: tr(org, 'posts.add') });
    await dialog.getByLabel(tr(org, 'common.code')).fill(`e2e_post_${stamp}`);
    await dialog.getByLabel(tr(org, 'common.name')).fill(post);
    await dialog.locator('.ant-btn-primary').click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('cell', { name: post, exact: true })).toBeVisible();

    // the role, and the one menu item it sees beyond everyone's
    await admin.goto('/front/sysAdmin/roles');
    await admin.getByRole('button', { name: tr(org, 'roles.add') }).click();
    dialog = admin.getByRole('dialog', { name: tr(org, 'roles.add') });
    await dialog.getByLabel(tr(org, 'common.code')).fill(`e2e_role_${stamp}`);
    await dialog.getByLabel(tr(org, 'common.name')).fill(role);
    await dialog.locator('.ant-btn-primary').click();
    await expect(dialog).toBeHidden();
    await admin.getByRole('button', { name: tr(org, 'roles.open', { name: role }) }).click();
    await admin.getByRole('tab', { name: tr(org, 'menus.title'), exact: true }).click();
    const grants = admin.getByRole('tree', { name: tr(org, 'menus.tree', { name: role }) });
    await grants.getByRole('checkbox', { name: tr(org, 'menus.grantItem', { name: L.flowAdmin }) }).check();
    await grants.getByRole('checkbox', { name: tr(org, 'menus.grantItem', { name: L.analytics }) }).check();
    await admin.getByRole('button', { name: tr(org, 'menus.save') }).click();
    await expect(admin.getByText(tr(org, 'menus.saved'))).toBeVisible();

    // the person, in the department, with the post and the role; the first password is shown once
    await admin.goto('/front/sysAdmin/users');
    await admin.getByRole('button', { name: tr(users, 'add') }).click();
    dialog = admin.getByRole('dialog', { name: tr(users, 'edit.titleNew') });
    await dialog.getByLabel(tr(users, 'field.account')).fill(account);
    await dialog.getByLabel(tr(users, 'field.fullname')).fill(person);
    await choose(admin, dialog, tr(users, 'field.mainOrg'), stamp, unit);
    await choose(admin, dialog, tr(users, 'field.mainPost'), stamp, post);
    await choose(admin, dialog, tr(users, 'field.roles'), stamp, role);
    await dialog.locator('.ant-btn-primary').click();
    const shown = admin.getByTestId('generated-password');
    await expect(shown).toBeVisible();
    const password = (await shown.textContent())!.trim();
    expect(password.length).toBeGreaterThanOrEqual(8);
    await admin.keyboard.press('Escape');

    // the person signs in and sees exactly that: everyone's items and the one item of the role, nothing of the admins
    const newcomer = await contextPage(browser, L.lang);
    await signInThroughLoginPage(newcomer, account, password);
    const menu = newcomer.getByRole('navigation').or(newcomer.locator('.ant-menu').first()).first();
    await expect(menu.getByText(L.flowAdmin)).toBeVisible();
    await menu.getByText(L.flowAdmin).click();
    await expect(menu.getByText(L.analytics)).toBeVisible();
    await expect(menu.getByText(L.flowDef)).toHaveCount(0);
    await expect(menu.getByText(L.sysAdmin)).toHaveCount(0);

    // their leave request goes to the department's leader, lina
    const { token } = await apiSignIn(newcomer.request, account, password);
    const subject = `e2e leave ${stamp}`;
    const started = await newcomer.request.post('/runtime/instance/v1/start', {
      headers: { 'P-Auth': token },
      data: {
        defKey: 'leaveRequest',
        subject,
        formData: { leaveType: 'annual', days: 1, startDate: '2031-03-03', endDate: '2031-03-03', reason: 'e2e', phone: '13800001234' },
      },
    });
    expect(started.status(), await started.text()).toBe(200);
    const lina = await apiSignIn(admin.request, 'lina');
    const todoOf = async (who: string) => {
      const res = await admin.request.post('/runtime/task/v1/getTodoList', {
        headers: { 'P-Auth': who },
        data: { pageBean: { page: 1, pageSize: 50 }, querys: [] },
      });
      return ((await res.json()) as { value: { rows: { id: string; subject: string; procInstId: string }[] } }).value.rows.filter(
        (r) => r.subject === subject,
      );
    };
    await expect.poll(async () => (await todoOf(lina.token)).length, { timeout: 30_000 }).toBe(1);

    // the person holds a to-do when they leave: the administrators' reassignment gives them lina's
    const htadmin = await apiSignIn(admin.request, 'htadmin', 'Admin@2026');
    const [task] = await todoOf(lina.token);
    const me = await newcomer.request.post('/api/user/v1/user/getByAccount', {
      headers: { 'P-Auth': token },
      params: { account },
      data: {},
    });
    const userId = ((await me.json()) as { value: { id: string } }).value.id;
    const moved = await admin.request.post('/runtime/task/v1/setTaskExecutors', {
      headers: { 'P-Auth': htadmin.token },
      data: { taskId: task.id, userIds: [userId], opinion: 'e2e' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await expect.poll(async () => (await todoOf(token)).length, { timeout: 30_000 }).toBe(1);

    // they leave: the preview lists the to-do and whom it goes to, the confirm moves it with a history row
    await admin.reload();
    await admin
      .getByRole('searchbox', { name: tr(users, 'filter.text') })
      .or(admin.getByLabel(tr(users, 'filter.text')))
      .first()
      .fill(account);
    await admin.keyboard.press('Enter');
    const row = admin.getByRole('row').filter({ hasText: account });
    await expect(row).toHaveCount(1);
    await row
      .getByRole('button', { name: tr(users, 'action.more') })
      .or(row.getByRole('button', { name: tr(users, 'action.menu', { name: person }) }))
      .first()
      .click();
    await admin.getByRole('menuitem', { name: tr(users, 'action.depart') }).click();
    const leaving = admin.getByRole('dialog').filter({ hasText: subject });
    await expect(leaving).toBeVisible();
    await expect(leaving.getByText(/李娜/).first()).toBeVisible();
    await leaving.getByRole('button', { name: new RegExp(tr(dep, 'confirm.departed').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await expect(leaving).toBeHidden();
    await expect.poll(async () => (await todoOf(lina.token)).length, { timeout: 30_000 }).toBe(1);
    // the request's history names the hand-over
    const [back] = await todoOf(lina.token);
    const history = await admin.request.get('/runtime/instance/v1/instanceFlowOpinions', {
      headers: { 'P-Auth': lina.token },
      params: { instId: back.procInstId },
    });
    expect(await history.text()).toContain(person);

    // and they can no longer sign in
    const refused = await newcomer.request.post('/auth/login', { data: { account, password } });
    expect(((await refused.json()) as { state: boolean }).state).toBe(false);
  });
}
