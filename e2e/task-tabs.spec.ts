import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { openSignedIn } from './support/session';
import { Actor, taskOf } from './support/workflow';
import { INSTANCE_CALLS } from '../contract/workflow-instances';
import { SECRETARY_CALLS } from '../contract/workflow-secretaries';
import { TASK_CALLS } from '../contract/workflow-tasks';

const leave = (reason: string) => ({ leaveType: 'personal', days: 1, startDate: '2026-12-07', endDate: '2026-12-07', reason });

/** The subject each tab must list for lina, keyed by tab label (zh-CN). */
type Expectations = Array<[label: string, subject: string]>;

/**
 * Gives lina at least one row on every tab of the task workspace: tasks to do, done and delegated,
 * her leader's to-do and done (she is his secretary), a collected, circulated and received
 * instance, a draft and her own requests.
 */
async function seedEveryTab(request: APIRequestContext) {
  const tag = `e2e 标签页 ${Date.now()}`;
  const zhangwei = await Actor.signIn(request, 'zhangwei');
  const lina = await Actor.signIn(request, 'lina');
  const s = {
    todo: `${tag} 待办`,
    done: `${tag} 已办`,
    delegated: `${tag} 转办`,
    draft: `${tag} 草稿`,
    leaderTodo: `${tag} 领导待办`,
    leaderDone: `${tag} 领导已办`,
  };
  const todo = await zhangwei.start('leaveRequest', leave('待办'), s.todo);
  const done = await zhangwei.start('leaveRequest', leave('已办'), s.done);
  const delegated = await zhangwei.start('leaveRequest', leave('转办'), s.delegated);
  await taskOf(lina, todo.instId, 'leaderApprove');
  await lina.complete((await taskOf(lina, done.instId, 'leaderApprove')).id, 'agree', '同意');
  const toDelegate = await taskOf(lina, delegated.instId, 'leaderApprove');
  await lina.send(TASK_CALLS.delegate, { body: { taskId: toDelegate.id, agentId: 'u_zhaomin', opinion: '请代为处理' } });
  await lina.send(INSTANCE_CALLS.collect, { body: { instId: todo.instId, collect: true } });
  await lina.send(INSTANCE_CALLS.circulate, { body: { instId: todo.instId, userIds: ['u_zhaomin'] } });
  await zhangwei.send(INSTANCE_CALLS.circulate, { body: { instId: done.instId, userIds: ['u_lina'] } });
  await lina.send(INSTANCE_CALLS.start, { body: { defKey: 'leaveRequest', formData: leave('草稿'), subject: s.draft, draft: true } });

  // lina's own requests go to her leader, who makes her his secretary
  const mine = await lina.start('leaveRequest', leave('领导待办'), s.leaderTodo);
  const mineDone = await lina.start('leaveRequest', leave('领导已办'), s.leaderDone);
  const [first] = await lina.openTasks(mine.instId);
  const leader = await Actor.signIn(request, first.assigneeId!.replace(/^u_/, ''));
  await leader.send(SECRETARY_CALLS.save, { body: { secretaryId: lina.userId } });
  await leader.complete((await taskOf(leader, mineDone.instId, first.nodeId)).id, 'agree', '同意');

  const tabs: Expectations = [
    ['待办事项', s.todo],
    ['领导待办', s.leaderTodo],
    ['已办事项', s.done],
    ['领导已办', s.leaderDone],
    ['我的转办', s.delegated],
    ['流程概览', s.todo],
    ['我的收藏', s.todo],
    ['我的草稿', s.draft],
    ['我的传阅', s.todo],
    ['传阅给我', s.done],
    ['我的申请', s.leaderTodo],
  ];
  return tabs;
}

/** Opens a tab of the workspace: on the strip when it shows there, else through the strip's overflow menu. */
async function openTab(page: Page, label: string) {
  // the workspace's own tabs, not the shell's visited-route tabs above it
  const tab = page.getByRole('main').getByRole('tab', { name: label, exact: true });
  const strip = page.locator('.ant-card .ant-tabs-nav-wrap').first();
  const [box, visible] = await Promise.all([tab.boundingBox(), strip.boundingBox()]);
  const onStrip = box && visible && box.x >= visible.x - 1 && box.x + box.width <= visible.x + visible.width + 1;
  if (onStrip) await tab.click();
  else {
    await page.locator('.ant-card .ant-tabs-nav-more').first().hover();
    await page.getByRole('option', { name: label, exact: true }).click();
  }
  await expect(page.getByRole('main').getByRole('tab', { name: label, exact: true, selected: true })).toBeAttached();
  await page.mouse.move(0, 0);
}

/** The tab shows the subject in a row (or, on the overview, on a flow card) and no error. */
async function expectRows(page: Page, subject: string, cards = false) {
  const shown = cards ? page.getByRole('link', { name: subject }) : page.getByRole('row').filter({ hasText: subject });
  await expect(shown.first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '出错' })).toHaveCount(0);
  await expect(page.getByText('Sorry, something went wrong')).toHaveCount(0);
  await expect(page.getByRole('menu').first()).toBeVisible();
}

test('every tab of my tasks opens after the to-do tab, with rows, without an error', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1440, height: 900 });
  // the seeding signs in through its own request context: the browser's cookies stay lina's
  const tabs = await seedEveryTab(request);

  await openSignedIn(page, 'lina', '/front/matter/myTask');
  await expectRows(page, tabs[0][1]);
  for (const [label, subject] of tabs.slice(1)) {
    await test.step(label, async () => {
      await openTab(page, label);
      await expectRows(page, subject, label === '流程概览');
    });
  }
  // and back to the to-do tab from the last one
  await openTab(page, '待办事项');
  await expectRows(page, tabs[0][1]);
  expect(errors).toEqual([]);

  // my requests and circulated items: their own pages with two tabs each
  for (const [path, pairs] of [
    ['/front/matter/myRequest', [tabs[10], tabs[7]]],
    ['/front/matter/circulate', [tabs[9], tabs[8]]],
  ] as const) {
    await page.goto(path);
    await expectRows(page, pairs[0][1]);
    await openTab(page, pairs[1][0]);
    await expectRows(page, pairs[1][1]);
    await openTab(page, pairs[0][0]);
    await expectRows(page, pairs[0][1]);
  }
  expect(errors).toEqual([]);
});
