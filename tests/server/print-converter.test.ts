import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConversionError, PdfConverter } from '../../server/src/print/converter.js';
import { pdfText } from './print-support.js';

// The converter on its own: one LibreOffice behind a queue, restarted after a time-out.

const options = { timeoutMs: 30_000, startTimeoutMs: 60_000 };
const converter = new PdfConverter(options);
afterAll(() => converter.close());

/** Whether the process runs (a zombie no longer does: its parent died before reaping it). */
const alive = (pid: number | undefined) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};
const docx = fs.readFileSync(path.resolve(import.meta.dirname, '../../server/assets/print/expense-claim.docx'));

describe('PDF converter', () => {
  it('converts queued requests one after another with one LibreOffice', async () => {
    const texts = ['第一份', '第二份', '第三份', '第四份'];
    const pdfs = await Promise.all(texts.map((t) => converter.toPdf(Buffer.from(`${t}\n`), 'txt')));
    for (const [i, pdf] of pdfs.entries()) expect((await pdfText(pdf)).text).toContain(texts[i]);
    const office = converter.officePid;
    expect(alive(office)).toBe(true);
    expect((await pdfText(await converter.toPdf(docx, 'docx'))).text).toContain('费用报销单');
    // still the same LibreOffice
    expect(converter.officePid).toBe(office);
  }, 60_000);

  it('fails a conversion that takes too long, stops that LibreOffice and starts a fresh one for the next', async () => {
    await converter.warm();
    const office = converter.officePid;
    options.timeoutMs = 1;
    try {
      await expect(converter.toPdf(docx, 'docx')).rejects.toThrow(/took longer than 1 ms/);
    } finally {
      options.timeoutMs = 30_000;
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(alive(office)).toBe(false);
    expect((await pdfText(await converter.toPdf(docx, 'docx'))).text).toContain('费用报销单');
    expect(converter.officePid).not.toBe(office);
  }, 60_000);

  it('refuses what it cannot convert, and keeps working', async () => {
    await expect(converter.toPdf(Buffer.from('x'), 'exe')).rejects.toBeInstanceOf(ConversionError);
    await expect(converter.toPdf(Buffer.from('x'), '../x')).rejects.toThrow(/bad extension/);
    expect((await converter.toPdf(Buffer.from('仍然可用\n'), 'txt')).subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('fails waiting requests when closed', async () => {
    const other = new PdfConverter({ timeoutMs: 30_000, startTimeoutMs: 60_000 });
    const pending = other.toPdf(Buffer.from('a\n'), 'txt');
    other.close();
    await expect(pending).rejects.toThrow(/closed/);
    await expect(other.toPdf(Buffer.from('a\n'), 'txt')).rejects.toThrow(/closed/);
  });
});
