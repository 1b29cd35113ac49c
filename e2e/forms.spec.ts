import { test, expect } from './support/test';
import { openSignedIn } from './support/session';

/**
 * The form-service pages signed in as zhangwei: form preview, data template form (add + edit),
 * drafts, query preview and application content, each with real content, never the
 * "not available yet" page.
 */
test.describe('forms and data templates', () => {
  test('zhangwei opens the five form pages and adds then edits a supplier', async ({ page }) => {
    const notAvailable = page.getByText('该页面暂未开放');

    await openSignedIn(page, 'zhangwei', '/front/formPreview/leaveForm');
    await expect(page.getByText('设计预览')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'hrRemark' })).toBeVisible();
    await expect(notAvailable).toHaveCount(0);

    await page.goto('/front/templatePreview/supplierRows/-/1');
    await expect(page.getByText('上海华东钢材贸易有限公司')).toBeVisible();
    await expect(page.getByText('查询结果（10）')).toBeVisible();

    await page.goto('/front/templateDraftList/supplier/1');
    await expect(page.getByText('我的草稿：供应商名录')).toBeVisible();
    await expect(page.getByText('南京金陵印务有限公司')).toBeVisible();

    await page.goto('/front/appContent');
    await expect(page.getByRole('link', { name: '我的待办' })).toBeVisible();
    await expect(notAvailable).toHaveCount(0);

    // add a row
    const name = `厦门海沧物流有限公司 ${Date.now()}`;
    await page.goto('/front/templateForm/supplier/add');
    await expect(page.getByText('新增数据：供应商名录')).toBeVisible();
    await page.getByLabel('供应商名称').fill(name);
    await page.getByLabel('统一社会信用代码').fill('91350205MA31TQ8K2N');
    await page.getByRole('combobox', { name: '供应类别' }).click();
    await page.getByTitle('服务').click();
    await page.getByLabel('联系人').fill('林晓燕');
    await page.getByLabel('联系电话').fill('12345');
    await page
      .getByRole('button', { name: '保 存' })
      .or(page.getByRole('button', { name: '保存', exact: true }))
      .click();
    // the server refuses the phone number with a clear message
    await expect(page.locator('.ant-alert').getByText(/联系电话格式不正确/)).toBeVisible();
    await page.getByLabel('联系电话').fill('0592-6512873');
    await page
      .getByRole('button', { name: '保 存' })
      .or(page.getByRole('button', { name: '保存', exact: true }))
      .click();
    await expect(page).toHaveURL(/\/front\/templateForm\/supplier\/get\/[0-9a-f-]+$/);
    await expect(page.getByText('查看数据：供应商名录')).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();

    // edit it
    await page
      .getByRole('button', { name: '编 辑' })
      .or(page.getByRole('button', { name: '编辑', exact: true }))
      .click();
    await expect(page).toHaveURL(/\/front\/templateForm\/supplier\/edit\//);
    // the add page stays alive (hidden) beside this one; each record page has field ids of its own
    await page.getByLabel('所在城市').filter({ visible: true }).fill('厦门');
    expect(await page.locator('[id$="_city"]').count()).toBe(
      new Set(await page.locator('[id$="_city"]').evaluateAll((els) => els.map((e) => e.id))).size,
    );
    await page
      .getByRole('button', { name: '保 存' })
      .or(page.getByRole('button', { name: '保存', exact: true }))
      .click();
    await expect(page).toHaveURL(/\/get\//);
    await expect(page.getByText('厦门', { exact: true }).filter({ visible: true })).toBeVisible();

    // and find it in the register
    await page.goto('/front/templatePreview/supplierRows/-/1');
    await page.getByRole('textbox', { name: '供应商名称' }).fill('海沧物流');
    await page
      .getByRole('button', { name: '查 询' })
      .or(page.getByRole('button', { name: '查询', exact: true }))
      .click();
    await expect(page.getByText(name)).toBeVisible();
  });
});
