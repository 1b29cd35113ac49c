import { test, expect } from './support/test';
import { ADMIN, openSignedIn } from './support/session';

/**
 * Process analytics (issue 17): an administrator opens the analytics of the leave request; after the
 * seeded history the heat map on its diagram shows the leader's step as the slowest (the label of the
 * top node and the line under the chart say so; colours are not read).
 */
test('the heat map of the leave request shows the leader step as the slowest', async ({ page }) => {
  // a busy machine: the page, bpmn-js and the figures come in their own chunks and calls
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openSignedIn(page, ADMIN.account, '/front/flowAdmin/analytics', ADMIN.password);
  await expect(page.getByRole('combobox', { name: '流程' })).toBeVisible({ timeout: 60_000 });
  const top = page.getByTestId('heat-top');
  await expect(top).toHaveAttribute('data-node-id', 'leaderApprove', { timeout: 30_000 });
  await expect(top).toHaveAttribute('data-metric', 'median');
  await expect(top).toContainText('最慢环节');
  // the diagram is drawn with a label per step; the top one is the leader's, at the highest level
  const label = page.locator('.fc-node-label[data-top="true"]');
  await expect(label).toHaveAttribute('data-node-id', 'leaderApprove', { timeout: 30_000 });
  await expect(label).toHaveAttribute('data-level', '5');
  await expect(label).toContainText('中位');
  await expect(page.locator('.djs-element[data-element-id="leaderApprove"]')).toBeVisible();
  // issue 29.18: the edges are plain solid lines, not the dashed purple of a predicted path
  const edges = page.locator('.djs-connection');
  expect(await edges.count()).toBeGreaterThan(2);
  await expect(page.locator('.fc-edge-predicted, .fc-predicted')).toHaveCount(0);
  const looks = await edges.evaluateAll((els) =>
    els.map((el) => {
      const path = el.querySelector('.djs-visual > path')!;
      const style = getComputedStyle(path);
      return { dash: style.strokeDasharray, stroke: style.stroke };
    }),
  );
  for (const look of looks) {
    expect(look.dash === 'none' || look.dash === '' || look.dash === '0').toBe(true);
    expect(look.stroke).not.toBe('rgb(114, 46, 209)');
  }
  // the legend reads without colour: every level has its number
  const legend = page.getByRole('list', { name: '各环节耗时中位数' });
  await expect(legend.getByText('5', { exact: true })).toBeVisible();
  await expect(page.getByText('发起', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('analytics-nodes').locator('.ant-table-row').first()).toContainText('审批');
});
