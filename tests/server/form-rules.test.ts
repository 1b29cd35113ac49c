import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { storeOldLeaveForm } from './support/leave-form.js';
import { as, complete, EXPENSE, LEAVE, PURCHASE, start, todoOf, type Client } from './workflow-support.js';
import { FORM_PATHS } from '../../contract/forms.js';
import { withForms } from '../../server/src/forms/tables.js';
import { seedFormRules } from '../../server/src/seed/form-rules.js';

let ctx: TestContext;
let zhangwei: Client, lina: Client;

beforeAll(async () => {
  ctx = await createTestApp();
  [zhangwei, lina] = await Promise.all(['zhangwei', 'lina'].map((a) => as(ctx, a)));
});
afterAll(() => ctx.close());

const count = async (table: 'wf_instance' | 'wf_task' | 'wf_draft') =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const rowCount = async () =>
  Number(
    (
      await withForms(ctx.db)
        .selectFrom('form_template_row')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The −3-day leave of the review, and its end before its start. */
const NONSENSE = { ...LEAVE, days: -3, startDate: '2026-03-06', endDate: '2026-03-02' };

describe('business rules of the demo forms', () => {
  it.each([
    // the field's bounds (0.5 to 365 days) refuse it before the business rules are read
    ['zh-CN', '「请假天数」应在 0.5 到 365 之间'],
    ['en-US', 'Days must be between 0.5 and 365'],
    ['id', 'Jumlah hari harus antara 0.5 dan 365'],
  ])('refuses the −3-day leave with a 400 in %s and stores nothing', async (lang, message) => {
    const before = await Promise.all([count('wf_instance'), count('wf_task')]);
    const res = await zhangwei.post('/runtime/instance/v1/start', { defKey: 'leaveRequest', formData: NONSENSE }, lang);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ state: false, message });
    expect(await Promise.all([count('wf_instance'), count('wf_task')])).toEqual(before);
  });

  it.each([
    [
      'leaveRequest',
      { ...LEAVE, days: 2, startDate: '2026-03-06', endDate: '2026-03-02' },
      'The end date may not be before the start date',
    ],
    ['leaveRequest', { ...LEAVE, days: 6 }, 'The days may not exceed the calendar days from the start date to the end date'],
    ['leaveRequest', { ...LEAVE, days: 1.3 }, 'Leave is counted in half days (e.g. 1, 1.5, 2)'],
    ['expenseClaim', { ...EXPENSE, amount: 0 }, 'The amount must be more than 0'],
    ['expenseClaim', { ...EXPENSE, items: [{ item: 'Taxi', itemAmount: -5 }] }, 'Items, row 1: An item amount must be more than 0'],
    ['purchaseRequest', { ...PURCHASE, quantity: 1.5, totalAmount: 9750 }, 'The quantity must be a whole number of at least 1'],
    ['purchaseRequest', { ...PURCHASE, totalAmount: 12000 }, 'The total must equal quantity × unit price'],
  ])('refuses %s data breaking a rule (%#)', async (defKey, formData, message) => {
    const before = await count('wf_instance');
    const res = await zhangwei.post('/runtime/instance/v1/start', { defKey, formData });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await count('wf_instance')).toBe(before);
  });

  it('accepts a half day and a leave as long as its dates', async () => {
    await expect(
      start(zhangwei, 'leaveRequest', { ...LEAVE, days: 0.5, startDate: '2026-03-02', endDate: '2026-03-02' }),
    ).resolves.toMatchObject({ instId: expect.any(String) });
    await expect(start(zhangwei, 'leaveRequest', { ...LEAVE, days: 5 })).resolves.toMatchObject({ instId: expect.any(String) });
  });

  it('keeps a draft as it is, but refuses to start it', async () => {
    // within the fields' bounds, but ending before it starts
    const BACKWARDS = { ...NONSENSE, days: 0.5 };
    const saved = await zhangwei.post('/runtime/instance/v1/start', { defKey: 'leaveRequest', formData: BACKWARDS, draft: true });
    expect(saved.status).toBe(200);
    const draftId = saved.body.value.draftId as string;
    const before = await Promise.all([count('wf_instance'), count('wf_draft')]);
    const res = await zhangwei.post('/runtime/instance/v1/start', { defKey: 'leaveRequest', formData: BACKWARDS, draftId }, 'zh-CN');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('结束日期不能早于开始日期');
    expect(await Promise.all([count('wf_instance'), count('wf_draft')])).toEqual(before);
  });

  it('refuses a resubmission with changed data breaking a rule, and changes nothing', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [leader] = await todoOf(lina, instId);
    expect((await complete(lina, leader.id, 'backToStart', { opinion: 'dates?' })).status).toBe(200);
    const [again] = await todoOf(zhangwei, instId);
    const version = async () =>
      await ctx.db.selectFrom('wf_instance').select(['form_data', 'form_data_version']).where('id', '=', instId).executeTakeFirstOrThrow();
    const stored = await version();
    const res = await complete(zhangwei, again.id, 'reSubmit', { formData: { endDate: '2026-03-01' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The end date may not be before the start date');
    expect(await version()).toEqual(stored);
    expect(await todoOf(zhangwei, instId)).toHaveLength(1);
    // the same step with data keeping the rules goes through
    expect((await complete(zhangwei, again.id, 'reSubmit', { formData: { days: 3 } })).status).toBe(200);
  });

  it('sends the rules with the form, in the caller’s language', async () => {
    const res = await zhangwei.get(`${FORM_PATHS.formPreview}?formId=leaveForm`, 'id');
    const days = res.body.value.bpmForm.expand.find((f: { name: string }) => f.name === 'days');
    expect(days.rules).toContainEqual({
      kind: 'maxDaysBetween',
      from: 'startDate',
      to: 'endDate',
      message: 'Jumlah hari tidak boleh melebihi hari kalender dari tanggal mulai sampai tanggal selesai',
    });
  });

  it('refuses a data-register row breaking a rule and stores nothing', async () => {
    const asset = {
      assetNo: 'GZ-2026-0100',
      assetName: 'Test',
      assetType: 'computer',
      department: '研发部',
      status: 'inUse',
      originalValue: 0,
    };
    const before = await rowCount();
    const res = await zhangwei.post(FORM_PATHS.rowSave, { templateKey: 'asset', data: asset, draft: false }, 'zh-CN');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('原值必须大于 0');
    expect(await rowCount()).toBe(before);
  });

  it('puts the rules into the demo forms of a database seeded before forms had rules, once', async () => {
    const fieldsOf = async () =>
      (await ctx.db.selectFrom('wf_form').select('fields').where('form_key', '=', 'leaveForm').executeTakeFirstOrThrow()).fields;
    const bare = (await fieldsOf()).map(({ rules: _r, ...f }) => f);
    await storeOldLeaveForm(ctx, bare, 'form_rules_seed');
    await seedFormRules(ctx.db);
    expect((await fieldsOf()).find((f) => f.name === 'endDate')?.rules).toEqual([
      expect.objectContaining({ kind: 'notBefore', field: 'startDate' }),
    ]);
  });
});
