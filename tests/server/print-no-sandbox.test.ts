import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Without bubblewrap (or where it cannot make its namespaces): the server starts, the start-up notice says how to
// install it or how to run with the pre-pass alone, and conversion is refused rather than run unjailed.
// BWRAP_PATH names a missing program before the print modules first look for the sandbox (once per process).
const previous = process.env.BWRAP_PATH;
process.env.BWRAP_PATH = '/nonexistent/bwrap';

const { createTestApp } = await import('./support/test-app.js');
const { as } = await import('./workflow-support.js');
const { officeNotice, sandboxWarning } = await import('../../server/src/print/libreoffice.js');
type Ctx = Awaited<ReturnType<typeof createTestApp>>;

const logs: string[] = [];
let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestApp({}, { logger: { level: 'error', stream: { write: (line: string) => void logs.push(line) } } });
});
afterAll(async () => {
  await ctx?.close();
  if (ctx) fs.rmSync(ctx.config.dataDir, { recursive: true, force: true });
  if (previous === undefined) delete process.env.BWRAP_PATH;
  else process.env.BWRAP_PATH = previous;
});

describe('without the converter sandbox', () => {
  it('starts, tells how to install bubblewrap or turn the sandbox off, and refuses to convert', async () => {
    const notice = officeNotice();
    expect(notice).toContain('bubblewrap (bwrap) was not found at /nonexistent/bwrap');
    expect(notice).toContain('apt-get install -y bubblewrap');
    expect(notice).toContain('PRINT_SANDBOX=off');
    expect(sandboxWarning()).toBeUndefined();
    const zhangwei = await as(ctx, 'zhangwei');
    const docx = await zhangwei.post('/system/file/v1/wordPrint', {
      formKey: 'leaveForm',
      id: 'print_tpl_leave',
      boData: JSON.stringify({ reason: '无沙箱' }),
    });
    // filling the Word template needs no LibreOffice
    expect(docx.status).toBe(200);
    const pdf = await zhangwei.get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${docx.body.value}`);
    expect(pdf).toMatchObject({ status: 500, body: { state: false, message: 'template printing failed' } });
    expect(logs.join('\n')).toContain('conversion is refused without its sandbox: bubblewrap (bwrap) was not found');
  });
});
