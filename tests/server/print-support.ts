import zlib from 'node:zlib';
import type { TestContext } from './support/test-app.js';
import type { Client, Loose } from './workflow-support.js';

/** Helpers of the print tests: upload, raw GETs, zip and PDF reading. */

export async function upload(ctx: TestContext, c: Client, name: string, data: Buffer, type = 'application/octet-stream'): Promise<string> {
  const boundary = '----print' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/system/file/v1/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'p-auth': c.token, 'p-langid': 'en-US' },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as Loose).value.fileId as string;
}

/** A raw GET (file bytes). */
export async function fetchBytes(ctx: TestContext, c: Client, url: string): Promise<{ status: number; bytes: Buffer; type: string }> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { 'p-auth': c.token, 'p-langid': 'en-US' } });
  return { status: res.statusCode, bytes: res.rawPayload, type: String(res.headers['content-type'] ?? '') };
}

/** The entries of a zip (a .docx), read through its central directory. */
export function readZip(buf: Buffer): Map<string, Buffer> {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + compressed);
    out.set(name, method === 8 ? zlib.inflateRawSync(raw) : raw);
    at += 46 + nameLen + extra + comment;
  }
  return out;
}

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
