import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { complete, EXPENSE, LEAVE, start, todoOf, workflowSuite, type Loose } from './workflow-support.js';
import { eventually, fetchBytes, pdfText } from './print-support.js';

// LibreOffice is installed on every machine the tests run on (.ci/run installs it): nothing is skipped.

const { ctx, zhangwei, lina, wangqiang } = workflowSuite(['zhangwei', 'lina', 'wangqiang']);
afterAll(() => fs.rmSync(ctx.config.dataDir, { recursive: true, force: true }));

const EVENTS = '/portal/sysAsyncEvent/v1';

async function finished(c: typeof zhangwei, id: string): Promise<Loose> {
  return eventually(async () => {
    const page = await c.post(`${EVENTS}/queryPageList`, { pageBean: { page: 1, pageSize: 50 } });
    const event = (page.body.value.rows as Loose[]).find((e) => e.id === id);
    return event && (event.status === 'success' || event.status === 'failed') ? event : undefined;
  }, 120_000);
}

describe('batch print', () => {
  it('merges the forms of several instances into one PDF, reports progress and leaves out what the caller may not print', async () => {
    const leaves = [];
    for (const reason of ['批量打印甲', '批量打印乙']) leaves.push(await start(zhangwei, 'leaveRequest', { ...LEAVE, days: 2, reason }));
    const expense = await start(zhangwei, 'expenseClaim', { ...EXPENSE, description: '批量打印丙：上海出差' });
    const [task] = await todoOf(lina, leaves[0].instId);
    await complete(lina, task.id, 'agree', { opinion: '同意' });
    // not zhangwei's business: left out, named by id only
    const foreign = await start(wangqiang, 'leaveRequest', { ...LEAVE, reason: '别人的请假' });

    const ids = [...leaves.map((l) => l.instId), expense.instId, foreign.instId];
    const queued = await zhangwei.post('/flow/wordPrint/v1/batchPrint', { instIds: ids }, 'zh-CN');
    expect(queued.status).toBe(200);
    expect(queued.body.value).toMatchObject({ kind: 'print.pdf', name: '批量打印（4 份表单）' });

    const event = await finished(zhangwei, queued.body.value.id);
    expect(event).toMatchObject({ status: 'success', progress: 100, resultFileName: expect.stringMatching(/^batch-print-\d{14}\.pdf$/) });
    expect(event.notes).toHaveLength(1);
    expect(event.notes[0]).toContain(foreign.instId);
    expect(event.notes[0]).not.toContain('别人的请假');

    const got = await fetchBytes(ctx, zhangwei, `${EVENTS}/downLoadResult?eventId=${event.id}`);
    expect(got.status).toBe(200);
    const pdf = await PDFDocument.load(got.bytes);
    expect(pdf.getPageCount()).toBe(3);
    const { text } = await pdfText(got.bytes);
    for (const s of ['批量打印甲', '批量打印乙', '批量打印丙', '请假申请单', '费用报销单', '李娜']) expect(text).toContain(s);
    expect(text).not.toContain('别人的请假');

    // one print record per printed instance, marked as a batch print
    const records = await zhangwei.get(`/runtime/bmpPrintRecord/v1/getByProInstId?procInstId=${expense.instId}`);
    expect(records.body.value).toEqual([
      expect.objectContaining({ templateName: '费用报销单', purpose: 'batch', fileId: expect.any(String) }),
    ]);
  }, 120_000);

  it('fails, with the reasons, when nothing can be printed; refuses more than 100 instances and an unknown template', async () => {
    const foreign = await start(wangqiang, 'leaveRequest', LEAVE);
    const queued = await zhangwei.post('/flow/wordPrint/v1/batchPrint', { instIds: [foreign.instId, 'no-such-instance'] });
    const event = await finished(zhangwei, queued.body.value.id);
    expect(event.status).toBe('failed');
    expect(event.error).toContain('None of the selected processes could be printed');
    expect(event.notes).toHaveLength(2);

    const many = Array.from({ length: 101 }, (_, i) => `i${i}`);
    expect((await zhangwei.post('/flow/wordPrint/v1/batchPrint', { instIds: many })).status).toBe(400);
    expect((await zhangwei.post('/flow/wordPrint/v1/batchPrint', { instIds: [] })).status).toBe(400);
    const unknown = await zhangwei.post('/flow/wordPrint/v1/batchPrint', { instIds: [foreign.instId], templateId: 'nope' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'print template not found' } });
  }, 120_000);
});
