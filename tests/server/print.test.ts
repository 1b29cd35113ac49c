import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, complete, LEAVE, start, todoOf, type Client, type Loose } from './workflow-support.js';
import { docxText, fetchBytes, pdfText, readZip, upload } from './print-support.js';
import QRCode from 'qrcode';
import { sharedConverter } from '../../server/src/print/converter.js';
import { verifySignedPdf } from '../../server/src/signing/service.js';
import { flipByte, multipart } from './signing-support.js';
import { para, wordDoc } from './support/office-docs.js';

// LibreOffice is installed on every machine the tests run on (.ci/run installs it): nothing is skipped.

const logs: string[] = [];
let ctx: TestContext;
let admin: Client, zhangwei: Client, lina: Client, liuyang: Client, wuhao: Client;

beforeAll(async () => {
  ctx = await createTestApp({}, { logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } } });
  [admin, zhangwei, lina, liuyang, wuhao] = await Promise.all(['htadmin', 'zhangwei', 'lina', 'liuyang', 'wuhao'].map((a) => as(ctx, a)));
});
afterAll(async () => {
  await ctx?.close();
  if (ctx) fs.rmSync(ctx.config.dataDir, { recursive: true, force: true });
});

const WP = '/flow/wordPrint/v1';
const ASSETS = path.resolve(import.meta.dirname, '../../server/assets/print');
const LEAVE_TPL = 'print_tpl_leave';
const wordPrint = (c: Client, body: Record<string, unknown>, lang = 'zh-CN') => c.post('/system/file/v1/wordPrint', body, lang);

/** The PDF of a stored file through onlinePreview and getFileById_. */
async function previewPdf(c: Client, fileId: string) {
  const res = await c.get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${fileId}`);
  if (res.status !== 200) return { res, pdf: undefined };
  const got = await fetchBytes(ctx, c, res.body.value.pdfUrl);
  expect(got.status).toBe(200);
  return { res, pdf: got.bytes };
}

/** zhangwei's leave request (Chinese reason), agreed by lina, then by HR (liuyang) writing the HR remark. */
async function agreedLeave(reason = '回老家探亲，陪伴父母') {
  const started = await start(zhangwei, 'leaveRequest', { ...LEAVE, reason });
  const [leaderTask] = await todoOf(lina, started.instId);
  expect((await complete(lina, leaderTask.id, 'agree', { opinion: '同意，注意工作交接' })).status).toBe(200);
  const [hrTask] = await todoOf(liuyang, started.instId);
  const hr = await complete(liuyang, hrTask.id, 'agree', { opinion: '已备案', formData: { hrRemark: '人事已核对假期余额' } });
  expect(hr.status).toBe(200);
  return { ...started, leaderTaskId: leaderTask.id as string, hrTaskId: hrTask.id as string };
}

/** A zip (a .docx) of these entries, in their order. */
function zipOf(entries: Map<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

async function printedDocx(c: Client, fileId: string): Promise<Buffer> {
  const got = await fetchBytes(ctx, c, `/system/file/v1/downloadFile?fileId=${fileId}`);
  expect(got.status).toBe(200);
  return got.bytes;
}

describe('print templates', () => {
  it('lists the demo template of the leave form, its document a real file', async () => {
    const res = await zhangwei.get(`${WP}/getFormPrintTemplateByForKey?formKey=leaveForm`, 'zh-CN');
    expect(res.status).toBe(200);
    // the Chinese one, and (issue 29.2) the same form in English and Indonesian
    expect(res.body.value).toEqual([
      expect.objectContaining({ templateId: LEAVE_TPL, fileName: '请假申请单', fileId: expect.any(String), lang: 'zh-CN' }),
      expect.objectContaining({ templateId: 'print_tpl_leave_en', lang: 'en-US' }),
      expect.objectContaining({ templateId: 'print_tpl_leave_id', lang: 'id' }),
    ]);
    const doc = await fetchBytes(ctx, admin, `/system/file/v1/downloadFile?fileId=${res.body.value[0].fileId}`);
    expect(doc.bytes.equals(fs.readFileSync(path.join(ASSETS, 'leave-request.docx')))).toBe(true);
    // a form without templates answers an empty list (the dialog then says 'print template not found')
    expect((await zhangwei.get(`${WP}/getFormPrintTemplateByForKey?formKey=purchaseForm`)).body.value).toEqual([]);
  });

  it('lets admins upload, list and remove templates per form key and global ones per definition; others are refused', async () => {
    const docx = await upload(ctx, admin, '采购单模板.docx', fs.readFileSync(path.join(ASSETS, 'expense-claim.docx')));
    const saved = await admin.post(`${WP}/save`, { name: '采购申请单', formKey: 'purchaseForm', fileId: docx });
    expect(saved.status).toBe(200);
    expect(saved.body.value).toMatchObject({
      name: '采购申请单',
      formKey: 'purchaseForm',
      defId: null,
      fileId: docx,
      fileName: '采购单模板.docx',
    });
    const id = saved.body.value.id as string;
    expect((await zhangwei.get(`${WP}/getFormPrintTemplateByForKey?formKey=purchaseForm`)).body.value).toEqual([
      expect.objectContaining({ templateId: id, fileId: docx, fileName: '采购申请单' }),
    ]);

    const def = await ctx.db.selectFrom('wf_def').select('id').where('def_key', '=', 'leaveRequest').executeTakeFirstOrThrow();
    const global = await admin.post(`${WP}/save`, { name: '请假（全局）', defId: def.id, fileId: docx });
    expect(global.body.value).toMatchObject({ formKey: null, defId: def.id, defName: 'Leave request' });
    expect((await zhangwei.get(`${WP}/getGlobalPrintTemplate?defId=${def.id}`)).body.value).toEqual([
      expect.objectContaining({ templateId: global.body.value.id }),
    ]);

    const list = await admin.post(`${WP}/listJson`, { querys: [{ property: 'formKey', value: 'purchaseForm', operation: 'EQUAL' }] });
    expect(list.body.value).toMatchObject({ total: 1, rows: [{ id, name: '采购申请单', createByName: expect.any(String) }] });

    // refusals: not an admin, both targets, not a Word document, broken tags
    const denied = await zhangwei.post(`${WP}/save`, { name: 'x', formKey: 'purchaseForm', fileId: docx });
    expect(denied).toMatchObject({ status: 403, body: { message: 'Only administrators may manage print templates' } });
    expect((await zhangwei.post(`${WP}/listJson`, {})).status).toBe(403);
    expect((await admin.post(`${WP}/save`, { name: 'x', formKey: 'purchaseForm', defId: def.id, fileId: docx })).status).toBe(400);
    const txt = await upload(ctx, admin, 'notes.txt', Buffer.from('hello'), 'text/plain');
    expect((await admin.post(`${WP}/save`, { name: 'x', formKey: 'purchaseForm', fileId: txt })).body.message).toBe(
      'A print template must be a Word document (.docx, .docm, .dotx or .dotm)',
    );
    const fake = await upload(ctx, admin, 'fake.docx', Buffer.from('not a zip'));
    expect((await admin.post(`${WP}/save`, { name: 'x', formKey: 'purchaseForm', fileId: fake })).body.message).toMatch(
      /^The print template cannot be read/,
    );
    expect((await admin.post(`${WP}/save`, { name: 'x', formKey: 'noSuchForm', fileId: docx })).status).toBe(404);
    expect((await zhangwei.del(`${WP}/remove?ids=${id}`)).status).toBe(403);

    const removed = await admin.del(`${WP}/remove?ids=${id},${global.body.value.id}`);
    expect(removed.body.value).toEqual({ count: 2 });
    expect((await zhangwei.get(`${WP}/getFormPrintTemplateByForKey?formKey=purchaseForm`)).body.value).toEqual([]);
  });
});

describe('wordPrint', () => {
  it('fills the template with the Chinese form data, the history and a QR code to an unguessable verification code', async () => {
    const leave = await agreedLeave();
    const res = await wordPrint(zhangwei, { formKey: 'leaveForm', id: LEAVE_TPL, instId: leave.instId });
    expect(res.status).toBe(200);
    const fileId = res.body.value as string;
    const docx = await printedDocx(zhangwei, fileId);
    const text = docxText(docx);
    for (const s of ['请假申请单', leave.subject, '张伟', '年假', '2026-03-02', '2026-03-06', '回老家探亲，陪伴父母', '已结束'])
      expect(text).toContain(s);
    // the history: node, approver, action label and opinion of each decision
    for (const s of ['领导审批', '李娜', '同意', '同意，注意工作交接', '已备案']) expect(text).toContain(s);
    // no tag is left unfilled
    expect(text).not.toMatch(/\{[#/_a-zA-Z]/);
    // the initiator prints as the start node, where the HR remark is hidden
    expect(text).not.toContain('人事已核对假期余额');

    const job = (await ctx.db
      .selectFrom('print_job' as never)
      .selectAll()
      .where('docx_file_id' as never, '=', fileId as never)
      .executeTakeFirstOrThrow()) as Loose;
    expect(job.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(job).toMatchObject({ inst_id: leave.instId, template_id: LEAVE_TPL, form_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(text).toContain(`${ctx.config.publicBaseUrl}/verify/${job.code}`);
    const zip = readZip(docx);
    const media = [...zip.keys()].filter((k) => /^word\/media\/.+\.png$/.test(k));
    expect(media.length).toBeGreaterThanOrEqual(1);
    // the QR code is a PNG picture in the document
    expect(zip.get(media[0])!.subarray(1, 4).toString()).toBe('PNG');
    expect(zip.get('word/document.xml')!.toString()).toContain('<w:drawing>');

    // HR prints through its task and sees its remark
    const hr = await wordPrint(liuyang, { formKey: 'leaveForm', id: LEAVE_TPL, instId: leave.instId, taskId: leave.hrTaskId });
    expect(docxText(await printedDocx(liuyang, hr.body.value))).toContain('人事已核对假期余额');
  });

  it('prints a sub-table as rows and the approvers’ signature pictures in the history', async () => {
    const form = await ctx.db.selectFrom('wf_form').selectAll().where('form_key', '=', 'leaveForm').executeTakeFirstOrThrow();
    const fields = [
      ...form.fields,
      {
        name: 'handover',
        labelKey: 'x',
        labels: { 'zh-CN': '工作交接', 'en-US': 'Handover', id: 'Serah terima' },
        type: 'subtable',
        required: false,
        columns: [
          { name: 'handoverDate', labelKey: 'x', labels: { 'zh-CN': '日期', 'en-US': 'Date', id: 'T' }, type: 'date', required: false },
          { name: 'task', labelKey: 'x', labels: { 'zh-CN': '事项', 'en-US': 'Task', id: 'T' }, type: 'text', required: false },
        ],
      },
      { name: 'leaderSign', labelKey: 'x', labels: { 'zh-CN': '领导签字', 'en-US': 'Sign', id: 'T' }, type: 'signature', required: false },
    ];
    await ctx.db
      .updateTable('wf_form')
      .set({ fields: JSON.stringify(fields) })
      .where('form_key', '=', 'leaveForm')
      .execute();
    try {
      const leave = await agreedLeave('看望外婆');
      const picture = await QRCode.toBuffer('李娜的签名', { type: 'png', width: 200 });
      const signature = await upload(ctx, lina, 'sign.png', picture, 'image/png');
      const entries = [{ index: 0, userId: lina.userId, name: '李娜', signature, createTime: '2026-03-01:10:20:30' }];
      const inst = await ctx.db.selectFrom('wf_instance').select('form_data').where('id', '=', leave.instId).executeTakeFirstOrThrow();
      const data = {
        ...inst.form_data,
        handover: [
          { handoverDate: '2026-03-01', task: '周报交给王强' },
          { handoverDate: '2026-03-02', task: '客户甲的合同续签' },
        ],
        leaderSign: JSON.stringify(entries),
      };
      await ctx.db
        .updateTable('wf_instance')
        .set({ form_data: JSON.stringify(data) })
        .where('id', '=', leave.instId)
        .execute();

      const res = await wordPrint(zhangwei, { formKey: 'leaveForm', id: LEAVE_TPL, instId: leave.instId });
      const docx = await printedDocx(zhangwei, res.body.value);
      const text = docxText(docx);
      expect(text).toContain('周报交给王强');
      expect(text).toContain('客户甲的合同续签');
      const xml = readZip(docx).get('word/document.xml')!.toString();
      // two sub-table rows numbered 1 and 2 (the loop row repeated)
      expect(xml.match(/周报交给王强|客户甲的合同续签/g)).toHaveLength(2);
      // the QR code and lina's signature: two pictures, the signature in lina's history row
      expect(xml.match(/<w:drawing>/g)).toHaveLength(2);
      const linaRow = xml.slice(xml.indexOf('李娜'), xml.indexOf('已备案'));
      expect(linaRow).toContain('<w:drawing>');
    } finally {
      await ctx.db
        .updateTable('wf_form')
        .set({ fields: JSON.stringify(form.fields) })
        .where('form_key', '=', 'leaveForm')
        .execute();
    }
  });

  it('prints a form preview from boData without an instance', async () => {
    const boData = JSON.stringify({ ...LEAVE, leaveType: 'sick', reason: '感冒发烧', hrRemark: '不该出现' });
    const res = await wordPrint(zhangwei, { formKey: 'leaveForm', id: LEAVE_TPL, boData });
    expect(res.status).toBe(200);
    const text = docxText(await printedDocx(zhangwei, res.body.value));
    expect(text).toContain('病假');
    expect(text).toContain('感冒发烧');
    expect(text).not.toContain('不该出现');
    expect((await wordPrint(zhangwei, { formKey: 'leaveForm', id: LEAVE_TPL, boData: '[1' })).status).toBe(400);
  });

  it('prints from boData only the files and signature pictures the caller may read', async () => {
    // a template that also prints every signature's picture
    const base = readZip(fs.readFileSync(path.join(ASSETS, 'leave-request.docx')));
    const xml = base
      .get('word/document.xml')!
      .toString()
      .replace('{_printedBy}', '{_printedBy}{#_signatures}{name}{signature}{/_signatures}');
    const docx = await zipOf(new Map([...base, ['word/document.xml', Buffer.from(xml)]]));
    const tpl = await admin.post(`${WP}/save`, {
      name: '带签名的请假单',
      formKey: 'leaveForm',
      fileId: await upload(ctx, admin, 'sig.docx', docx),
    });
    expect(tpl.status).toBe(200);
    const picture = await QRCode.toBuffer('吴昊的签名', { type: 'png', width: 120 });
    const hidden = await upload(ctx, wuhao, '吴昊的工资单.txt', Buffer.from('salary'), 'text/plain');
    const hiddenPicture = await upload(ctx, wuhao, 'wuhao-sign.png', picture, 'image/png');
    const own = await upload(ctx, zhangwei, '张伟的说明.txt', Buffer.from('note'), 'text/plain');
    const ownPicture = await upload(ctx, zhangwei, 'zhangwei-sign.png', picture, 'image/png');
    const sign = (signature: string, name: string) => ({
      index: 1,
      userId: zhangwei.userId,
      name,
      signature,
      createTime: '2026-03-01:10:20:30',
    });
    const print = async (attachments: string[], signature: string) => {
      const boData = JSON.stringify({ ...LEAVE, attachments, leaderSign: JSON.stringify([sign(signature, '签名人')]) });
      const res = await wordPrint(zhangwei, { formKey: 'leaveForm', id: tpl.body.value.id, boData });
      expect(res.status).toBe(200);
      const printed = await printedDocx(zhangwei, res.body.value);
      return {
        text: docxText(printed),
        drawings:
          readZip(printed)
            .get('word/document.xml')!
            .toString()
            .match(/<w:drawing>/g)?.length ?? 0,
      };
    };
    const readable = await print([own], ownPicture);
    expect(readable.text).toContain('张伟的说明.txt');
    // the QR code and the signature
    expect(readable.drawings).toBe(2);
    const unreadable = await print([hidden], hiddenPicture);
    expect(unreadable.text).not.toContain('吴昊的工资单');
    expect(unreadable.drawings).toBe(1);
    await admin.del(`${WP}/remove?ids=${tpl.body.value.id}`);
  });

  it("answers 'print template not found' and 'template printing failed' (the reason in the log)", async () => {
    const leave = await start(zhangwei, 'leaveRequest', LEAVE);
    const missing = await wordPrint(zhangwei, { formKey: 'leaveForm', id: 'no-such-template', instId: leave.instId }, 'en-US');
    expect(missing).toMatchObject({ status: 404, body: { state: false, message: 'print template not found' } });
    expect((await wordPrint(zhangwei, { formKey: 'leaveForm', id: 'no-such-template' }, 'zh-CN')).body.message).toBe('未找到打印模板');

    // a template whose document is not a Word document any more (its file replaced behind the server's back):
    // said plainly, in the caller's language
    const notZip = await upload(ctx, admin, 'broken.docx', Buffer.from('PK but not really a zip'));
    await ctx.db
      .insertInto('print_template' as never)
      .values({ id: 'tpl_not_zip', name: '坏文件', form_key: 'leaveForm', file_id: notZip } as never)
      .execute();
    const damaged = await wordPrint(zhangwei, { formKey: 'leaveForm', id: 'tpl_not_zip', instId: leave.instId }, 'en-US');
    expect(damaged).toMatchObject({ status: 400, body: { message: 'The document is damaged or is not an Office document' } });
    expect((await wordPrint(zhangwei, { formKey: 'leaveForm', id: 'tpl_not_zip', instId: leave.instId }, 'zh-CN')).body.message).toBe(
      '文档已损坏或不是 Office 文档',
    );

    // a Word document whose tags no longer parse (saved before a check, or changed since): said to the caller too
    const unclosed = await upload(ctx, admin, 'unclosed.docx', await wordDoc({ body: para('{#items}{name}') }));
    await ctx.db
      .insertInto('print_template' as never)
      .values({ id: 'tpl_unclosed', name: '标签未闭合', form_key: 'leaveForm', file_id: unclosed } as never)
      .execute();
    const unfilled = await wordPrint(zhangwei, { formKey: 'leaveForm', id: 'tpl_unclosed', instId: leave.instId }, 'en-US');
    expect(unfilled).toMatchObject({ status: 400, body: { message: 'The print template cannot be read: Tag {#items} is never closed.' } });

    // the server's own failure (a bundled template whose document is gone): 'template printing failed', the reason in the log
    await ctx.db
      .insertInto('print_template' as never)
      .values({ id: 'tpl_broken', name: '坏模板', form_key: 'leaveForm', asset: 'no-such-template.docx' } as never)
      .execute();
    logs.length = 0;
    const failed = await wordPrint(zhangwei, { formKey: 'leaveForm', id: 'tpl_broken', instId: leave.instId }, 'en-US');
    expect(failed).toMatchObject({ status: 500, body: { state: false, message: 'template printing failed' } });
    expect((await wordPrint(zhangwei, { formKey: 'leaveForm', id: 'tpl_broken', instId: leave.instId }, 'zh-CN')).body.message).toBe(
      '模板打印失败',
    );
    expect(logs.join('\n')).toMatch(/template printing failed: template tpl_broken \(坏模板\)/);
    await ctx.db
      .deleteFrom('print_template' as never)
      .where('id' as never, 'in', ['tpl_broken', 'tpl_not_zip', 'tpl_unclosed'] as never)
      .execute();
  });
});

describe('PDF', () => {
  it('converts the printed document to a PDF holding the Chinese data, and records the print', async () => {
    const leave = await agreedLeave('参加表弟婚礼');
    const res = await wordPrint(zhangwei, { formKey: 'leaveForm', id: LEAVE_TPL, instId: leave.instId, purpose: 'download' });
    const { res: preview, pdf } = await previewPdf(zhangwei, res.body.value);
    expect(preview.body.value).toMatchObject({ fileType: 'application/pdf', fileName: expect.stringMatching(/\.pdf$/) });
    expect(pdf!.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf!);
    expect(pages).toBe(1);
    for (const s of ['请假申请单', '张伟', '参加表弟婚礼', '李娜']) expect(text).toContain(s);

    // the job knows the PDF and its hash (the verification page compares them)
    const job = (await ctx.db
      .selectFrom('print_job' as never)
      .selectAll()
      .where('docx_file_id' as never, '=', res.body.value as never)
      .executeTakeFirstOrThrow()) as Loose;
    expect(job.pdf_sha256).toBe(crypto.createHash('sha256').update(pdf!).digest('hex'));
    // a second preview answers the same PDF without converting again
    const again = await zhangwei.get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${res.body.value}`);
    expect(again.body.value.pdfUrl).toBe(preview.body.value.pdfUrl);

    const records = await zhangwei.get(`/runtime/bmpPrintRecord/v1/getByProInstId?procInstId=${leave.instId}`);
    expect(records.body.value).toEqual([
      expect.objectContaining({
        userName: '张伟',
        templateId: LEAVE_TPL,
        templateName: '请假申请单',
        fileId: res.body.value,
        purpose: 'download',
      }),
    ]);
    const mine = await zhangwei.post('/runtime/bpmPrintRecord/v1/query', {
      querys: [{ property: 'procInstId', value: leave.instId, operation: 'EQUAL' }],
    });
    expect(mine.body.value.total).toBe(1);
  });

  it('signs the PDF of a form signed with a seal (PAdES), and its QR page tells the original from a changed copy', async () => {
    // lina's own seal, its picture uploaded by the administrator
    const picture = await QRCode.toBuffer('李娜审批专用章', { type: 'png', width: 160, color: { dark: '#c00000' } });
    const fileId = await upload(ctx, admin, 'seal.png', picture, 'image/png');
    const seal = await admin.post('/uc/electronicSeal/v1/save', {
      name: '李娜审批章',
      ownerId: lina.userId,
      fileId,
      password: 'Seal2026pw',
      secretFree: false,
      status: 'enabled',
    });
    expect(seal.status).toBe(200);
    const started = await start(zhangwei, 'leaveRequest', { ...LEAVE, reason: '盖章测试' });
    const [task] = await todoOf(lina, started.instId);
    const used = await lina.post('/uc/electronicSeal/v1/useSeal', { password: 'Seal2026pw', sealId: seal.body.value.id, taskId: task.id });
    expect(used.body.value).toMatchObject({ fileId });
    const entry = { index: 0, userId: lina.userId, name: '李娜', signature: fileId, createTime: '2026-03-01:10:20:30' };
    const granted = { ...entry, grant: used.body.value.grant };
    const agreed = await complete(lina, task.id, 'agree', { opinion: '同意', formData: { leaderSign: JSON.stringify([granted]) } });
    expect(agreed.status).toBe(200);

    const res = await wordPrint(zhangwei, { formKey: 'leaveForm', id: LEAVE_TPL, instId: started.instId });
    const { pdf } = await previewPdf(zhangwei, res.body.value);
    const checked = await verifySignedPdf(ctx.db, pdf!);
    expect(checked).toMatchObject({ signed: true, intact: true });
    expect(checked.signatures.map((x) => x.signer)).toEqual([expect.stringContaining('李娜')]);

    const job = (await ctx.db
      .selectFrom('print_job' as never)
      .selectAll()
      .where('docx_file_id' as never, '=', res.body.value as never)
      .executeTakeFirstOrThrow()) as Loose;
    const page = await ctx.app.inject({ method: 'GET', url: `/verify/${job.code}?lang=en-US` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('李娜');
    const send = (bytes: Buffer) => {
      const body = multipart('file', 'printed.pdf', bytes);
      return ctx.app.inject({ method: 'POST', url: `/verify/${job.code}?lang=en-US`, payload: body.payload, headers: body.headers });
    };
    expect((await send(pdf!)).body).toContain('This file is the printed original and is intact.');
    expect((await send(flipByte(pdf!, 400))).body).toContain('This file was changed after it was signed.');

    // the same entry copied into another form, whose seal use was never logged: that print is not signed with the seal
    const copied = await agreedLeave('没有盖章的表单');
    const data = (await ctx.db.selectFrom('wf_instance').select('form_data').where('id', '=', copied.instId).executeTakeFirstOrThrow())
      .form_data;
    await ctx.db
      .updateTable('wf_instance')
      .set({ form_data: JSON.stringify({ ...data, leaderSign: JSON.stringify([entry]) }) })
      .where('id', '=', copied.instId)
      .execute();
    const other = await wordPrint(zhangwei, { formKey: 'leaveForm', id: LEAVE_TPL, instId: copied.instId });
    const unsealed = await verifySignedPdf(ctx.db, (await previewPdf(zhangwei, other.body.value)).pdf!);
    expect(unsealed).toMatchObject({ signed: true, intact: true });
    expect(unsealed.signatures.map((x) => x.signer)).toEqual([expect.stringContaining('Approval Portal')]);
  });

  it('previews office attachments (Word, Excel, text) as PDF for whoever may read them', async () => {
    const txt = await upload(ctx, zhangwei, '会议纪要.txt', Buffer.from('第一季度会议纪要：预算通过。\n'), 'text/plain');
    const { pdf } = await previewPdf(zhangwei, txt);
    expect((await pdfText(pdf!)).text).toContain('第一季度会议纪要');
    const docx = await upload(ctx, zhangwei, '模板副本.docx', fs.readFileSync(path.join(ASSETS, 'expense-claim.docx')));
    const word = await previewPdf(zhangwei, docx);
    expect((await pdfText(word.pdf!)).text).toContain('费用报销单');
    // a spreadsheet (made by LibreOffice from a two-line CSV: fixtures/staff-sheet.xlsx)
    const sheet = fs.readFileSync(path.resolve(import.meta.dirname, 'fixtures/staff-sheet.xlsx'));
    const xlsx = await upload(ctx, zhangwei, '人员表.xlsx', sheet);
    expect((await pdfText((await previewPdf(zhangwei, xlsx)).pdf!)).text).toContain('研发部');
    // another user may read neither the file nor its PDF
    expect((await wuhao.get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${txt}`)).status).toBe(403);
    const pdfId = (await zhangwei.get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${txt}`)).body.value.pdfUrl.split('_').pop();
    expect((await fetchBytes(ctx, wuhao, `/file/onlinePreviewController/v1/getFileById_${pdfId}`)).status).toBe(403);
  });

  it('fails the print in flight when the converter dies, and the next print works', async () => {
    const leave = await agreedLeave('converter test');
    const converter = sharedConverter();
    await converter.warm();
    const first = (await wordPrint(zhangwei, { formKey: 'leaveForm', id: LEAVE_TPL, instId: leave.instId })).body.value as string;
    const pending = zhangwei.get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${first}`);
    // kill the worker (and so LibreOffice) while it converts
    const until = Date.now() + 20_000;
    while (!converter.busy && Date.now() < until) await new Promise((r) => setTimeout(r, 1));
    expect(converter.busy).toBe(true);
    const pid = converter.workerPid!;
    process.kill(pid, 'SIGKILL');
    const failed = await pending;
    expect(failed).toMatchObject({ status: 500, body: { message: 'template printing failed' } });
    expect(logs.join('\n')).toMatch(/the converter stopped \(SIGKILL\)/);

    const { pdf } = await previewPdf(zhangwei, first);
    expect((await pdfText(pdf!)).text).toContain('converter test');
    expect(converter.workerPid).not.toBe(pid);
  }, 60_000);
});

describe('print rights', () => {
  it('refuses who may not read the instance, readers who are not participants, and a node whose print right is off', async () => {
    const leave = await agreedLeave();
    const body = { formKey: 'leaveForm', id: LEAVE_TPL, instId: leave.instId };
    expect((await wordPrint(wuhao, body)).status).toBe(403);
    // wuhao gets the request by circulation: he may read it, not print it
    await zhangwei.post('/runtime/instance/v1/circulate', { instId: leave.instId, userIds: [wuhao.userId] });
    expect((await wuhao.get(`/runtime/instance/v1/getInstanceStatus?instId=${leave.instId}`)).status).toBe(200);
    expect(await wordPrint(wuhao, body, 'en-US')).toMatchObject({ status: 403, body: { message: 'You may not print this form' } });
    expect((await wordPrint(wuhao, body)).body.message).toBe('您没有打印此表单的权限');
    // admins always may; participants may by default
    expect((await wordPrint(admin, body)).status).toBe(200);
    expect((await wordPrint(lina, body)).status).toBe(200);
    expect((await wordPrint(lina, { ...body, taskId: leave.leaderTaskId })).status).toBe(200);

    const form = await ctx.db.selectFrom('wf_form').select('permissions').where('form_key', '=', 'leaveForm').executeTakeFirstOrThrow();
    const off: Record<string, Loose> = { ...form.permissions, leaderApprove: { ...form.permissions.leaderApprove, print: false } };
    await ctx.db
      .updateTable('wf_form')
      .set({ permissions: JSON.stringify(off) })
      .where('form_key', '=', 'leaveForm')
      .execute();
    try {
      expect((await wordPrint(lina, { ...body, taskId: leave.leaderTaskId })).status).toBe(403);
      expect((await wordPrint(lina, body)).status).toBe(403);
      expect((await wordPrint(zhangwei, body)).status).toBe(200);
      // the default node's print right lets every reader print
      const open = { ...off, default: { ...off.default, print: true } };
      await ctx.db
        .updateTable('wf_form')
        .set({ permissions: JSON.stringify(open) })
        .where('form_key', '=', 'leaveForm')
        .execute();
      expect((await wordPrint(wuhao, body)).status).toBe(200);
    } finally {
      await ctx.db
        .updateTable('wf_form')
        .set({ permissions: JSON.stringify(form.permissions) })
        .where('form_key', '=', 'leaveForm')
        .execute();
    }
    // a task of another instance does not lend its node
    const other = await agreedLeave();
    expect((await wordPrint(lina, { ...body, taskId: other.leaderTaskId })).status).toBe(400);
  });
});
