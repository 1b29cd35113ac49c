import type { TestContext } from './support/test-app.js';
import { zipEntries } from './support/files.js';
import type { Client } from './workflow-support.js';

/** Helpers of the print tests: upload, raw GETs, zip and PDF reading. */

export { uploadFile as upload } from './support/files.js';

/** A raw GET (file bytes). */
export async function fetchBytes(ctx: TestContext, c: Client, url: string): Promise<{ status: number; bytes: Buffer; type: string }> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { 'p-auth': c.token, 'p-langid': 'en-US' } });
  return { status: res.statusCode, bytes: res.rawPayload, type: String(res.headers['content-type'] ?? '') };
}

/** The entries of a zip (a .docx) by name. */
export const readZip = (buf: Buffer): Map<string, Buffer> => new Map(zipEntries(buf).map((e) => [e.name, e.data]));

/** The text of a .docx body (tags of runs removed, so words split over runs read whole). */
export function docxText(docx: Buffer): string {
  const xml = readZip(docx).get('word/document.xml')?.toString('utf8') ?? '';
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Page count and the text of every page of a PDF (pdfjs-dist's legacy build, which runs in Node). */
export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('') + '\n';
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text };
}

/** Polls until `check` answers something, or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
