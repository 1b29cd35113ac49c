import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Without LibreOffice: the start-up notice says how to install it, and printing answers 'template printing failed'.
// SOFFICE_PATH names a missing program before the print modules first look for LibreOffice (once per process).
const previous = process.env.SOFFICE_PATH;
process.env.SOFFICE_PATH = '/nonexistent/soffice';

const { createTestApp } = await import('./support/test-app.js');
const { as } = await import('./workflow-support.js');
const { officeNotice } = await import('../../server/src/print/libreoffice.js');
type Ctx = Awaited<ReturnType<typeof createTestApp>>;

const logs: string[] = [];
let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestApp({}, { logger: { level: 'error', stream: { write: (line: string) => void logs.push(line) } } });
});
afterAll(async () => {
  await ctx?.close();
  if (ctx) fs.rmSync(ctx.config.dataDir, { recursive: true, force: true });
  if (previous === undefined) delete process.env.SOFFICE_PATH;
  else process.env.SOFFICE_PATH = previous;
});

describe('without LibreOffice', () => {
  it('tells how to install it, and a print to PDF fails with the reason in the log', async () => {
    expect(officeNotice()).toContain(
      'apt-get install -y libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui python3-uno fonts-noto-cjk',
    );
    const zhangwei = await as(ctx, 'zhangwei');
    const docx = await zhangwei.post('/system/file/v1/wordPrint', {
      formKey: 'leaveForm',
      id: 'print_tpl_leave',
      boData: JSON.stringify({ reason: '无转换器' }),
    });
    // filling the Word template needs no LibreOffice
    expect(docx.status).toBe(200);
    const pdf = await zhangwei.get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${docx.body.value}`);
    expect(pdf).toMatchObject({ status: 500, body: { state: false, message: 'template printing failed' } });
    expect(logs.join('\n')).toContain('LibreOffice (soffice) was not found (SOFFICE_PATH)');
  });
});
