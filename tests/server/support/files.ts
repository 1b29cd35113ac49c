import zlib from 'node:zlib';
import type { TestContext } from './test-app.js';

/** Helpers of tests that upload files or read zips (files, print, seals, signing, backup, form values). */

export interface FilePart {
  name: string;
  type: string;
  data: Buffer | string;
  /** the form field; 'file' unless given */
  field?: string;
}

/** A multipart body with one file per part, as a browser's form sends it (the UTF-8 name as is in the quoted filename). */
export function multipartBody(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----portal' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.name}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads one file as `c`; its file id (the test fails on any answer but 200). */
export async function uploadFile(
  ctx: TestContext,
  c: { token: string },
  name: string,
  data: Buffer,
  type = 'application/octet-stream',
): Promise<string> {
  const body = multipartBody([{ name, type, data }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/system/file/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, 'p-auth': c.token, 'p-langid': 'en-US' },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { value: { fileId: string } }).value.fileId;
}

export interface ZipEntry {
  name: string;
  /** the entry's name is flagged UTF-8 (general purpose bit 11) */
  utf8: boolean;
  data: Buffer;
}

/** The entries of a zip (a .docx too), read through its central directory. */
export function zipEntries(buf: Buffer): ZipEntry[] {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const out: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + compressed);
    out.push({ name, utf8: (flags & 0x800) !== 0, data: method === 8 ? zlib.inflateRawSync(raw) : raw });
    at += 46 + nameLen + extra + comment;
  }
  return out;
}
