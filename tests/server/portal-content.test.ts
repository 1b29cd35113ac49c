import { describe, expect, it } from 'vitest';
import { portalSuite, sessionFor } from './portal-helpers.js';

const suite = portalSuite(['htadmin', 'zhangwei', 'lina']);

const post = (url: string) => (token: string, payload: object, lang?: string) => suite.call({ method: 'POST', url, token, payload, lang });
const queryTags = post('/portal/sysTag/v1/query');
const saveTag = post('/portal/sysTag/v1/save');
const sendFeedback = post('/portal/feedback/v1/save');

describe('short links', () => {
  it('resolves a known short link and refuses an unknown or expired one', async () => {
    const res = await suite.call({ url: '/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=todo', token: suite.zhangwei.token });
    expect(res.json()).toMatchObject({ state: true, value: '/front/matter/myTask' });
    await suite.ctx.db
      .insertInto('portal_short_url')
      .values({ short_url: 'old', long_url: '/front/board', expires_at: new Date(Date.now() - 1000) })
      .execute();
    for (const s of ['old', 'nope']) {
      const r = await suite.call({
        url: `/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=${s}`,
        token: suite.zhangwei.token,
        lang: 'id',
      });
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('Tautan pendek tidak ada atau sudah kedaluwarsa');
    }
  });
});

describe('signature tags', () => {
  it('queries tags by type and saves a new one', async () => {
    const q = { pageBean: { page: 1, pageSize: 10 }, querys: [{ property: 'typeKey', value: 'signature', operation: 'EQUAL' }] };
    const before = (await queryTags(suite.zhangwei.token, q)).json().value;
    expect(before.total).toBe(4);
    expect(before.rows[0]).toMatchObject({ name: '同意', typeKey: 'signature', sort: 1 });
    const saved = await saveTag(suite.zhangwei.token, { typeKey: 'signature', name: '  已核对 ', color: '#13C2C2' });
    expect(saved.statusCode).toBe(200);
    const after = (await queryTags(suite.zhangwei.token, q)).json().value;
    expect(after.total).toBe(5);
    expect(after.rows.find((t: { id: string }) => t.id === saved.json().value.id)).toMatchObject({
      name: '已核对',
      createBy: suite.zhangwei.userId,
    });
  });

  it('lets only the creator or an administrator change a tag, and refuses duplicates', async () => {
    const id = (await saveTag(suite.lina.token, { typeKey: 'signature', name: '李娜专用' })).json().value.id;
    const other = await saveTag(suite.zhangwei.token, { id, typeKey: 'signature', name: '改名' }, 'en-US');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ state: false, code: 403, message: 'You can only change tags you created' });
    const byAdmin = await saveTag(suite.htadmin.token, { id, typeKey: 'signature', name: '改名' });
    expect(byAdmin.statusCode).toBe(200);
    const dup = await saveTag(suite.lina.token, { typeKey: 'signature', name: '同意' });
    expect(dup.statusCode).toBe(409);
    const badColor = await saveTag(suite.lina.token, { typeKey: 'signature', name: 'x', color: 'red;}' });
    expect(badColor.statusCode).toBe(400);
  });

  it('refuses a filter on an unknown column', async () => {
    const res = await queryTags(suite.zhangwei.token, { querys: [{ property: 'created_by; drop table sys_tag', value: 'x' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().state).toBe(false);
  });
});

describe('news', () => {
  it('lists published news of a category, pinned first, and answers one with its sanitized content', async () => {
    const list = (await suite.call({ url: '/portalNewsNotice/v1/getNews?classifyId=news_notice', token: suite.zhangwei.token })).json()
      .value;
    expect(list.length).toBe(3);
    expect(list[0]).toMatchObject({ isTop: true, classifyId: 'news_notice', classifyName: '通知公告' });
    const all = (await suite.call({ url: '/portalNewsNotice/v1/getNews', token: suite.zhangwei.token })).json().value;
    expect(all.length).toBe(6);
    const one = (await suite.call({ url: `/portalNewsNotice/v1/getNewsById?id=${list[0].id}`, token: suite.zhangwei.token })).json().value;
    expect(one.content).toContain('<strong>');
    expect((await suite.call({ url: '/portalNewsNotice/v1/getNewsById?id=none', token: suite.zhangwei.token })).statusCode).toBe(404);
  });
});

describe('feedback', () => {
  it('stores the error-toast feedback with the caller, language and own screenshot', async () => {
    await suite.ctx.db
      .insertInto('sys_file')
      .values(
        [
          ['f_shot_zw', 'x', 'k1', suite.zhangwei.userId],
          ['f_shot_lina', 'y', 'k2', suite.lina.userId],
        ].map(([id, sha256, storage_key, uploader_id]) => ({
          id,
          file_name: 'shot.png',
          ext: 'png',
          size: 10,
          content_type: 'image/png',
          sha256,
          storage_key,
          uploader_id,
        })),
      )
      .execute();
    const payload = {
      message: 'backend interface 500 error',
      link: 'http://127.0.0.1/front/home',
      screenshot: 'f_shot_zw',
      text: '点击保存时报错',
    };
    const res = await sendFeedback(suite.zhangwei.token, payload, 'en-US');
    expect(res.statusCode).toBe(200);
    const row = await suite.ctx.db
      .selectFrom('portal_feedback')
      .selectAll()
      .where('id', '=', res.json().value.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: suite.zhangwei.userId, screenshot_file_id: 'f_shot_zw', text: '点击保存时报错', lang: 'en-US' });
    const foreign = await sendFeedback(suite.zhangwei.token, { ...payload, screenshot: 'f_shot_lina' });
    expect(foreign.statusCode).toBe(400);
    const empty = await sendFeedback(suite.zhangwei.token, { message: ' ', link: 'x' });
    expect(empty.statusCode).toBe(400);
    const extra = await sendFeedback(suite.zhangwei.token, { ...payload, userId: 'u_lina' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('per-user limits', () => {
  it('limits feedback to 30 a minute per user, without touching other users', async () => {
    const sender = await sessionFor(suite.ctx, 'wuhao');
    const payload = { message: 'm', link: '/front/home' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await sendFeedback(sender.token, payload)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const refused = await sendFeedback(sender.token, payload);
    expect(refused.json().state).toBe(false);
    const other = await sessionFor(suite.ctx, 'sunli');
    expect((await sendFeedback(other.token, payload)).statusCode).toBe(200);
  });
});
