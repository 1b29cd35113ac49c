/// <reference types="node" />
import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { ok } from '../../../mocks/envelope';
import { fileHandlers, type StoredMockFile } from '../../../mocks/handlers/files';
import { initI18n } from '@/shared/i18n';
import { decodeBase64, encodeBase64 } from '@/shared/base64';
import {
  getByAccount,
  getDetailByAccountOrId,
  getPinyin,
  getPwdStrategy,
  queryByType,
  queryUserWithMainOrgPost,
  setCookie,
} from '@/api/uc';
import { bathcDownloadFile, downloadFile, fileNameFromDisposition, getFileById, getFileInfo, preview, upload } from '@/api/files';
import { getCurrentUserMenu, queryAppsByFilter } from '@/api/menu';
import { saveFeedback } from '@/api/feedback';

beforeAll(() => {
  initI18n('zh-CN');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Base64', () => {
  it.each(['zhangwei', '张伟', '{"querys":[{"property":"fullname","value":"张"}]}', ''])('round-trips %j through UTF-8', (text) => {
    expect(decodeBase64(encodeBase64(text))).toBe(text);
  });
  it('matches the standard alphabet', () =>
    expect(encodeBase64('张伟')).toBe(btoa(String.fromCharCode(...new TextEncoder().encode('张伟')))));
});

describe('user centre', () => {
  it('queryUserWithMainOrgPost sends the Base64 of the JSON query as text/plain', async () => {
    let contentType: string | null = null;
    let raw = '';
    server.use(
      http.post('*/api/user/v1/users/queryUserWithMainOrgPost', async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        raw = await request.text();
        return ok({ rows: [], total: 0, page: 1, pageSize: 20 });
      }),
    );
    const query = { querys: [{ property: 'fullname', value: '张', operation: 'LIKE' }], pageBean: { page: 1, pageSize: 20 } };
    await queryUserWithMainOrgPost(query);
    expect(contentType).toMatch(/^text\/plain/);
    expect(JSON.parse(decodeBase64(raw))).toEqual(query);
  });

  it('queryUserWithMainOrgPost answers rows with the main org and post', async () => {
    const answer = await queryUserWithMainOrgPost({ querys: [{ property: 'fullname', value: '张' }], pageBean: { page: 1, pageSize: 20 } });
    expect(answer.value.rows).toEqual([expect.objectContaining({ account: 'zhangwei', orgName: '研发部', postName: '研发工程师' })]);
  });

  it('getDetailByAccountOrId sends accountOrId Base64-encoded and answers the detail record', async () => {
    let sent: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('getDetailByAccountOrId')) sent = new URL(request.url).searchParams.get('accountOrId');
    });
    const answer = await getDetailByAccountOrId('zhangwei');
    server.events.removeAllListeners();
    expect(sent).toBe(encodeBase64('zhangwei'));
    expect(answer.value.user.fullname).toBe('张伟');
    expect(answer.value.postList.map((p) => p.postName)).toEqual(['研发工程师', '测试工程师']);
  });

  it('getByAccount, queryByType, getPwdStrategy, setCookie and getPinyin reach their calls', async () => {
    await expect(getByAccount('lina')).resolves.toMatchObject({ value: { fullname: '李娜' } });
    await expect(queryByType({ pattern: '张', page: 1, pageSize: 50 })).resolves.toMatchObject({ value: { total: 1 } });
    await expect(getPwdStrategy()).resolves.toMatchObject({ value: { minLength: 10 } });
    await expect(setCookie('post-qa-eng')).resolves.toMatchObject({ value: 'post-qa-eng' });
    await expect(getPinyin('张伟')).resolves.toMatchObject({ value: 'zhangwei' });
  });
});

/**
 * jsdom's FormData and File do not survive msw's hand-over to Node's Request (the file arrives
 * as "undefined"); browsers send them fine. For the upload case the test uses Node's own.
 */
async function withNodeFormData<T>(run: () => Promise<T>): Promise<T> {
  const saved = { FormData: globalThis.FormData, File: globalThis.File };
  const nodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
  Object.assign(globalThis, { FormData: nodeFormData, File: NodeFile });
  try {
    return await run();
  } finally {
    Object.assign(globalThis, saved);
  }
}

describe('files', () => {
  it('uploads, previews and downloads with the Chinese file name intact', async () => {
    const stored: StoredMockFile[] = [];
    server.use(...fileHandlers(stored));
    const uploaded = await withNodeFormData(() =>
      upload(new File([new Uint8Array([1, 2, 3])], '请假单附件.pdf', { type: 'application/pdf' })),
    );
    expect(uploaded.value).toEqual([expect.objectContaining({ fileId: 'f-1', fileName: '请假单附件.pdf', size: 3 })]);
    expect(stored[0].fileName).toBe('请假单附件.pdf');

    await expect(getFileInfo('f-1')).resolves.toMatchObject({ value: { fileName: '请假单附件.pdf', size: 3 } });
    const shown = await preview('f-1');
    expect(shown.blob.size).toBe(3);
    const saved = await downloadFile('f-1');
    expect(saved.fileName).toBe('请假单附件.pdf');
    const zip = await bathcDownloadFile(['f-1'], '请假材料');
    expect(zip.fileName).toBe('请假材料.zip');
  });

  it('getFileById fetches the online-preview file as a blob', async () => {
    server.use(
      http.get(
        '*/file/onlinePreviewController/v1/getFileById_abc',
        () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const answer = await getFileById('abc');
    expect(answer.blob.size).toBe(4);
    expect(answer.fileName).toBeNull();
  });

  it.each([
    [`attachment; filename*=UTF-8''${encodeURIComponent('审批 记录.xlsx')}`, '审批 记录.xlsx'],
    [`attachment; filename="fallback.zip"; filename*=UTF-8''${encodeURIComponent('中文.zip')}`, '中文.zip'],
    [`attachment; filename*="UTF-8''${encodeURIComponent('引号.txt')}"`, '引号.txt'],
    [`attachment; filename*=utf-8'zh-CN'${encodeURIComponent('带语言.doc')}`, '带语言.doc'],
    [`attachment; filename*=iso-8859-1'en'%A3%20rates.txt`, '£ rates.txt'],
    ['attachment; filename="plain name.pdf"', 'plain name.pdf'],
    ['attachment; filename="with \\"quote\\".txt"', 'with "quote".txt'],
    ['attachment; filename=token.csv', 'token.csv'],
    [`attachment; filename=${encodeURIComponent('编码.docx')}`, '编码.docx'],
    ['attachment; filename="100%.txt"', '100%.txt'],
    ['inline', null],
    ['', null],
    [null, null],
  ])('file name of %j is %j', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});

describe('menu', () => {
  it('getCurrentUserMenu asks for front_menu', async () => {
    const answer = await getCurrentUserMenu();
    expect(answer.value.map((item) => item.alias)).toEqual(['home', 'matter', 'report']);
  });

  it('queryAppsByFilter asks page 1 of 50 for the menu', async () => {
    let body: unknown;
    server.use(
      http.post('*/portal/sysApp/v1/queryByFilter', async ({ request }) => {
        body = await request.json();
        return ok({ rows: [], total: 0, page: 1, pageSize: 50 });
      }),
    );
    await queryAppsByFilter('m-home');
    expect(body).toEqual({ pageBean: { page: 1, pageSize: 50 }, params: { menuId: 'm-home' } });
  });
});

describe('feedback', () => {
  const body = { message: '后端接口500异常', link: 'http://localhost:3000/front/home', screenshot: 'f-1', text: '点击提交后出错' };

  it('is saved through /portal/feedback/v1/save', async () => {
    await expect(saveFeedback(body)).resolves.toEqual({ id: 'fb-1' });
  });

  it('goes to the event log as type feedback when the backend has no feedback call', async () => {
    const logged: unknown[] = [];
    server.use(
      http.post(
        '*/portal/feedback/v1/save',
        () =>
          new Response(JSON.stringify({ state: false, code: 404, message: 'No route POST /portal/feedback/v1/save' }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
      http.post('*/runtime/bpmIndexTaggedEventLog/v1/addEventLog', async ({ request }) => {
        logged.push(await request.json());
        return ok({ id: 'log-1' });
      }),
    );
    await expect(saveFeedback(body)).resolves.toEqual({ id: 'log-1' });
    expect(logged).toEqual([{ type: 'feedback', detail: { message: body.message, link: body.link, screenshot: 'f-1', text: body.text } }]);
  });
});
