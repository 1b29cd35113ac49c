import { sql } from 'kysely';
import type { StoredFieldRule } from '../../../contract/form-rules.js';
import type { Database } from '../db/database.js';
import { withForms } from '../forms/tables.js';
import type { I18n, StoredFormField } from '../workflow/tables.js';

const t = (zh: string, en: string, id: string): I18n => ({ 'zh-CN': zh, 'en-US': en, id });
const moreThanZero = (message: I18n): StoredFieldRule => ({ kind: 'min', value: 0, exclusive: true, message });

/** Field name (or `subtable.column`) -> its rules. */
type FormRules = Record<string, StoredFieldRule[]>;

const WHOLE_QUANTITY = t(
  '数量应为不小于 1 的整数',
  'The quantity must be a whole number of at least 1',
  'Jumlah harus bilangan bulat minimal 1',
);
const RATING = t('评级应为 1 到 5 的整数', 'The rating must be a whole number from 1 to 5', 'Peringkat harus bilangan bulat 1 sampai 5');

/**
 * The business rules of the demo forms (start forms of the seeded flows) and data templates,
 * stored with each form's fields; the server and the portal read them from there.
 */
export const DEMO_FORM_RULES: { forms: Record<string, FormRules>; templates: Record<string, FormRules> } = {
  forms: {
    leaveForm: {
      days: [
        { kind: 'min', value: 0.5, message: t('请假天数至少为 0.5 天', 'Leave must be at least 0.5 days', 'Cuti minimal 0,5 hari') },
        {
          kind: 'step',
          value: 0.5,
          message: t(
            '请假天数以半天为单位（如 1、1.5、2）',
            'Leave is counted in half days (e.g. 1, 1.5, 2)',
            'Cuti dihitung per setengah hari (mis. 1; 1,5; 2)',
          ),
        },
        {
          kind: 'maxDaysBetween',
          from: 'startDate',
          to: 'endDate',
          message: t(
            '请假天数不能超过开始日期到结束日期的天数',
            'The days may not exceed the calendar days from the start date to the end date',
            'Jumlah hari tidak boleh melebihi hari kalender dari tanggal mulai sampai tanggal selesai',
          ),
        },
      ],
      endDate: [
        {
          kind: 'notBefore',
          field: 'startDate',
          message: t(
            '结束日期不能早于开始日期',
            'The end date may not be before the start date',
            'Tanggal selesai tidak boleh sebelum tanggal mulai',
          ),
        },
      ],
    },
    expenseForm: {
      amount: [
        moreThanZero(t('报销金额必须大于 0', 'The amount must be more than 0', 'Jumlah harus lebih dari 0')),
        {
          kind: 'max',
          value: 1_000_000,
          message: t(
            '单笔报销金额不能超过 1,000,000 元',
            'One claim may not exceed CNY 1,000,000',
            'Satu klaim tidak boleh melebihi CNY 1.000.000',
          ),
        },
      ],
      'items.itemAmount': [
        moreThanZero(t('明细金额必须大于 0', 'An item amount must be more than 0', 'Jumlah rincian harus lebih dari 0')),
      ],
    },
    purchaseForm: {
      quantity: [
        { kind: 'min', value: 1, message: WHOLE_QUANTITY },
        { kind: 'step', value: 1, message: WHOLE_QUANTITY },
      ],
      unitPrice: [moreThanZero(t('单价必须大于 0', 'The unit price must be more than 0', 'Harga satuan harus lebih dari 0'))],
      totalAmount: [
        moreThanZero(t('总金额必须大于 0', 'The total must be more than 0', 'Total harus lebih dari 0')),
        {
          kind: 'product',
          factors: ['quantity', 'unitPrice'],
          message: t(
            '总金额应等于数量 × 单价',
            'The total must equal quantity × unit price',
            'Total harus sama dengan jumlah × harga satuan',
          ),
        },
      ],
    },
  },
  templates: {
    supplier: {
      rating: [
        { kind: 'min', value: 1, message: RATING },
        { kind: 'max', value: 5, message: RATING },
        { kind: 'step', value: 1, message: RATING },
      ],
    },
    asset: {
      originalValue: [
        moreThanZero(t('原值必须大于 0', 'The original value must be more than 0', 'Nilai awal harus lebih dari 0')),
        {
          kind: 'max',
          value: 100_000_000,
          message: t(
            '原值不能超过 100,000,000 元',
            'The original value may not exceed CNY 100,000,000',
            'Nilai awal tidak boleh melebihi CNY 100.000.000',
          ),
        },
      ],
    },
  },
};

/** The fields with their rules set (a field's own rules, if it has any, are kept). */
export function withRules<F extends StoredFormField>(fields: F[], rules: FormRules): F[] {
  return fields.map((f) => ({
    ...f,
    ...(rules[f.name] && !f.rules ? { rules: rules[f.name] } : {}),
    ...(f.columns
      ? { columns: f.columns.map((c) => (rules[`${f.name}.${c.name}`] && !c.rules ? { ...c, rules: rules[`${f.name}.${c.name}`] } : c)) }
      : {}),
  }));
}

/**
 * Puts the demo rules into the demo forms and templates, once (its own app_meta key), also in a
 * database seeded before forms had rules. Forms an administrator removed are left alone.
 */
export async function seedFormRules(db: Database): Promise<void> {
  const done = await sql<{ value: string }>`select value from app_meta where key = 'form_rules_seed'`.execute(db);
  if (done.rows.length) return;
  for (const [formKey, rules] of Object.entries(DEMO_FORM_RULES.forms)) {
    const row = await db.selectFrom('wf_form').select('fields').where('form_key', '=', formKey).executeTakeFirst();
    if (row)
      await db
        .updateTable('wf_form')
        .set({ fields: JSON.stringify(withRules(row.fields, rules)) })
        .where('form_key', '=', formKey)
        .execute();
  }
  const f = withForms(db);
  for (const [key, rules] of Object.entries(DEMO_FORM_RULES.templates)) {
    const row = await f.selectFrom('form_template').select('fields').where('template_key', '=', key).executeTakeFirst();
    if (row)
      await f
        .updateTable('form_template')
        .set({ fields: JSON.stringify(withRules(row.fields as StoredFormField[], rules)) })
        .where('template_key', '=', key)
        .execute();
  }
  await sql`insert into app_meta (key, value) values ('form_rules_seed', ${new Date().toISOString()})`.execute(db);
}
