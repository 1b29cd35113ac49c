import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintTagList } from '../../contract/print.js';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, complete, LEAVE, start, todoOf, type Client } from './workflow-support.js';
import { docxText, fetchBytes, readZip, upload } from './print-support.js';

// The tag list and the starter template against the real filler and the real LibreOffice (no skips).

let ctx: TestContext;
let admin: Client, zhangwei: Client, lina: Client, liuyang: Client;

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, zhangwei, lina, liuyang] = await Promise.all(['htadmin', 'zhangwei', 'lina', 'liuyang'].map((a) => as(ctx, a)));
});
afterAll(async () => {
  await ctx?.close();
  if (ctx) fs.rmSync(ctx.config.dataDir, { recursive: true, force: true });
});

const WP = '/flow/wordPrint/v1';
const tagsOf = (c: Client, formKey: string, lang = 'en-US') => c.get(`${WP}/templateTags?formKey=${formKey}`, lang);

/**
 * A leave request with every part filled: an attachment, two handover rows, lina's signature picture,
 * agreed by lina and by HR (who writes the HR remark). HR's done task prints it with nothing hidden.
 */
async function fullLeave(subject: string) {
  const attachment = await upload(ctx, zhangwei, '交接清单.txt', Buffer.from('周报交给王强\n'), 'text/plain');
  const started = await start(zhangwei, 'leaveRequest', {
    ...LEAVE,
    reason: subject,
    phone: '13800001234',
    attachments: attachment,
    handover: [
      { handoverDate: '2026-03-01', task: '周报交给王强', file: attachment },
      { handoverDate: '2026-03-02', task: '客户甲的合同续签' },
    ],
  });
  const picture = await QRCode.toBuffer('李娜的签名', { type: 'png', width: 200 });
  const signature = await upload(ctx, lina, 'sign.png', picture, 'image/png');
  const [leaderTask] = await todoOf(lina, started.instId);
  const sign = JSON.stringify([{ userId: lina.userId, signature }]);
  expect((await complete(lina, leaderTask.id, 'agree', { opinion: '同意，注意交接', formData: { leaderSign: sign } })).status).toBe(200);
  const [hrTask] = await todoOf(liuyang, started.instId);
  expect((await complete(liuyang, hrTask.id, 'agree', { opinion: '已备案', formData: { hrRemark: '假期余额已核对' } })).status).toBe(200);
  return { ...started, hrTaskId: hrTask.id as string };
}

/** Saves a document as a template of the leave form and prints the request with it (HR, through its task). */
async function printWith(docx: Buffer, name: string, leave: { instId: string; hrTaskId: string }, lang = 'zh-CN') {
  const fileId = await upload(ctx, admin, `${name}.docx`, docx);
  const saved = await admin.post(`${WP}/save`, { name, formKey: 'leaveForm', fileId });
  expect(saved.status).toBe(200);
  const body = { formKey: 'leaveForm', id: saved.body.value.id, instId: leave.instId, taskId: leave.hrTaskId };
  const printed = await liuyang.post('/system/file/v1/wordPrint', body, lang);
  expect(printed.status).toBe(200);
  return printed.body.value as string;
}

const open = (tag: string) => `«${tag}:»`;
const CLOSE = '«:end»';
/** `{tag}` between markers, so the test can read what the filler put in its place. */
const probe = (tag: string, shown = tag) => [new TextRun(open(shown)), new TextRun(`{${tag}}`), new TextRun(CLOSE)];

/** A template holding every tag of the list once, each loop as a table row that repeats. */
function probeTemplate(list: PrintTagList): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [...list.fields, ...list.document].map((f) => new Paragraph({ children: probe(f.tag) }));
  for (const loop of list.loops) {
    const cells = loop.columns.map((c, i) => {
      const runs = probe(c.tag, `${loop.tag}.${c.tag}`);
      if (i === 0) runs.unshift(new TextRun(`{#${loop.tag}}`));
      if (i === loop.columns.length - 1) runs.push(new TextRun(`{/${loop.tag}}`));
      return new TableCell({ children: [new Paragraph({ children: runs })] });
    });
    children.push(new Paragraph(loop.label), new Table({ rows: [new TableRow({ children: cells })] }));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** What the filler put between each tag's markers (text), or whether a picture stands there (image). */
function filled(docx: Buffer) {
  const xml = readZip(docx).get('word/document.xml')!.toString('utf8');
  const text = docxText(docx);
  const values = new Map<string, string[]>();
  for (const m of text.matchAll(/«([^»]+):»(.*?)«:end»/g)) values.set(m[1], [...(values.get(m[1]) ?? []), m[2]]);
  const pictures = new Set<string>();
  for (const m of xml.matchAll(/«([^»]+):»([\s\S]*?)«:end»/g)) if (m[2].includes('<w:drawing>')) pictures.add(m[1]);
  return { values, pictures, text };
}

describe('template tags', () => {
  it('lists the fields with their labels in the caller’s language, the sub-table loop, the history and the QR code', async () => {
    const res = await tagsOf(admin, 'leaveForm');
    expect(res.status).toBe(200);
    const list = res.body.value as PrintTagList;
    expect(list).toMatchObject({ formKey: 'leaveForm', formName: 'Leave form' });
    expect(list.fields).toContainEqual({ tag: 'leaveType', label: 'Leave type', kind: 'text', fieldType: 'select' });
    expect(list.fields).toContainEqual({ tag: 'leaderSign', label: 'Leader signature', kind: 'text', fieldType: 'signature' });
    // a sub-table is a loop, not a field
    expect(list.fields.map((f) => f.tag)).not.toContain('handover');
    const handover = list.loops.find((l) => l.tag === 'handover')!;
    expect(handover).toMatchObject({ label: 'Work handover', kind: 'subtable' });
    expect(handover.columns.map((c) => [c.tag, c.label])).toEqual([
      ['_no', 'No.'],
      ['handoverDate', 'Date'],
      ['task', 'Task handed over'],
      ['file', 'Related file'],
    ]);
    expect(handover.row).toEqual(['{#handover}{_no}', '{handoverDate}', '{task}', '{file}{/handover}']);
    const history = list.loops.find((l) => l.tag === '_history')!;
    expect(history.columns).toContainEqual({ tag: 'signature', label: 'Signature', kind: 'image' });
    expect(history.columns).toContainEqual({ tag: 'opinion', label: 'Opinion', kind: 'text' });
    expect(list.document).toContainEqual({ tag: '_qrCode', label: 'Verification QR code', kind: 'image' });
    expect(list.document).toContainEqual({ tag: '_instId', label: 'Process number', kind: 'text' });

    const zh = (await tagsOf(admin, 'leaveForm', 'zh-CN')).body.value as PrintTagList;
    expect(zh.formName).toBe('请假单');
    expect(zh.fields[0]).toMatchObject({ tag: 'leaveType', label: '请假类型' });
    expect(zh.loops.find((l) => l.tag === '_history')!.label).toBe('审批记录');
    const id = (await tagsOf(admin, 'leaveForm', 'id')).body.value as PrintTagList;
    expect(id.fields[0]).toMatchObject({ tag: 'leaveType', label: 'Jenis cuti' });
  });

  it('is for administrators, about a form that exists', async () => {
    expect(await tagsOf(zhangwei, 'leaveForm')).toMatchObject({
      status: 403,
      body: { message: 'Only administrators may manage print templates' },
    });
    expect(await tagsOf(admin, 'noSuchForm')).toMatchObject({ status: 404, body: { message: 'The form does not exist' } });
    expect((await tagsOf(admin, 'noSuchForm', 'zh-CN')).body.message).toBe('表单不存在');
    expect((await zhangwei.get(`${WP}/starterTemplate?formKey=leaveForm`)).status).toBe(403);
    expect((await admin.get(`${WP}/starterTemplate?formKey=noSuchForm`)).status).toBe(404);
  });

  it('every tag it lists is filled by the filler for a real request', async () => {
    const list = (await tagsOf(admin, 'leaveForm')).body.value as PrintTagList;
    const leave = await fullLeave('标签全覆盖测试');
    const docx = await fetchBytes(
      ctx,
      liuyang,
      `/system/file/v1/downloadFile?fileId=${await printWith(await probeTemplate(list), 'probe', leave)}`,
    );
    const { values, pictures, text } = filled(docx.bytes);
    expect(text).not.toMatch(/\{[#/_a-zA-Z]/);
    const check = (shown: string, kind: 'text' | 'image') => {
      if (kind === 'image') expect(pictures, shown).toContain(shown);
      else
        expect(
          values.get(shown)?.some((v) => v.trim() !== ''),
          `${shown}: ${JSON.stringify(values.get(shown))}`,
        ).toBe(true);
    };
    for (const tag of [...list.fields, ...list.document]) check(tag.tag, tag.kind);
    for (const loop of list.loops) for (const c of loop.columns) check(`${loop.tag}.${c.tag}`, c.kind);
    // the values are the request's, not just anything
    expect(values.get('phone')).toEqual(['13800001234']);
    expect(values.get('hrRemark')).toEqual(['假期余额已核对']);
    expect(values.get('handover.task')).toEqual(['周报交给王强', '客户甲的合同续签']);
    expect(values.get('handover._no')).toEqual(['1', '2']);
    expect(values.get('_signatures.name')).toEqual(['李娜']);
    expect(values.get('_instId')).toEqual([leave.instId]);
  });
});

/** Runs a poppler tool on a PDF (written to a temporary file) and answers what it prints. */
async function poppler(tool: string, args: string[], pdf: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `starter-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return (await promisify(execFile)(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])])).stdout;
  } finally {
    fs.rmSync(file, { force: true });
  }
}
const pdftotext = (pdf: Buffer) => poppler('pdftotext', ['-raw'], pdf);
/** the number of pictures (pdfimages lists one a line under two heading lines; a soft mask is no picture of its own) */
const pdfImages = async (pdf: Buffer) =>
  (await poppler('pdfimages', ['-list'], pdf))
    .split('\n')
    .slice(2)
    .filter((l) => l.trim() && !/\bsmask\b/.test(l)).length;

describe('starter template', () => {
  it('is a Word document made from the form in the caller’s language, with a header and footer for the letterhead', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${WP}/starterTemplate?formKey=leaveForm`,
      headers: { 'p-auth': admin.token, 'p-langid': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Leave form - print template.docx')}`);
    const text = docxText(res.rawPayload);
    for (const s of ['Leave form', 'Leave type', '{leaveType}', 'Reason', '{reason}', 'Applicant', '{_applicant}', 'Work handover'])
      expect(text).toContain(s);
    expect(text).toContain('{#handover}{_no}');
    expect(text).toContain('{file}{/handover}');
    expect(text).toContain('{#_history}{node}');
    expect(text).toContain('{_qrCode}');
    const zip = readZip(res.rawPayload);
    expect([...zip.keys()].some((k) => /^word\/header\d*\.xml$/.test(k))).toBe(true);
    expect([...zip.keys()].some((k) => /^word\/footer\d*\.xml$/.test(k))).toBe(true);
    const zh = await fetchBytes(ctx, admin, `${WP}/starterTemplate?formKey=leaveForm`);
    expect(zh.status).toBe(200);
  });

  it('saved unchanged as the leave form’s template, prints a real request through LibreOffice with its values and labels', async () => {
    const starter = await ctx.app.inject({
      method: 'GET',
      url: `${WP}/starterTemplate?formKey=leaveForm`,
      headers: { 'p-auth': admin.token, 'p-langid': 'zh-CN' },
    });
    expect(starter.statusCode).toBe(200);
    const leave = await fullLeave('回老家参加婚礼');
    const fileId = await printWith(starter.rawPayload, '请假单（起步模板）', leave);
    const preview = await liuyang.get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${fileId}`);
    expect(preview.status).toBe(200);
    const pdf = await fetchBytes(ctx, liuyang, preview.body.value.pdfUrl);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // a long value wraps inside its cell: read the words without the line breaks
    const text = (await pdftotext(pdf.bytes)).replace(/\s+/g, '');
    // the labels, as the form names them in Chinese
    for (const s of [
      '请假单',
      '请假类型',
      '请假天数',
      '开始日期',
      '请假事由',
      '联系电话',
      '工作交接',
      '交接事项',
      '审批记录',
      '审批意见',
      '核验码',
    ])
      expect(text).toContain(s);
    // the request's values
    for (const s of [
      leave.subject.replace(/\s+/g, ''),
      '年假',
      '2026-03-02',
      '2026-03-06',
      '13800001234',
      '周报交给王强',
      '客户甲的合同续签',
      '李娜',
      '同意，注意交接',
      '假期余额已核对',
    ])
      expect(text).toContain(s);
    expect(text).toContain('交接清单.txt');
    expect(text).not.toMatch(/\{[#/_a-zA-Z]/);
    // two pictures: lina's signature in the history and the QR code
    expect(await pdfImages(pdf.bytes)).toBe(2);
  }, 120_000);
});
