import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { apiSignIn, openSignedIn, DEMO_PASSWORD } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { SEARCH_CALLS } from '../contract/search';
import { LIST_CALLS } from '../contract/workflow-lists';

const CJK = /[\u4e00-\u9fff]/;

const TEXTS = {
  'en-US': {
    home: 'Home',
    startProcess: 'Start a process',
    newTag: 'New',
    leaveType: 'Leave type',
    published: 'Published',
    appTile: 'My tasks',
    personalMenu: 'Personal menu',
    personalInfo: 'Personal information',
    dataScope: 'Own data only',
  },
  id: {
    home: 'Beranda',
    startProcess: 'Mulai proses',
    newTag: 'Baru',
    leaveType: 'Jenis cuti',
    published: 'Diterbitkan',
    appTile: 'Tugas saya',
    personalMenu: 'Menu pribadi',
    personalInfo: 'Informasi pribadi',
    dataScope: 'Hanya data sendiri',
  },
} as const;
type Lang = keyof typeof TEXTS;

/** Every Chinese text of the demo organisation, documents and requests: names of people, organisations, posts, roles, document titles, subjects. */
async function demoData(request: APIRequestContext): Promise<string[]> {
  const { token } = await apiSignIn(request, 'htadmin', 'Admin@2026');
  const headers = { 'P-Auth': token, 'P-LangId': 'zh-CN' };
  const page = { pageBean: { page: 1, pageSize: 500 } };
  const calls = [
    request.post('/api/user/v1/users/queryUserWithMainOrgPost', { headers, data: page }),
    request.post('/api/org/v1/orgs/getOrgPage', { headers, data: page }),
    request.post('/api/org/v1/orgPosts/getOrgPostPage', { headers, data: page }),
    request.post('/api/role/v1/roles/getRolePage', { headers, data: page }),
    request.post(SEARCH_CALLS.docList.path, { headers, data: { pageBean: { page: 1, pageSize: 100 } } }),
  ];
  // the demo history's requests: only their subjects, written by their initiators (admins see every instance)
  const requests = request.post(LIST_CALLS.processOverview.path, { headers, data: { pageBean: { page: 1, pageSize: 500 } } });
  const found = new Set<string>();
  const collect = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      // document labels are interface text, not data: they must be translated
      if (CJK.test(value) && !/Label$/.test(key)) found.add(value);
    } else if (Array.isArray(value)) value.forEach((v) => collect(v));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => collect(v, k));
  };
  for (const res of await Promise.all(calls)) collect((await res.json()).value);
  for (const row of ((await (await requests).json()).value?.rows ?? []) as { subject?: string }[]) if (row.subject) found.add(row.subject);
  return [...found].sort((a, b) => b.length - a.length);
}

/** Lines of the visible page text that still hold Chinese once the demo data is taken out. */
async function chineseOutsideData(page: Page, data: string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const d of data) text = text.split(d).join('');
  return text.split('\n').filter((line) => CJK.test(line));
}

async function pageIn(browser: Browser, locale: Lang, ip: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  return context.newPage();
}

test('English chosen on the login page gives an English portal', async ({ page }) => {
  await page.goto('/login?redirect=%2Ffront%2Fhome');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByRole('link', { name: 'English' }).click();
  await page.locator('input[name="account"]').fill('zhangwei');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/front/') && !url.hash.includes('utoken'));
  await expect(page.getByRole('menuitem', { name: 'Home' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // the choice stays after a reload (stored like a choice made inside the portal)
  await page.reload();
  await expect(page.getByRole('menuitem', { name: 'Home' })).toBeVisible();
});

for (const [lang, ip] of [
  ['en-US', '10.210.0.1'],
  ['id', '10.210.0.2'],
] as const) {
  test(`a browser in ${lang} with no stored choice gets the portal in ${lang}, without Chinese outside the data`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = TEXTS[lang];
    const data = await demoData(request);
    const zhangwei = await Actor.signIn(request, 'zhangwei');
    const subject = `e2e languages ${lang} ${Date.now()}`;
    const { instId } = await zhangwei.start(
      'leaveRequest',
      { leaveType: 'annual', days: 2, startDate: '2026-12-01', endDate: '2026-12-02', reason: 'Family matters' },
      subject,
    );
    const lina = await Actor.signIn(request, 'lina');
    const task = await taskOf(lina, instId, 'leaderApprove');

    const page = await pageIn(browser, lang, ip);
    await openSignedIn(page, 'lina', '/front/matter/startProcess');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('menuitem', { name: t.home })).toBeVisible();

    // the side menu keeps the whole title beside a whole New tag
    const item = page.getByRole('menuitem').filter({ hasText: t.startProcess });
    await expect(item.getByText(t.newTag, { exact: true })).toBeVisible();
    const title = item.getByText(t.startProcess, { exact: true });
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(page.getByText('Leave request').or(page.getByText('Permohonan cuti')).first()).toBeVisible();
    expect(await chineseOutsideData(page, data)).toEqual([]);

    await page.goto('/front/matter/myTask');
    // the task workspace is a lazy page of its own: give a loaded machine time to fetch it
    await expect(page.getByText(subject).first()).toBeVisible({ timeout: 30_000 });
    expect(await chineseOutsideData(page, data)).toEqual([]);

    await page.goto(`/front/matter/approvalForm?taskId=${encodeURIComponent(task.id)}`);
    await expect(page.getByText(t.leaveType).first()).toBeVisible({ timeout: 30_000 });
    expect(await chineseOutsideData(page, data)).toEqual([]);

    await page.goto('/front/appContent');
    await expect(page.getByRole('link', { name: t.appTile })).toBeVisible();
    expect(await chineseOutsideData(page, data)).toEqual([]);

    await page.goto('/front/documents');
    await expect(page.getByText(t.published).first()).toBeVisible();
    expect(await chineseOutsideData(page, data)).toEqual([]);

    await page.getByRole('button', { name: t.personalMenu }).click();
    await page.getByRole('menuitem', { name: t.personalInfo }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(t.dataScope)).toBeVisible();
    expect(await chineseOutsideData(page, data)).toEqual([]);
    await page.context().close();
  });
}
