import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, complete, LEAVE, start, todoOf, workflowSuite, type Client } from './workflow-support.js';
import { storeDemoSealImages } from '../../server/src/seals/seed.js';

/**
 * What an auditor (htadmin, the demo administrator) reads (issue 29 items 11 and 12): the seal use log with when, who,
 * which seal, which request and the outcome, and its export; the form-change records with the fields as the form
 * names them, the request and the step, never deleted by anyone.
 */
const { ctx, htadmin, lina, zhangwei } = workflowSuite(['htadmin', 'lina', 'zhangwei']);
afterAll(() => fs.rmSync(ctx.config.dataDir, { recursive: true, force: true }));
beforeAll(async () => {
  await storeDemoSealImages(ctx);
});

const SEAL = '/uc/electronicSeal/v1';
const RECORDS = '/runtime/boDataModifyRecord/v1';

describe('the seal use log', () => {
  it('gives each row its time, user name, seal name, request title and id, and outcome', async () => {
    const { instId, subject } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    expect((await lina.post(`${SEAL}/useSeal`, { taskId: task.id, password: 'nope1234' })).status).toBe(400);
    expect((await lina.post(`${SEAL}/useSeal`, { taskId: task.id, password: 'Seal@2026' })).status).toBe(200);
    // a check for a start form has no request yet
    expect((await lina.post(`${SEAL}/useSeal`, { defKey: 'leaveRequest', password: 'Seal@2026' })).status).toBe(200);
    const res = await htadmin.post(`${SEAL}/useLog`, {
      querys: [{ property: 'userId', value: lina.userId }],
      pageBean: { page: 1, pageSize: 3 },
    });
    expect(res.status).toBe(200);
    const [startForm, checked, refused] = res.body.value.rows;
    expect(startForm).toMatchObject({ userName: '李娜', sealName: '研发部审批专用章', instId: null, subject: null, ok: true });
    expect(checked).toMatchObject({ userName: '李娜', sealName: '研发部审批专用章', instId, subject, ok: true, action: 'check' });
    expect(refused).toMatchObject({ instId, subject, ok: false, reason: 'wrongPassword' });
    for (const row of [startForm, checked, refused]) expect(Date.parse(row.useTime)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('exports the filtered rows as CSV in the caller language, for administrators only', async () => {
    const { instId, subject } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    await lina.post(`${SEAL}/useSeal`, { taskId: task.id, password: 'wrong9999' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${SEAL}/exportUseLog`,
      headers: { 'p-auth': htadmin.token, 'p-langid': 'en-US', 'content-type': 'application/json' },
      payload: JSON.stringify({ querys: [{ property: 'userId', value: lina.userId }] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('seal-use-log.csv');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,User,Seal,Request,Request ID,Outcome,Secret-free');
    expect(lines[1]).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[^,]+,李娜,研发部审批专用章,${subject},${instId},Refused: wrong password,No$`),
    );
    // only lina's rows: the filter holds
    expect(lines.slice(1).every((l) => l.split(',')[1] === '李娜')).toBe(true);
    const zh = await ctx.app.inject({
      method: 'POST',
      url: `${SEAL}/exportUseLog`,
      headers: { 'p-auth': htadmin.token, 'p-langid': 'zh-CN', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(zh.body.replace(/^\ufeff/, '').split('\r\n')[0]).toBe('时间,使用人,印章,申请,申请编号,结果,免密');
    const refused = await lina.post(`${SEAL}/exportUseLog`, {});
    expect(refused.status).toBe(403);
  });
});

describe('form-change records', () => {
  async function changedRequest() {
    const { instId, subject } = await start(zhangwei, 'leaveRequest', LEAVE);
    await complete(lina, (await todoOf(lina, instId))[0].id);
    const liuyang = await as(ctx, 'liuyang');
    const [hr] = await todoOf(liuyang, instId);
    expect((await liuyang.post('/runtime/task/v1/saveFormData', { taskId: hr.id, formData: { hrRemark: 'checked' } })).status).toBe(200);
    const list = async (c: Client, lang = 'en-US') =>
      (await c.post(`${RECORDS}/listJson`, { querys: [{ property: 'instId', value: instId }] }, lang)).body.value.rows;
    return { instId, subject, list };
  }

  it('name the request, the step and the changed fields as the form does, in the reader language', async () => {
    const { instId, subject, list } = await changedRequest();
    const [row] = await list(htadmin);
    expect(row).toMatchObject({
      procInstId: instId,
      subject,
      nodeId: 'hrApprove',
      userName: '刘洋',
      changes: { hrRemark: { from: null, to: 'checked' } },
    });
    expect(row.nodeName).toBeTruthy();
    expect(row.nodeName).not.toBe('hrApprove');
    expect(row.fields).toEqual([expect.objectContaining({ name: 'hrRemark', label: 'HR remark', type: 'textarea' })]);
    const [zh] = await list(htadmin, 'zh-CN');
    expect(zh.fields[0].label).toBe('人事备注');
    // the initiator may not see the HR remark: neither its values nor its field come with his view
    const [initiator] = await list(zhangwei);
    expect(initiator).toMatchObject({ changes: {}, fields: [] });
  });

  it('cannot be deleted by anyone: the call answers the refusal and the record stays', async () => {
    const { list } = await changedRequest();
    const [row] = await list(htadmin);
    for (const who of [htadmin, zhangwei, lina]) {
      const res = await who.del(`${RECORDS}/remove?ids=${row.id}`);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        state: false,
        code: 403,
        message: 'Form-change records are an audit trail: nobody may delete them',
      });
    }
    expect((await list(htadmin)).map((r: { id: string }) => r.id)).toEqual([row.id]);
    const count = await ctx.db
      .selectFrom('wf_form_record')
      .select(ctx.db.fn.countAll<number>().as('n'))
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

describe('form-change records of a deleted request', () => {
  it('stay, with the request’s id and title, when the request is deleted', async () => {
    const { instId, subject } = await start(zhangwei, 'leaveRequest', LEAVE);
    await complete(lina, (await todoOf(lina, instId))[0].id);
    const liuyang = await as(ctx, 'liuyang');
    const [hr] = await todoOf(liuyang, instId);
    expect((await liuyang.post('/runtime/task/v1/saveFormData', { taskId: hr.id, formData: { hrRemark: 'kept' } })).status).toBe(200);
    const recordsOf = async () =>
      await ctx.db.selectFrom('wf_form_record').select(['id', 'inst_id', 'subject']).where('inst_id', '=', instId).execute();
    const before = await recordsOf();
    expect(before).toEqual([expect.objectContaining({ inst_id: instId, subject })]);

    const removed = await htadmin.del(`/runtime/instance/v1/remove?ids=${instId}`);
    expect(removed.body, JSON.stringify(removed.body)).toMatchObject({ state: true, value: 1 });
    expect(await ctx.db.selectFrom('wf_instance').select('id').where('id', '=', instId).executeTakeFirst()).toBeUndefined();
    expect(await recordsOf()).toEqual(before);
    // the auditor still reads them, named by the request they were of
    const rows = (await htadmin.post(`${RECORDS}/listJson`, { querys: [{ property: 'userName', value: '刘洋' }] }, 'en-US')).body.value
      .rows;
    expect(rows.find((r: { procInstId: string }) => r.procInstId === instId)).toMatchObject({
      subject,
      changes: { hrRemark: { from: null, to: 'kept' } },
    });
  });
});
