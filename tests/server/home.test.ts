import { describe, expect, it } from 'vitest';
import { isSameOrigin } from '../../server/src/portal/content/service.js';
import { portalSuite } from './portal-helpers.js';

const suite = portalSuite(['zhangwei', 'lina']);
const CHINESE = /[\u4e00-\u9fff]/;

const resolve = (shortUrl: string, lang?: string, host?: string) =>
  suite.call({
    url: `/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=${encodeURIComponent(shortUrl)}`,
    token: suite.zhangwei.token,
    lang,
    headers: host ? { host } : undefined,
  });

describe('short links stay on the portal', () => {
  it('refuses a short link to another origin in the caller language, never answering the address', async () => {
    const foreign = {
      ext_abs: 'https://evil.example/front/home',
      ext_proto: '//evil.example/front/home',
      ext_slash: '/\\evil.example/front/home',
      ext_js: 'javascript:alert(1)',
      ext_port: 'http://portal.test:9999/front/home',
    };
    await suite.ctx.db
      .insertInto('portal_short_url')
      .values(Object.entries(foreign).map(([short_url, long_url]) => ({ short_url, long_url })))
      .execute();
    for (const [code, url] of Object.entries(foreign)) {
      const res = await resolve(code, 'en-US', 'portal.test');
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ state: false, message: 'The short link points outside the portal and was refused' });
      expect(res.body).not.toContain(url.slice(2));
    }
    expect((await resolve('ext_abs', 'id', 'portal.test')).json().message).toBe('Tautan pendek mengarah ke luar portal dan ditolak');
  });

  it('answers a path, or an absolute address on the portal own origin', async () => {
    await suite.ctx.db
      .insertInto('portal_short_url')
      .values({ short_url: 'own_abs', long_url: 'http://portal.test/front/documents' })
      .execute();
    expect((await resolve('own_abs', undefined, 'portal.test')).json()).toMatchObject({
      state: true,
      value: 'http://portal.test/front/documents',
    });
    expect((await resolve('own_abs', undefined, 'other.test')).statusCode).toBe(400);
    expect((await resolve('todo')).json().value).toBe('/front/matter/myTask');
  });

  it.each([
    ['/front/home', true],
    ['http://a.test/x', true],
    ['https://a.test/x', false],
    ['//a.test/x', false],
    ['/\\b.test', false],
    ['data:text/html,x', false],
    ['', false],
  ])('isSameOrigin(%s) on http://a.test is %s', (url, same) => {
    expect(isSameOrigin(url, 'http://a.test')).toBe(same);
  });
});

describe('news in the caller language', () => {
  it.each(['en-US', 'id'])('answers titles, summaries, authors and content without Chinese in %s', async (lang) => {
    const list = (await suite.call({ url: '/portalNewsNotice/v1/getNews', token: suite.zhangwei.token, lang })).json().value;
    expect(list).toHaveLength(6);
    for (const n of list) expect(CHINESE.test(`${n.title}${n.summary}${n.author}${n.classifyName}`), n.title).toBe(false);
    const one = (await suite.call({ url: `/portalNewsNotice/v1/getNewsById?id=${list[0].id}`, token: suite.zhangwei.token, lang })).json()
      .value;
    expect(one.content).toMatch(/^<p>/);
    expect(CHINESE.test(one.content)).toBe(false);
  });

  it('keeps the Chinese texts by default', async () => {
    const list = (await suite.call({ url: '/portalNewsNotice/v1/getNews?classifyId=news_company', token: suite.zhangwei.token })).json()
      .value;
    expect(list[0]).toMatchObject({ title: '审批门户正式上线', classifyName: '公司新闻', author: '行政部' });
  });
});

describe('home layout', () => {
  it('holds every widget kind of the home page on a 24-column grid', async () => {
    const layout = (await suite.call({ url: '/portal/main/v1/vueFrontHome', token: suite.zhangwei.token })).json().value;
    const types = new Set(layout.items.map((i: { type: string }) => i.type));
    expect([...types].sort()).toEqual(['apps', 'documents', 'done', 'news', 'notice', 'overdue', 'request', 'sankey', 'todo']);
    for (const i of layout.items) expect(i.x + i.width).toBeLessThanOrEqual(24);
  });
});

describe('POST /system/often', () => {
  it('answers the caller often-used flows, the list of /flow/start/often', async () => {
    const often = await suite.call({ method: 'POST', url: '/system/often', token: suite.zhangwei.token });
    expect(often.statusCode).toBe(200);
    const same = await suite.call({ method: 'POST', url: '/flow/start/often', token: suite.zhangwei.token });
    expect(often.json().value).toEqual(same.json().value);
    expect(Array.isArray(often.json().value)).toBe(true);
    // without a session: refused (the spec's not-signed-in code)
    expect((await suite.call({ method: 'POST', url: '/system/often' })).json().state).toBe(false);
  });
});

describe("batch download of a list's files", () => {
  it("refuses the whole zip when one of the files is not the caller's to read", async () => {
    await suite.ctx.db
      .insertInto('sys_file')
      .values(
        [
          ['f_zip_zw', suite.zhangwei.userId],
          ['f_zip_lina', suite.lina.userId],
        ].map(([id, uploader_id]) => ({
          id,
          file_name: `${id}.txt`,
          ext: 'txt',
          size: 1,
          content_type: 'text/plain',
          sha256: id,
          storage_key: id,
          uploader_id,
        })),
      )
      .execute();
    const zip = (ids: string) =>
      suite.call({ url: `/system/file/v1/bathcDownloadFile?fileIds=${ids}&zipName=x`, token: suite.zhangwei.token, lang: 'en-US' });
    const mixed = await zip('f_zip_zw,f_zip_lina');
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json()).toMatchObject({ state: false, message: 'You may not read this file' });
    expect((await zip('f_zip_lina')).statusCode).toBe(403);
  });
});
