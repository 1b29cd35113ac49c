import { test, expect } from './support/test';
import { apiSignIn, openSignedIn } from './support/session';
import { fillLeaveDates, submitLeaveForm } from './support/leave-form';
import { INSTANCE_CALLS } from '../contract/workflow-instances';

test('a −3-day leave ending before it starts is stopped at the form with the rules’ messages, and never reaches the leader', async ({
  page,
  request,
}) => {
  const subject = `e2e 负数请假 ${Date.now()}`;
  await openSignedIn(page, 'zhangwei', '/front/matter/approvalForm?defKey=leaveRequest');
  await submitLeaveForm(page, { subject, days: '-3', startDate: '2026-12-05', endDate: '2026-12-01', reason: '测试不合理的请假' });

  await expect(page.getByText('请假天数至少为 0.5 天')).toBeVisible();
  await expect(page.getByText('结束日期不能早于开始日期')).toBeVisible();
  await expect(page.getByText('流程已发起')).toHaveCount(0);

  // the server says the same to a caller that skips the form, in the caller's language
  const { token } = await apiSignIn(request, 'zhangwei');
  const res = await request.post(INSTANCE_CALLS.start.path, {
    headers: { 'P-Auth': token, 'P-LangId': 'en-US' },
    data: {
      defKey: 'leaveRequest',
      subject,
      formData: { leaveType: 'annual', days: -3, startDate: '2026-12-05', endDate: '2026-12-01', reason: 'x' },
    },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { message: string }).message).toBe('Days must be between 0.5 and 365');

  // the days are corrected within the dates: the request goes
  await fillLeaveDates(page, '2026-12-01', '2026-12-02');
  await page.getByLabel('请假天数').fill('3');
  await expect(page.getByText('请假天数不能超过开始日期到结束日期的天数')).toBeVisible();
  await page.getByLabel('请假天数').fill('1.5');
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('流程已发起')).toBeVisible();
});
