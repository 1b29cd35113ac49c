import { describe, expect, it } from 'vitest';
import { portalSuite } from './portal-helpers.js';

/** Issue 29 item 21: the administrators' news editor, and what the home page's getNews shows of its work. */
const suite = portalSuite(['htadmin', 'zhangwei']);

const post = (url: string) => (token: string, payload: object, lang?: string) =>
  suite.call({ method: 'POST', url: `/portalNewsNotice/v1/${url}`, token, payload, lang });
const save = post('save');
const retire = post('retire');
const list = post('listJson');
const get = (url: string, token: string, lang?: string) => suite.call({ url: `/portalNewsNotice/v1/${url}`, token, lang });
const homeNews = async (lang: string, classifyId = 'news_company') =>
  (await get(`getNews?classifyId=${classifyId}&limit=100`, suite.zhangwei.token, lang)).json().value as { id: string; title: string }[];

const titles = (zh: string) => ({ 'zh-CN': zh, 'en-US': `${zh} (en)`, id: `${zh} (id)` });
const item = (zh: string, more: object = {}) => ({
  classifyId: 'news_company',
  title: titles(zh),
  summary: { 'zh-CN': `${zh}摘要`, 'en-US': `${zh} summary` },
  content: { 'zh-CN': `<p>${zh}正文</p>`, 'en-US': `<p>${zh} body</p>`, id: `<p>${zh} isi</p>` },
  publish: true,
  ...more,
});

const newsRows = async () => suite.ctx.db.selectFrom('portal_news').select(['id', 'title', 'status', 'version']).orderBy('id').execute();
const future = (ms = 24 * 3600_000) => new Date(Date.now() + ms).toISOString();

describe('news editor: rights', () => {
  it('refuses every editor call of a non-administrator with 403 in their language and changes nothing', async () => {
    const made = (await save(suite.htadmin.token, item('权限测试'))).json().value;
    const before = await newsRows();
    const token = suite.zhangwei.token;
    const answers = [
      await save(token, item('员工写的'), 'en-US'),
      await save(token, { ...item('员工改的'), id: made.id, version: made.version }, 'en-US'),
      await retire(token, { id: made.id, version: made.version }, 'en-US'),
      await list(token, {}, 'en-US'),
      await get(`getJson?id=${made.id}`, token, 'en-US'),
      await get('classifies', token, 'en-US'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ state: false, code: 403, message: 'Only administrators may edit news and announcements' });
    }
    const zh = await retire(token, { id: made.id, version: made.version });
    expect(zh.json().message).toBe('只有管理员可以编辑新闻公告');
    expect(await newsRows()).toEqual(before);
    expect((await homeNews('zh-CN')).map((n) => n.id)).toContain(made.id);
  });
});

describe('news editor: publishing, scheduling, languages and retiring', () => {
  it('shows an immediate item at once in the reader’s language, a scheduled one only from its time', async () => {
    const admin = suite.htadmin.token;
    const now = (await save(admin, item('立即发布'))).json();
    expect(now.value).toMatchObject({ status: 'published', version: 1 });
    const later = (await save(admin, item('定时发布', { publishAt: future() }))).json();
    expect(later.value).toMatchObject({ status: 'scheduled' });
    const draft = (await save(admin, item('草稿', { publish: false }))).json();
    expect(draft.value).toMatchObject({ status: 'draft' });

    const en = await homeNews('en-US');
    expect(en.find((n) => n.id === now.value.id)?.title).toBe('立即发布 (en)');
    expect(en.map((n) => n.id)).not.toContain(later.value.id);
    expect(en.map((n) => n.id)).not.toContain(draft.value.id);
    expect((await homeNews('id')).find((n) => n.id === now.value.id)?.title).toBe('立即发布 (id)');
    expect((await homeNews('zh-CN')).find((n) => n.id === now.value.id)?.title).toBe('立即发布');
    const detail = (await get(`getNewsById?id=${now.value.id}`, suite.zhangwei.token, 'en-US')).json().value;
    expect(detail).toMatchObject({ title: '立即发布 (en)', summary: '立即发布 summary', content: '<p>立即发布 body</p>' });
    expect((await get(`getNewsById?id=${later.value.id}`, suite.zhangwei.token)).statusCode).toBe(404);

    const rows = (await list(admin, { classifyId: 'news_company', pageBean: { page: 1, pageSize: 100 } }, 'en-US')).json().value.rows;
    const status = (id: string) => rows.find((r: { id: string }) => r.id === id)?.status;
    expect([status(now.value.id), status(later.value.id), status(draft.value.id)]).toEqual(['published', 'scheduled', 'draft']);
    expect(rows.find((r: { id: string }) => r.id === now.value.id)).toMatchObject({
      title: '立即发布 (en)',
      classifyName: 'Company news',
      languages: ['zh-CN', 'en-US', 'id'],
    });
    const scheduledOnly = (await list(admin, { status: 'scheduled' })).json().value.rows.map((r: { id: string }) => r.id);
    expect(scheduledOnly).toEqual([later.value.id]);

    // the time comes: the home page's query filters by time, no job moves anything
    await suite.ctx.db
      .updateTable('portal_news')
      .set({ publish_time: new Date(Date.now() - 1000) })
      .where('id', '=', later.value.id)
      .execute();
    expect((await homeNews('en-US')).map((n) => n.id)).toContain(later.value.id);
  });

  it('falls back to zh-CN for a language the item is not written in', async () => {
    const made = (
      await save(suite.htadmin.token, { classifyId: 'news_notice', title: { 'zh-CN': '只有中文', 'en-US': '  ' }, publish: true })
    ).json().value;
    expect((await homeNews('en-US', 'news_notice')).find((n) => n.id === made.id)?.title).toBe('只有中文');
    const onlyEnglish = (
      await save(suite.htadmin.token, { classifyId: 'news_notice', title: { 'en-US': 'English only' }, publish: true })
    ).json().value;
    expect((await homeNews('id', 'news_notice')).find((n) => n.id === onlyEnglish.id)?.title).toBe('English only');
  });

  it('retires an item: gone from the home page, kept in the list; an edit can publish it again', async () => {
    const admin = suite.htadmin.token;
    const made = (await save(admin, item('要下线的'))).json().value;
    const retired = await retire(admin, { id: made.id, version: made.version });
    expect(retired.json().value).toMatchObject({ status: 'retired', version: made.version + 1 });
    expect((await homeNews('zh-CN')).map((n) => n.id)).not.toContain(made.id);
    expect((await get(`getNewsById?id=${made.id}`, suite.zhangwei.token)).statusCode).toBe(404);
    const rows = (await list(admin, { status: 'retired' })).json().value.rows;
    expect(rows.map((r: { id: string }) => r.id)).toContain(made.id);
    const opened = (await get(`getJson?id=${made.id}`, admin)).json().value;
    expect(opened).toMatchObject({ status: 'retired', title: titles('要下线的') });
    await save(admin, { ...item('重新上线'), id: made.id, version: opened.version });
    expect((await homeNews('zh-CN')).map((n) => n.id)).toContain(made.id);
  });

  it('keeps only the safe subset of a body’s HTML', async () => {
    const made = (
      await save(suite.htadmin.token, {
        classifyId: 'news_company',
        title: { 'zh-CN': '带脚本的' },
        content: {
          'zh-CN': '<p onclick="x()">正文<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">链接</a></p>',
        },
        publish: true,
      })
    ).json().value;
    const content: string = (await get(`getNewsById?id=${made.id}`, suite.zhangwei.token)).json().value.content;
    expect(content).toContain('正文');
    expect(content).not.toMatch(/script|onerror|onclick|javascript|<img/i);
  });
});

describe('news editor: two administrators at once', () => {
  it('lets exactly one of two saves of the same version win; the other is told to reopen', async () => {
    const admin = suite.htadmin.token;
    const made = (await save(admin, item('并发'))).json().value;
    const [a, b] = await Promise.all([
      save(admin, { ...item('甲改的'), id: made.id, version: made.version }, 'en-US'),
      save(admin, { ...item('乙改的'), id: made.id, version: made.version }, 'en-US'),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(loser.json().message).toBe('Someone else changed this item after you opened it; reopen it to see their version');
    const row = await suite.ctx.db
      .selectFrom('portal_news')
      .select(['title', 'version'])
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(2);
    expect(row.title).toBe(winner === a ? '甲改的' : '乙改的');
    // a retire of the old version is refused too
    const stale = await retire(admin, { id: made.id, version: made.version });
    expect(stale.statusCode).toBe(409);
    expect((await homeNews('zh-CN')).map((n) => n.id)).toContain(made.id);
    // an edit without the version it read is refused rather than overwriting blindly
    const blind = await save(admin, { ...item('盲改'), id: made.id });
    expect(blind.statusCode).toBe(400);
  });
});

describe('news editor: bad input', () => {
  it.each([
    ['every title empty', { title: { 'zh-CN': '  ', 'en-US': '', id: '\n' } }, 'id', 'Isi judul setidaknya dalam satu bahasa'],
    ['no title at all', { title: {} }, 'en-US', 'Enter a title in at least one language'],
    [
      'an impossible date',
      { publishAt: '2026-02-30T09:00:00Z' },
      'en-US',
      'The publish time “2026-02-30T09:00:00Z” is not a valid date and time',
    ],
    ['words for a time', { publishAt: 'tomorrow morning' }, 'zh-CN', '发布时间“tomorrow morning”不是有效的日期时间'],
    [
      'a time without its offset',
      { publishAt: '2026-12-01 09:00' },
      'en-US',
      'The publish time “2026-12-01 09:00” is not a valid date and time',
    ],
    ['an unknown category', { classifyId: 'nope' }, 'en-US', 'The news category does not exist'],
  ])('refuses %s with a clear message and changes nothing', async (_, change, lang, message) => {
    const before = await newsRows();
    const made = before[0];
    for (const body of [
      { ...item('坏输入'), ...change },
      { ...item('坏输入'), ...change, id: made.id, version: made.version },
    ]) {
      const res = await save(suite.htadmin.token, body, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ state: false, message });
    }
    expect(await newsRows()).toEqual(before);
  });

  it('answers 404 for an item that does not exist', async () => {
    expect((await get('getJson?id=none', suite.htadmin.token)).statusCode).toBe(404);
    expect((await save(suite.htadmin.token, { ...item('无'), id: 'none', version: 1 })).statusCode).toBe(404);
    expect((await retire(suite.htadmin.token, { id: 'none', version: 1 })).statusCode).toBe(404);
  });
});
