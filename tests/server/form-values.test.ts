import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { complete, LEAVE, start, todoOf, workflowSuite, type Client } from './workflow-support.js';
import type { TestContext } from './support/test-app.js';

/**
 * Issue 14: attachments open to whoever may read the instance, field rights applied by the server
 * (hidden never sent, read-only never stored, required required), subtable column rights, and
 * values checked by type and bounds.
 */
const { ctx, htadmin, zhangwei, lina, wuhao, liuyang } = workflowSuite(['htadmin', 'zhangwei', 'lina', 'wuhao', 'liuyang']);

function multipart(name: string, data: string) {
  const boundary = '----values' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(c: Client, name = '病假证明.txt', data = 'doctor note'): Promise<string> {
  const body = multipart(name, data);
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
  const entries = (v: unknown) =>
    JSON.parse(String(v)) as { index: number; userId: string; name: string; signature: string; createTime: string }[];

  it('adds only the caller’s own entry, named and stamped by the server, and opens the image to the readers', async () => {
    const { instId } = await startLeave({ leaderSign: JSON.stringify([{ userId: zhangwei.userId, signature: 'x', name: 'me' }]) });
    // read-only at the start: ignored
    expect((await stored(instId)).form_data.leaderSign ?? null).toBeNull();
    const taskId = await linaTask(instId);
    const image = await upload(lina, 'sign.png', 'png bytes');
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
    // another's image cannot be used
    const foreign = await upload(wuhao, 'other.png', 'not lina');
    const bad = await lina.post('/runtime/task/v1/saveFormData', {
      taskId,
      formData: { leaderSign: JSON.stringify([{ userId: lina.userId, signature: foreign }]) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Leader signature names a file you may not use');
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
    const image = await upload(lina, 'sign.png', 'png');
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
