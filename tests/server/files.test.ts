import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { multipartBody, zipEntries, type FilePart } from './support/files.js';
import { canReadFile, openFile, readFileBytes, removeFile, storeFile } from '../../server/src/files/index.js';
import { fileReaders } from '../../server/src/workflow/attachments/readers.js';

let ctx: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const [account, password] of [
    ['zhangwei', 'Portal@2026'],
    ['wuhao', 'Portal@2026'],
    ['htadmin', 'Admin@2026'],
  ]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { account, password },
      headers: { 'x-forwarded-for': '10.60.0.1' },
    });
    tokens[account] = res.json().value.token;
  }
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(ctx.config.dataDir, { recursive: true, force: true });
});

async function upload(parts: FilePart[], account = 'zhangwei', app = ctx.app, query = '') {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: `/system/file/v1/upload${query}`,
    payload: body.payload,
    headers: { ...body.headers, 'p-auth': tokens[account], 'p-langid': 'en-US' },
  });
}
const get = (url: string, account = 'zhangwei') =>
  ctx.app.inject({ method: 'GET', url, headers: { 'p-auth': tokens[account], 'p-langid': 'en-US' } });

// the smallest valid PNG (1x1)
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('upload and download', () => {
  it('keeps a Chinese file name through upload, metadata and download', async () => {
    const res = await upload([{ name: '季度报告 2026.txt', type: 'text/plain', data: '第一季度：良好\n' }]);
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({
      fileName: '季度报告 2026.txt',
      size: Buffer.byteLength('第一季度：良好\n'),
      contentType: 'text/plain; charset=utf-8',
      ext: 'txt',
    });
    expect(v.fileId).toBe(v.id);
    expect(v.files).toHaveLength(1);

    const meta = await get(`/system/file/v1/${v.fileId}`);
    expect(meta.json().value).toMatchObject({ fileName: '季度报告 2026.txt', uploaderId: 'u_zhangwei' });

    const dl = await get(`/system/file/v1/downloadFile?fileId=${v.fileId}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.body).toBe('第一季度：良好\n');
    const cd = String(dl.headers['content-disposition']);
    expect(cd).toMatch(/^attachment;/);
    expect(cd).toContain(`filename*=UTF-8''${encodeURIComponent('季度报告 2026.txt')}`);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(cd)![1])).toBe('季度报告 2026.txt');

    const preview = await get(`/system/file/v1/preview?fileId=${v.fileId}`);
    expect(String(preview.headers['content-disposition'])).toMatch(/^inline;/);
  });

  it('never stores the user file name on disk', async () => {
    const res = await upload([{ name: '../../etc/机密.txt', type: 'text/plain', data: 'x' }]);
    expect(res.json().value.fileName).toBe('机密.txt');
    const row = await ctx.db
      .selectFrom('sys_file')
      .select('storage_key')
      .where('id', '=', res.json().value.fileId)
      .executeTakeFirstOrThrow();
    expect(row.storage_key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    await fs.access(`${ctx.config.dataDir}/files/${row.storage_key}`);
  });

  it('takes several files in one request', async () => {
    const res = await upload([
      { name: 'a.png', type: 'image/png', data: PNG },
      { name: '合同.pdf', type: 'application/pdf', data: PDF },
    ]);
    const v = res.json().value;
    expect(v.files.map((f: { fileName: string; contentType: string }) => [f.fileName, f.contentType])).toEqual([
      ['a.png', 'image/png'],
      ['合同.pdf', 'application/pdf'],
    ]);
    const img = await get(`/system/file/v1/preview?fileId=${v.files[0].fileId}`);
    expect(img.headers['content-type']).toBe('image/png');
    expect(String(img.headers['content-disposition'])).toMatch(/^inline;/);
    expect(img.rawPayload.equals(PNG)).toBe(true);
  });

  it('zips several files with their Chinese names intact', async () => {
    const a = (await upload([{ name: '报告.txt', type: 'text/plain', data: 'one' }])).json().value.fileId;
    const b = (await upload([{ name: '报告.txt', type: 'text/plain', data: 'two' }])).json().value.fileId;
    const c = (await upload([{ name: '图片.png', type: 'image/png', data: PNG }])).json().value.fileId;
    const res = await get(`/system/file/v1/bathcDownloadFile?fileIds=${a},${b},${c}&zipName=${encodeURIComponent('项目资料')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('项目资料.zip')}`);
    const entries = zipEntries(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['报告.txt', '报告 (2).txt', '图片.png']);
    expect(entries.every((e) => e.utf8)).toBe(true);
    expect(entries.map((e) => e.data.toString())).toEqual(expect.arrayContaining(['one', 'two']));
    expect(entries[2].data.equals(PNG)).toBe(true);
  });
});

describe('a JSON file is a file, not an API answer', () => {
  it('keeps the file service’s policies when previewed and downloaded', async () => {
    const up = await upload([{ name: 'data.json', type: 'application/json', data: '{"a":"<script>alert(1)</script>"}' }]);
    expect(up.statusCode).toBe(200);
    const id = up.json().value.fileId;
    const shown = await get(`/system/file/v1/preview?fileId=${id}`);
    expect(shown.statusCode).toBe(200);
    // stored and served as text, sandboxed: nothing in it can run
    expect(String(shown.headers['content-type'])).toBe('text/plain; charset=utf-8');
    expect(String(shown.headers['content-security-policy'])).toBe("default-src 'none'; sandbox");
    const saved = await get(`/system/file/v1/downloadFile?fileId=${id}`);
    expect(String(saved.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(String(saved.headers['content-security-policy'])).toBe("default-src 'none'; sandbox");
  });
});

describe('active content is never served inline', () => {
  it.each([
    ['page.html', 'text/html', '<html><body><script>alert(document.cookie)</script></body></html>'],
    ['drawing.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['fake.png', 'image/png', '<html><script>alert(1)</script></html>'],
    ['noext', 'text/html', '<!doctype html><script>alert(1)</script>'],
  ])('%s is sent as a sandboxed attachment', async (name, type, data) => {
    const up = await upload([{ name, type, data }]);
    expect(up.statusCode).toBe(200);
    const id = up.json().value.fileId;
    for (const url of [
      `/system/file/v1/preview?fileId=${id}`,
      `/file/onlinePreviewController/v1/getFileById_${id}`,
      `/system/file/v1/downloadFile?fileId=${id}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
      expect(String(res.headers['content-security-policy'])).toContain('sandbox');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(up.json().value.contentType).not.toBe('image/png');
  });
});

describe('online preview', () => {
  it('answers a pdfUrl for PDFs and images and a clear message for types it cannot show', async () => {
    const pdf = (await upload([{ name: '制度.pdf', type: 'application/pdf', data: PDF }])).json().value.fileId;
    const res = await get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${pdf}`);
    expect(res.json().value).toMatchObject({ pdfUrl: `/file/onlinePreviewController/v1/getFileById_${pdf}`, fileType: 'application/pdf' });
    const blob = await get(res.json().value.pdfUrl);
    expect(blob.headers['content-type']).toBe('application/pdf');
    expect(blob.rawPayload.equals(PDF)).toBe(true);

    // office documents are converted to PDF (tests/server/print.test.ts); what no converter takes is refused
    const archive = (await upload([{ name: '资料.zip', type: 'application/zip', data: 'PK not really a zip' }])).json().value.fileId;
    const refused = await get(`/file/onlinePreviewController/v1/onlinePreview?fileId=${archive}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This type of file needs a conversion for online preview; please download it instead');
  });
});

describe('who may read a file', () => {
  it('lets the uploader and an administrator read, refuses others, and lets everyone read a shared file', async () => {
    const own = (await upload([{ name: '私人.txt', type: 'text/plain', data: 'mine' }])).json().value.fileId;
    expect((await get(`/system/file/v1/downloadFile?fileId=${own}`, 'wuhao')).statusCode).toBe(403);
    expect((await get(`/system/file/v1/${own}`, 'wuhao')).json().message).toBe('You may not read this file');
    expect((await get(`/system/file/v1/bathcDownloadFile?fileIds=${own}`, 'wuhao')).statusCode).toBe(403);
    expect((await get(`/system/file/v1/downloadFile?fileId=${own}`, 'htadmin')).statusCode).toBe(200);
    const shared = (await upload([{ name: '背景.png', type: 'image/png', data: PNG }], 'zhangwei', ctx.app, '?shared=true')).json().value
      .fileId;
    expect((await get(`/system/file/v1/preview?fileId=${shared}`, 'wuhao')).statusCode).toBe(200);
    expect((await get('/system/file/v1/preview?fileId=no-such-file')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/system/file/v1/preview?fileId=${shared}` })).json().code).toBe(402);
  });
});

describe('read rules of other domains', () => {
  it('lets the rules a caller names open a file to more readers', async () => {
    const id = (await upload([{ name: '附件.txt', type: 'text/plain', data: 'form attachment' }])).json().value.fileId;
    const row = await ctx.db.selectFrom('uc_user').select('id').where('account', '=', 'wuhao').executeTakeFirstOrThrow();
    const wuhao = { id: row.id, account: 'wuhao', fullname: 'wuhao', isAdmin: false, sessionId: 'test', postId: null };
    expect(await canReadFile(ctx.db, wuhao, id, fileReaders)).toBe(false);
    const extra = async (_db: unknown, user: { account: string }, fileId: string) => user.account === 'wuhao' && fileId === id;
    expect(await canReadFile(ctx.db, wuhao, id, [...fileReaders, extra])).toBe(true);
    // the routes read with the rules the composition root gave them
    expect((await get(`/system/file/v1/downloadFile?fileId=${id}`, 'wuhao')).statusCode).toBe(403);
  });
});

describe('the files API of other domains (files/index.ts)', () => {
  const filesIn = async () => (await fs.readdir(`${ctx.config.dataDir}/files`, { recursive: true })).filter((f) => String(f).includes('/'));

  it('stores bytes as a file of its owner, sniffing the type unless the caller made it, then reads and removes it', async () => {
    const owner = await ctx.db.selectFrom('uc_user').select('id').where('account', '=', 'zhangwei').executeTakeFirstOrThrow();
    const sniffed = await storeFile(ctx, { ownerId: owner.id, fileName: 'mail.txt', bytes: PNG });
    expect(sniffed).toMatchObject({ ext: 'txt', content_type: 'image/png', size: PNG.length, uploader_id: owner.id, shared: false });
    expect(sniffed.storage_key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    const made = await storeFile(ctx, {
      ownerId: owner.id,
      fileName: 'export.csv',
      contentType: 'text/csv; charset=utf-8',
      bytes: Buffer.from('a'),
    });
    expect(made.content_type).toBe('text/csv; charset=utf-8');
    expect((await readFileBytes(ctx, sniffed.id))?.bytes.equals(PNG)).toBe(true);
    expect((await openFile(ctx, made.id))?.size).toBe(1);
    await removeFile(ctx, sniffed.id);
    expect(await readFileBytes(ctx, sniffed.id)).toBeNull();
    expect(await ctx.db.selectFrom('sys_file').select('id').where('id', '=', sniffed.id).executeTakeFirst()).toBeUndefined();
    expect(await filesIn()).not.toContain(sniffed.storage_key);
  });

  it('keeps neither row nor bytes when the work done alongside fails', async () => {
    const before = await filesIn();
    const failing = storeFile(ctx, { ownerId: null, fileName: 'seal.png', contentType: 'image/png', bytes: PNG }, async () => {
      throw new Error('alongside failed');
    });
    await expect(failing).rejects.toThrow('alongside failed');
    expect((await filesIn()).sort()).toEqual(before.sort());
  });
});

describe('size limit', () => {
  it('refuses an oversize upload with 413 and stores nothing', async () => {
    const small = await createTestApp({ uploadLimitBytes: 1024 });
    try {
      const login = await small.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { account: 'zhangwei', password: 'Portal@2026' },
      });
      tokens.small = login.json().value.token;
      const res = await upload(
        [
          { name: 'ok.txt', type: 'text/plain', data: 'fits' },
          { name: '大文件.bin', type: 'application/octet-stream', data: Buffer.alloc(4096, 7) },
        ],
        'small',
        small.app,
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ state: false, code: 413, message: 'The file is too large; each file may be at most 1 KB' });
      const rows = await small.db.selectFrom('sys_file').select('id').execute();
      expect(rows).toHaveLength(0);
      const left = await fs.readdir(`${small.config.dataDir}/files`, { recursive: true }).catch(() => [] as string[]);
      expect(left.filter((f) => !['tmp'].includes(String(f)))).toEqual([]);
    } finally {
      await small.close();
      await fs.rm(small.config.dataDir, { recursive: true, force: true });
    }
  });
});
