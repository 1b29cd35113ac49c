import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { complete, LEAVE, start, todoOf, workflowSuite, type Client } from './workflow-support.js';
import type { TestContext } from './support/test-app.js';
import { multipartBody } from './support/files.js';
import { LEAVE_FIELD_NAMES, storeOldLeaveForm } from './support/leave-form.js';
import { mergeFormData, rightsAt, type FormRecord, type Writer } from '../../server/src/workflow/model/forms.js';
import type { StoredFormField } from '../../server/src/workflow/tables.js';
import { t as text } from '../../server/src/lib/i18n.js';
import { ADDED_FIELDS, completeForm, upgradeDemoForms } from '../../server/src/seed/form-fields.js';
import { loadDemo } from '../../server/src/seed/workflow.js';

/**
 * Issue 14: attachments open to whoever may read the instance, field rights applied by the server
 * (hidden never sent, read-only never stored, required required), subtable column rights, and
 * values checked by type and bounds.
 */
const { ctx, htadmin, zhangwei, lina, wuhao, liuyang } = workflowSuite(['htadmin', 'zhangwei', 'lina', 'wuhao', 'liuyang']);

function multipart(name: string, data: string | Buffer, type = 'text/plain') {
  return multipartBody([{ name, type, data }]);
}

async function upload(c: Client, name = '病假证明.txt', data: string | Buffer = 'doctor note'): Promise<string> {
  const body = multipart(name, data, Buffer.isBuffer(data) ? 'image/png' : 'text/plain');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/system/file/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, 'p-auth': c.token },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.fileId as string;
}

const download = async (c: Client, fileId: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/system/file/v1/downloadFile?fileId=${fileId}`, headers: { 'p-auth': c.token } }))
    .statusCode;

const stored = async (instId: string) =>
  await ctx.db.selectFrom('wf_instance').select(['form_data', 'form_data_version']).where('id', '=', instId).executeTakeFirstOrThrow();

async function linaTask(instId: string): Promise<string> {
  const [task] = await todoOf(lina, instId);
  expect(task).toBeDefined();
  return task.id;
}

const startLeave = (extra: Record<string, unknown> = {}) =>
  start(zhangwei, 'leaveRequest', { ...LEAVE, days: 2, endDate: '2026-03-03', ...extra });

describe('attachments of an instance', () => {
  it('opens the initiator’s attachment to the approver, not to someone unrelated', async () => {
    const fileId = await upload(zhangwei);
    const rowFile = await upload(zhangwei, '交接清单.txt', 'handover list');
    expect(await download(lina, fileId)).toBe(403);
    const { instId } = await startLeave({
      attachments: [fileId],
      handover: [{ handoverDate: '2026-03-02', task: '周报交给王强', file: [rowFile] }],
    });
    expect((await stored(instId)).form_data.attachments).toEqual([fileId]);
    expect(await download(lina, fileId)).toBe(200);
    expect(await download(lina, rowFile)).toBe(200);
    expect(await download(wuhao, fileId)).toBe(403);
    expect(await download(wuhao, rowFile)).toBe(403);
    expect(await download(htadmin, fileId)).toBe(200);
  });

  it('opens a file attached to an opinion to the instance’s readers', async () => {
    const { instId } = await startLeave();
    const note = await upload(lina, '审批说明.txt', 'approved with note');
    const files = JSON.stringify(JSON.stringify([{ id: note, name: '审批说明.txt' }]));
    expect((await complete(lina, await linaTask(instId), 'agree', { files })).status).toBe(200);
    expect(await download(zhangwei, note)).toBe(200);
    expect(await download(wuhao, note)).toBe(403);
  });

  it('refuses to put someone else’s file into a form or an opinion (that would open it)', async () => {
    const secret = await upload(wuhao, 'private.txt', 'not yours');
    const res = await zhangwei.post('/runtime/instance/v1/start', {
      defKey: 'leaveRequest',
      formData: { ...LEAVE, attachments: [secret] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Attachments names a file you may not use');
    const row = await zhangwei.post('/runtime/instance/v1/start', {
      defKey: 'leaveRequest',
      formData: { ...LEAVE, handover: [{ handoverDate: '2026-03-02', task: 'x', file: [secret] }] },
    });
    expect(row.status).toBe(400);
    expect(row.body.message).toBe('Work handover, row 1, Related file names a file you may not use');
    const { instId } = await startLeave();
    const files = JSON.stringify(JSON.stringify([{ id: secret, name: 'private.txt' }]));
    const done = await complete(lina, await linaTask(instId), 'agree', { files });
    expect(done.status).toBe(400);
    expect(await download(zhangwei, secret)).toBe(403);
  });
});

describe('field rights applied by the server', () => {
  it('never sends a hidden field to the node that hides it', async () => {
    const { instId } = await startLeave({ phone: '13800138000' });
    const detail = (await lina.get(`/runtime/task/v1/taskDetailBo?taskId=${await linaTask(instId)}`)).body.value;
    expect(detail.form.permission.fields).toMatchObject({ phone: 'n', days: 'r', leaderSign: 'w' });
    expect(detail.form.data).not.toHaveProperty('phone');
    expect(detail.form.data.days).toBe(2);
    // the instance form follows the node where lina handles it; the initiator and a default reader see the phone
    const asLina = (await lina.get(`/runtime/instance/v1/getInstanceForm?instId=${instId}`)).body.value.form;
    expect(asLina.data).not.toHaveProperty('phone');
    expect(asLina.permission.fields.phone).toBe('n');
    expect((await zhangwei.get(`/runtime/instance/v1/getInstanceForm?instId=${instId}`)).body.value.form.data.phone).toBe('13800138000');
    expect((await htadmin.get(`/runtime/instance/v1/getInstanceForm?instId=${instId}`)).body.value.form.data.phone).toBe('13800138000');
    expect(JSON.stringify(detail)).not.toContain('13800138000');
  });

  it('keeps read-only and hidden fields as stored when the API sends other values (save and complete)', async () => {
    const { instId } = await startLeave({ phone: '13800138000' });
    const taskId = await linaTask(instId);
    const before = await stored(instId);
    const save = await lina.post('/runtime/task/v1/saveFormData', { taskId, formData: { days: 300, reason: 'changed', phone: '110' } });
    expect(save.status).toBe(200);
    expect(save.body.value.formDataVersion).toBe(before.form_data_version);
    expect(await stored(instId)).toEqual(before);
    expect((await complete(lina, taskId, 'agree', { formData: { days: 10, hrRemark: 'sneaky' } })).status).toBe(200);
    const after = await stored(instId);
    expect(after.form_data).toEqual(before.form_data);
    const records = await ctx.db.selectFrom('wf_form_record').select('id').where('inst_id', '=', instId).execute();
    expect(records).toEqual([]);
    // days stayed 2: the flow ended after the leader, it did not go to HR
    expect((await zhangwei.get(`/runtime/instance/v1/getInstanceStatus?instId=${instId}`)).body.value.status).toBe('end');
  });

  it('lets a read-only field not steer the predicted next nodes', async () => {
    const { instId } = await startLeave();
    const res = await lina.post('/runtime/task/v1/getAfterJumpNodes', {
      taskId: await linaTask(instId),
      actionName: 'agree',
      formData: { days: 30 },
    });
    expect(res.status).toBe(200);
    expect(res.body.value.map((n: { nodeId: string }) => n.nodeId)).toEqual(['end']);
  });

  it('requires b fields and b columns on the server', async () => {
    const { reason: _left, ...noReason } = LEAVE;
    const res = await zhangwei.post('/runtime/instance/v1/start', { defKey: 'leaveRequest', formData: noReason });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in the required field: Reason');
    const cell = await zhangwei.post('/runtime/instance/v1/start', {
      defKey: 'leaveRequest',
      formData: { ...LEAVE, handover: [{ handoverDate: '2026-03-02' }] },
    });
    expect(cell.status).toBe(400);
    expect(cell.body.message).toBe('Please fill in the required field: Work handover, row 1, Task handed over');
    // a draft waits for the required values
    const draft = await zhangwei.post('/runtime/instance/v1/start', { defKey: 'leaveRequest', draft: true, formData: { days: 1 } });
    expect(draft.status).toBe(200);
  });

  it('leaves a field hidden at some node out of the summary every list shows', async () => {
    await ctx.db
      .updateTable('wf_form')
      .set({ summary_fields: JSON.stringify(['leaveType', 'phone', 'days']) })
      .where('form_key', '=', 'leaveForm')
      .execute();
    const { instId } = await startLeave({ phone: '13912345678' });
    const row = await ctx.db
      .selectFrom('wf_instance')
      .select(['ai_summary', 'ai_summaries'])
      .where('id', '=', instId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('13912345678');
    expect(row.ai_summary).toContain('2');
    await ctx.db
      .updateTable('wf_form')
      .set({ summary_fields: JSON.stringify(['leaveType', 'days', 'startDate', 'endDate']) })
      .where('form_key', '=', 'leaveForm')
      .execute();
  });

  it('hides a hidden field’s changes in the change records', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', { ...LEAVE, days: 5 });
    expect((await complete(lina, await linaTask(instId), 'agree')).status).toBe(200);
    const [hrTask] = await todoOf(liuyang, instId);
    const saved = await liuyang.post('/runtime/task/v1/saveFormData', { taskId: hrTask.id, formData: { hrRemark: '年假余额已核对' } });
    expect(saved.status).toBe(200);
    const list = (c: Client) =>
      c.post('/runtime/boDataModifyRecord/v1/listJson', {
        pageBean: { page: 1, pageSize: 20 },
        querys: [{ property: 'instId', value: instId }],
      });
    const forHr = (await list(liuyang)).body.value.rows;
    expect(forHr[0].changes.hrRemark.to).toBe('年假余额已核对');
    // hrRemark is hidden at the start node: the initiator's view of the history leaves it out
    const forInitiator = (await list(zhangwei)).body.value.rows;
    expect(forInitiator).toHaveLength(1);
    expect(forInitiator[0].changes).toEqual({});
  });
});

describe('rights of subtable columns', () => {
  async function withColumnRights(c: TestContext, columns: Record<string, string>) {
    const row = await c.db.selectFrom('wf_form').select('permissions').where('form_key', '=', 'leaveForm').executeTakeFirstOrThrow();
    const permissions = row.permissions;
    permissions.leaderApprove = { ...permissions.leaderApprove, fields: { ...permissions.leaderApprove.fields, handover: 'w' } };
    permissions.leaderApprove.columns = { handover: columns as Record<string, 'r'> };
    await c.db
      .updateTable('wf_form')
      .set({ permissions: JSON.stringify(permissions) })
      .where('form_key', '=', 'leaveForm')
      .execute();
  }

  it('hides n columns, keeps r columns per row, takes w columns and requires b columns', async () => {
    await withColumnRights(ctx, { handoverDate: 'r', task: 'n', file: 'b' });
    const rows = [
      { handoverDate: '2026-03-02', task: '客户A跟进', file: null },
      { handoverDate: '2026-03-03', task: '代码评审', file: null },
    ];
    const { instId } = await startLeave({ handover: rows });
    const taskId = await linaTask(instId);
    const detail = (await lina.get(`/runtime/task/v1/taskDetailBo?taskId=${taskId}`)).body.value.form;
    expect(detail.permission.columns.handover).toEqual({ handoverDate: 'r', task: 'n', file: 'b' });
    expect(detail.data.handover).toEqual([
      { handoverDate: '2026-03-02', file: null },
      { handoverDate: '2026-03-03', file: null },
    ]);
    expect(JSON.stringify(detail)).not.toContain('客户A跟进');

    const mine = await upload(lina, 'ok.txt', 'checked');
    const changed = [
      { handoverDate: '2030-01-01', task: 'overwritten', file: [mine] },
      { handoverDate: '2030-01-02', task: 'overwritten', file: [mine] },
    ];
    const save = await lina.post('/runtime/task/v1/saveFormData', { taskId, formData: { handover: changed } });
    expect(save.status).toBe(200);
    expect((await stored(instId)).form_data.handover).toEqual([
      { handoverDate: '2026-03-02', task: '客户A跟进', file: [mine] },
      { handoverDate: '2026-03-03', task: '代码评审', file: [mine] },
    ]);
    const removed = await lina.post('/runtime/task/v1/saveFormData', { taskId, formData: { handover: [changed[0]] } });
    expect(removed.status).toBe(400);
    expect(removed.body.message).toBe('Rows of Work handover cannot be removed at this step');

    // the b column must be filled in every row before agreeing
    await lina.post('/runtime/task/v1/saveFormData', { taskId, formData: { handover: [changed[0], { ...changed[1], file: null }] } });
    const agree = await complete(lina, taskId, 'agree');
    expect(agree.status).toBe(400);
    expect(agree.body.message).toBe('Please fill in the required field: Work handover, row 2, Related file');
  });
});

describe('values checked by type and bounds', () => {
  it.each([
    ['en-US', { days: 1e308 }, 'Days must be between 0.5 and 365'],
    ['zh-CN', { days: 1e308 }, '「请假天数」应在 0.5 到 365 之间'],
    ['id', { days: -2 }, 'Jumlah hari harus antara 0.5 dan 365'],
    ['en-US', { days: 'many' }, 'Days must be a number'],
    ['en-US', { startDate: '2026-02-30' }, 'Start date must be a real date (YYYY-MM-DD)'],
    ['en-US', { endDate: '2026-3-5' }, 'End date must be a real date (YYYY-MM-DD)'],
    ['en-US', { leaveType: 'holiday' }, 'Leave type: choose one of the listed options'],
    ['en-US', { reason: 'x'.repeat(2001) }, 'Reason may not be longer than 2000 characters'],
    ['en-US', { reason: { html: '<b>' } }, 'Reason must be text'],
    ['en-US', { handover: [{ handoverDate: '2026-13-01', task: 'x' }] }, 'Work handover, row 1, Date must be a real date (YYYY-MM-DD)'],
    ['en-US', { handover: 'rows' }, 'The value of this field is not valid: Work handover'],
  ])('refuses bad values in %s (%#) and stores nothing', async (lang, bad, message) => {
    const before = Number((await sql<{ n: string }>`select count(*) as n from wf_instance`.execute(ctx.db)).rows[0].n);
    const res = await zhangwei.post('/runtime/instance/v1/start', { defKey: 'leaveRequest', formData: { ...LEAVE, ...bad } }, lang);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(Number((await sql<{ n: string }>`select count(*) as n from wf_instance`.execute(ctx.db)).rows[0].n)).toBe(before);
  });

  it('stores numbers as numbers and money rounded to cents', async () => {
    const { instId } = await startLeave({ days: '1.5', endDate: '2026-03-03' });
    expect((await stored(instId)).form_data.days).toBe(1.5);
    const expense = await start(zhangwei, 'expenseClaim', {
      expenseType: 'travel',
      amount: '99.999',
      occurDate: '2026-02-10',
      description: 'Taxi',
    });
    expect((await stored(expense.instId)).form_data.amount).toBe(100);
  });

  it('keeps the leave statistics answering when old data holds absurd values', async () => {
    const { instId } = await startLeave();
    const other = await startLeave();
    // values written before the server checked them
    for (const id of [instId, other.instId])
      await sql`update wf_instance set form_data = form_data || '{"days": 1e308}'::jsonb where id = ${id}`.execute(ctx.db);
    await sql`update wf_instance set form_data = form_data || '{"days": "lots"}'::jsonb where id = (select id from wf_instance where def_key = 'leaveRequest' and id not in (${instId}, ${other.instId}) limit 1)`.execute(
      ctx.db,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/form/customQuery/v1/doQuery?alias=leaveStats&page=1',
      headers: { 'p-auth': htadmin.token, 'p-langid': 'en-US' },
      payload: { querys: [] },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().value.rows as { totalDays: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(Number.isFinite(r.totalDays)).toBe(true);
  });
});

describe('signature fields', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const entries = (v: unknown) =>
    JSON.parse(String(v)) as { index: number; userId: string; name: string; signature: string; createTime: string }[];

  it('adds only the caller’s own entry, named and stamped by the server, and opens the image to the readers', async () => {
    const { instId } = await startLeave({ leaderSign: JSON.stringify([{ userId: zhangwei.userId, signature: 'x', name: 'me' }]) });
    // read-only at the start: ignored
    expect((await stored(instId)).form_data.leaderSign ?? null).toBeNull();
    const taskId = await linaTask(instId);
    const image = await upload(lina, 'sign.png', PNG);
    const forged = [
      { index: 1, userId: lina.userId, name: 'Not Lina', signature: image, createTime: '1999-01-01:00:00:00' },
      { index: 2, userId: wuhao.userId, name: '吴昊', signature: image, createTime: '1999-01-01:00:00:00' },
    ];
    const save = await lina.post('/runtime/task/v1/saveFormData', { taskId, formData: { leaderSign: JSON.stringify(forged) } });
    expect(save.status).toBe(200);
    const [entry, ...others] = entries((await stored(instId)).form_data.leaderSign);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ index: 1, userId: lina.userId, name: '李娜', signature: image });
    expect(entry.createTime).toMatch(/^\d{4}-\d{2}-\d{2}:\d{2}:\d{2}:\d{2}$/);
    expect(entry.createTime).not.toBe('1999-01-01:00:00:00');
    // China time: the stamp is UTC+8
    const stamp = entry.createTime.replace(/^(\d{4}-\d{2}-\d{2}):/, '$1T') + '+08:00';
    expect(Math.abs(Date.parse(stamp) - Date.now())).toBeLessThan(60_000);
    expect(await download(zhangwei, image)).toBe(200);
    expect(await download(wuhao, image)).toBe(403);
    // another's picture cannot be used, nor a file of one's own that is no picture
    const foreign = await upload(wuhao, 'other.png', PNG);
    const bad = await lina.post('/runtime/task/v1/saveFormData', {
      taskId,
      formData: { leaderSign: JSON.stringify([{ userId: lina.userId, signature: foreign }]) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Leader signature: sign with a picture you drew or uploaded yourself, or with your own seal');
    const text = await upload(lina, 'note.txt', 'not a picture');
    const notPicture = await lina.post('/runtime/task/v1/saveFormData', {
      taskId,
      formData: { leaderSign: JSON.stringify([{ userId: lina.userId, signature: text }]) },
    });
    expect(notPicture.status).toBe(400);
    const garbage = await lina.post('/runtime/task/v1/saveFormData', { taskId, formData: { leaderSign: '{not json' } });
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toBe('Leader signature is not a valid signature list');
  });

  it('keeps other users’ entries exactly as stored', async () => {
    const { instId } = await startLeave();
    const theirs = {
      index: 1,
      userId: 'someone-else',
      name: '王强',
      signature: '00000000-0000-4000-8000-000000000000',
      createTime: '2026-03-01:09:00:00',
    };
    await sql`update wf_instance set form_data = form_data || jsonb_build_object('leaderSign', ${JSON.stringify([theirs])}::text) where id = ${instId}`.execute(
      ctx.db,
    );
    const taskId = await linaTask(instId);
    const image = await upload(lina, 'sign.png', PNG);
    const res = await lina.post('/runtime/task/v1/saveFormData', {
      taskId,
      formData: {
        leaderSign: JSON.stringify([
          { ...theirs, name: 'changed', signature: image },
          { userId: lina.userId, signature: image },
        ]),
      },
    });
    expect(res.status).toBe(200);
    const list = entries((await stored(instId)).form_data.leaderSign);
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual(theirs);
    expect(list[1]).toMatchObject({ index: 2, userId: lina.userId, name: '李娜', signature: image });
  });
});

describe('every value type (mergeFormData on its own)', () => {
  const t = (en: string) => ({ 'zh-CN': en, 'en-US': en, id: en });
  const f = (name: string, type: string, extra: Partial<StoredFormField> = {}): StoredFormField => ({
    name,
    labelKey: `test.${name}`,
    labels: t(name),
    type,
    required: false,
    ...extra,
  });
  const form: FormRecord = {
    formKey: 'allTypes',
    name: t('All types'),
    summaryFields: [],
    permissions: {},
    fields: [
      f('note', 'text', { maxLength: 5 }),
      f('body', 'richtext'),
      f('when', 'datetime'),
      f('people', 'user'),
      f('dept', 'org'),
      f('job', 'post'),
      f('group', 'role'),
      f('price', 'money', { max: 1e9 }),
      f('rows', 'subtable', {
        columns: [
          { name: 'at', labelKey: 'test.at', labels: t('at'), type: 'datetime', required: false },
          { name: 'count', labelKey: 'test.count', labels: t('count'), type: 'number', required: false, min: 0 },
          { name: 'who', labelKey: 'test.who', labels: t('who'), type: 'user', required: false },
        ],
      }),
    ],
  };
  const rights = rightsAt(form, 'start', true);
  const writer = async (): Promise<Writer> => {
    const u = await ctx.db
      .selectFrom('uc_user')
      .select(['id', 'account', 'fullname'])
      .where('account', '=', 'zhangwei')
      .executeTakeFirstOrThrow();
    return { db: ctx.db, lang: 'en-US', user: { ...u, isAdmin: false, sessionId: 's', postId: null } };
  };
  const merge = async (input: Record<string, unknown>) => (await mergeFormData(await writer(), form, rights, {}, input)).data;
  const refusal = async (input: Record<string, unknown>) => {
    const err = await merge(input).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ status: 400 });
    return t_(err as { key: string; params?: Record<string, string | number> });
  };
  const t_ = (e: { key: string; params?: Record<string, string | number> }) => text('en-US', e.key, e.params ?? {});

  it('sanitizes rich text: formatting stays, scripts, styles, handlers and javascript: links go', async () => {
    const { body } = await merge({
      body: '<p onclick="steal()">Hi <b>there</b><script>alert(1)</script><style>p{}</style> <a href="javascript:alert(1)">x</a> <a href="https://example.com" onmouseover="x()">ok</a><img src=x onerror=alert(1)><iframe src="https://evil"></iframe></p>',
    });
    expect(body).toBe(
      '<p>Hi <b>there</b> <a rel="noopener noreferrer">x</a> <a href="https://example.com" rel="noopener noreferrer">ok</a></p>',
    );
    expect((await merge({ body: '<script>only</script>' })).body).toBeNull();
  });

  it('takes real date-times and normalises them; refuses impossible ones', async () => {
    expect((await merge({ when: '2026-03-02T09:30' })).when).toBe('2026-03-02 09:30:00');
    expect((await merge({ when: '2024-02-29 23:59:59' })).when).toBe('2024-02-29 23:59:59');
    expect(await refusal({ when: '2026-02-29 10:00:00' })).toBe('when must be a real date and time (YYYY-MM-DD HH:mm:ss)');
    expect(await refusal({ when: '2026-03-02 24:00:00' })).toBe('when must be a real date and time (YYYY-MM-DD HH:mm:ss)');
  });

  it('keeps user-centre ids as lists and refuses ids that do not exist', async () => {
    const ids = async (table: 'uc_user' | 'uc_org' | 'uc_post' | 'uc_role') =>
      (await ctx.db.selectFrom(table).select('id').limit(2).execute()).map((r) => r.id);
    const [users, orgs, posts, roles] = await Promise.all([ids('uc_user'), ids('uc_org'), ids('uc_post'), ids('uc_role')]);
    const data = await merge({ people: users, dept: orgs[0], job: posts, group: [roles[0], roles[0]] });
    expect(data).toMatchObject({ people: users, dept: [orgs[0]], job: posts, group: [roles[0]] });
    expect(await refusal({ dept: [orgs[0], 'no-such-org'] })).toBe('dept names something that does not exist (it may have been removed)');
    expect(await refusal({ job: ['ghost'] })).toBe('job names something that does not exist (it may have been removed)');
    expect(await refusal({ group: 'nobody' })).toBe('group names something that does not exist (it may have been removed)');
    expect(await refusal({ people: [{ id: users[0] }] })).toBe('The value of this field is not valid: people');
    expect(await refusal({ people: Array.from({ length: 101 }, (_, i) => `u${i}`) })).toBe('people may hold at most 100 entries');
  });

  it('checks subtable cells by their column type and caps texts and money', async () => {
    const [user] = (await ctx.db.selectFrom('uc_user').select('id').limit(1).execute()).map((r) => r.id);
    const { rows } = await merge({ rows: [{ at: '2026-03-02 08:00', count: '3', who: user, extra: 'dropped' }] });
    expect(rows).toEqual([{ at: '2026-03-02 08:00:00', count: 3, who: [user] }]);
    expect(await refusal({ rows: [{ count: -1 }] })).toBe('rows, row 1, count may not be less than 0');
    expect(await refusal({ rows: [{}, { who: 'ghost' }] })).toBe(
      'rows, row 2, who names something that does not exist (it may have been removed)',
    );
    expect(await refusal({ rows: Array.from({ length: 501 }, () => ({})) })).toBe('rows may hold at most 500 rows');
    expect(await refusal({ note: 'toolong' })).toBe('note may not be longer than 5 characters');
    expect(await refusal({ price: 2e9 })).toBe('price may not be more than 1000000000');
    expect(await refusal({ price: Infinity })).toBe('price must be a number');
    expect(await refusal({ price: '1e400' })).toBe('price must be a number');
  });
});

describe('older databases', () => {
  it('complete the demo leave form with the new fields and rights, leaving what an admin changed', () => {
    const demo = loadDemo().forms.find((x) => x.formKey === 'leaveForm')!;
    const old = {
      fields: demo.fields
        .filter((x) => ['leaveType', 'days', 'reason', 'hrRemark'].includes(x.name))
        .map((x) => (x.name === 'days' ? { ...x, min: undefined, max: 30 } : x)),
      permissions: { leaderApprove: { fields: { days: 'w' as const, hrRemark: 'n' as const }, opinion: 'w' as const } },
    };
    const next = completeForm(old, demo, ADDED_FIELDS.leaveForm);
    // the dates an administrator removed stay removed
    expect(next.fields.map((x) => x.name)).toEqual(LEAVE_FIELD_NAMES.filter((n) => n !== 'startDate' && n !== 'endDate'));
    expect(next.fields.find((x) => x.name === 'days')).toMatchObject({ min: 0.5, max: 30 });
    expect(next.permissions.leaderApprove.fields).toEqual({
      days: 'w',
      hrRemark: 'n',
      phone: 'n',
      attachments: 'r',
      handover: 'r',
      leaderSign: 'w',
    });
  });

  it('upgrade a seeded database once, on its next start', async () => {
    const row = await ctx.db
      .selectFrom('wf_form')
      .select(['fields', 'permissions'])
      .where('form_key', '=', 'leaveForm')
      .executeTakeFirstOrThrow();
    const old = row.fields.filter((x) => !ADDED_FIELDS.leaveForm.includes(x.name)).map(({ min: _min, max: _max, ...x }) => x);
    await storeOldLeaveForm(ctx, old, 'form_fields_seed');
    await upgradeDemoForms(ctx.db);
    const after = await ctx.db.selectFrom('wf_form').select('fields').where('form_key', '=', 'leaveForm').executeTakeFirstOrThrow();
    expect(after.fields.map((x) => x.name)).toEqual(row.fields.map((x) => x.name));
    expect(after.fields.find((x) => x.name === 'days')).toMatchObject({ min: 0.5, max: 365 });
    // once: a field removed afterwards stays removed
    await ctx.db
      .updateTable('wf_form')
      .set({ fields: JSON.stringify(old) })
      .where('form_key', '=', 'leaveForm')
      .execute();
    await upgradeDemoForms(ctx.db);
    const again = await ctx.db.selectFrom('wf_form').select('fields').where('form_key', '=', 'leaveForm').executeTakeFirstOrThrow();
    expect(again.fields.map((x) => x.name)).not.toContain('leaderSign');
    await ctx.db
      .updateTable('wf_form')
      .set({ fields: JSON.stringify(row.fields) })
      .where('form_key', '=', 'leaveForm')
      .execute();
  });
});
