import type { Page } from '@playwright/test';

/** The leave dates of the start form, each typed and confirmed with Enter as a person does in the date picker. */
export async function fillLeaveDates(page: Page, startDate: string, endDate: string) {
  await page.getByLabel('开始日期').fill(startDate);
  await page.getByLabel('开始日期').press('Enter');
  await page.getByLabel('结束日期').fill(endDate);
  await page.getByLabel('结束日期').press('Enter');
}

/** Fills the leave request's start form (annual leave) as a person does and submits it. */
export async function submitLeaveForm(
  page: Page,
  form: { subject: string; days: string; startDate: string; endDate: string; reason: string },
) {
  await page.getByPlaceholder(/标题/).fill(form.subject);
  await page.getByLabel('请假类型').click();
  await page.locator('.ant-select-item-option', { hasText: '年假' }).click();
  await page.getByLabel('请假天数').fill(form.days);
  await fillLeaveDates(page, form.startDate, form.endDate);
  await page.getByLabel('请假事由').fill(form.reason);
  await page.getByRole('button', { name: /提\s*交/ }).click();
}
