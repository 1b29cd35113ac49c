import { describe, expect, it } from 'vitest';
import { complete, LEAVE, start, todoOf, workflowSuite, type Client } from './workflow-support.js';
import { docxText, fetchBytes } from './print-support.js';

/**
 * Issue 29.2: a print is in one language, its template's, whoever prints it: a Chinese template prints "年假" for a
 * reader of any language, the English one "Annual leave"; the dialog's lists name each template in the reader's
 * language and say which language it prints in.
 */

const { ctx, htadmin: admin, zhangwei, lina } = workflowSuite(['htadmin', 'zhangwei', 'lina']);
const WP = '/flow/wordPrint/v1';

async function printed(c: Client, instId: string, id: string, lang: string): Promise<string> {
  const res = await c.post('/system/file/v1/wordPrint', { formKey: 'leaveForm', id, instId }, lang);
  expect(res.status).toBe(200);
  const got = await fetchBytes(ctx, c, `/system/file/v1/downloadFile?fileId=${res.body.value as string}`);
  expect(got.status).toBe(200);
  return docxText(got.bytes);
}

const HAN = /[\u3400-\u9fff]/;

describe('a print in one language', () => {
  it('fills the English template in English and the Chinese one in Chinese, whatever the printer reads', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', { ...LEAVE, reason: 'Family trip' });
    const [task] = await todoOf(lina, instId);
    expect((await complete(lina, task.id, 'agree', { opinion: 'Fine' })).status).toBe(200);

    // zhangwei reads Chinese and prints the English template: labels and values are English
    const english = await printed(zhangwei, instId, 'print_tpl_leave_en', 'zh-CN');
    for (const s of ['Leave Request Form', 'Leave type', 'Annual leave', 'Approval history', 'Time zone']) expect(english).toContain(s);
    // no Chinese word of the template or of a value chosen from a list (people's names stay as they are)
    const withoutNames = english.replace(/张伟|李娜/g, '');
    expect(withoutNames).not.toMatch(HAN);

    // and reading English, the Chinese template prints in Chinese (no "Annual leave", no English status)
    const chinese = await printed(zhangwei, instId, 'print_tpl_leave', 'en-US');
    for (const s of ['请假申请单', '请假类型', '年假', '时区']) expect(chinese).toContain(s);
    expect(chinese).not.toContain('Annual leave');

    // the Indonesian one in Indonesian
    const bahasa = await printed(zhangwei, instId, 'print_tpl_leave_id', 'en-US');
    expect(bahasa).toContain('Cuti tahunan');
    expect(bahasa).not.toContain('Annual leave');
  });

  it('lists the templates with their language and their name in the reader’s language', async () => {
    const inEnglish = await zhangwei.get(`${WP}/getFormPrintTemplateByForKey?formKey=leaveForm`, 'en-US');
    expect(inEnglish.status).toBe(200);
    const byId = new Map((inEnglish.body.value as { templateId: string; fileName: string; lang: string }[]).map((t) => [t.templateId, t]));
    expect(byId.get('print_tpl_leave')).toMatchObject({ lang: 'zh-CN', fileName: 'Leave request form (Chinese)' });
    expect(byId.get('print_tpl_leave_en')).toMatchObject({ lang: 'en-US', fileName: 'Leave request form' });
    expect(byId.get('print_tpl_leave_id')).toMatchObject({ lang: 'id', fileName: 'Leave request form (Indonesian)' });
    const inChinese = await zhangwei.get(`${WP}/getFormPrintTemplateByForKey?formKey=leaveForm`, 'zh-CN');
    const names = (inChinese.body.value as { fileName: string }[]).map((t) => t.fileName);
    expect(names).toEqual(expect.arrayContaining(['请假申请单', '请假申请单（英文）', '请假申请单（印尼文）']));
  });

  it('keeps the language and the names an admin gives; refuses a language the portal does not have', async () => {
    // the dialog's list gives the bundled document its file
    const offered = (await admin.get(`${WP}/getFormPrintTemplateByForKey?formKey=leaveForm`)).body.value as {
      templateId: string;
      fileId: string;
    }[];
    const en = { id: 'print_tpl_leave_en', fileId: offered.find((t) => t.templateId === 'print_tpl_leave_en')!.fileId };
    const saved = await admin.post(`${WP}/save`, {
      id: en.id,
      name: 'Leave request (EN)',
      formKey: 'leaveForm',
      fileId: en.fileId,
      lang: 'en-US',
      names: { 'zh-CN': ' 请假单（英文） ', id: '', 'en-US': 'ignored: its own language is its name' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value).toMatchObject({ lang: 'en-US', names: { 'zh-CN': '请假单（英文）' } });
    expect(saved.body.value.names).not.toHaveProperty('en-US');
    const bad = await admin.post(`${WP}/save`, { id: en.id, name: 'x', formKey: 'leaveForm', fileId: en.fileId, lang: 'fr' });
    expect(bad.status).toBe(400);
    const after = (await admin.post(`${WP}/listJson`, {})).body.value.rows as { id: string; lang: string }[];
    expect(after.find((r) => r.id === en.id)?.lang).toBe('en-US');
  });
});
