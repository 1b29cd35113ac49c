import { describe, expect, it } from 'vitest';
import { portalSuite, sessionFor } from './portal-helpers.js';
import { contentDisposition } from '../../server/src/files/index.js';
import { plainText, toCsv } from '../../server/src/portal/async-events/exports.js';

const suite = portalSuite(['htadmin', 'zhangwei']);

const base = '/portal/sysAsyncEvent/v1';
const page = async (token: string, body: object = {}) =>
  (await suite.call({ method: 'POST', url: `${base}/queryPageList`, token, payload: body })).json();

describe('async events of the download notice', () => {
  it('lists the caller’s own events only', async () => {
    const mine = await page(suite.htadmin.token);
    expect(mine.value.total).toBe(1);
    expect(mine.value.rows[0]).toMatchObject({ id: 'aevt_htadmin_msgs', kind: 'messages.csv', status: 'pending', resultFileId: null });
    const theirs = await page(suite.zhangwei.token);
    expect(theirs.value.rows.map((e: { id: string }) => e.id)).toEqual(['aevt_zhangwei_dept']);
  });

  it('runs an export, downloads it as UTF-8 CSV with a BOM and deletes it with its file', async () => {
    const run = await suite.call({ url: `${base}/manualExecuteEvent?id=aevt_htadmin_msgs`, token: suite.htadmin.token, lang: 'zh-CN' });
    expect(run.statusCode).toBe(200);
    const event = run.json().value;
    expect(event).toMatchObject({ status: 'success', error: null });
    expect(event.resultFileId).toEqual(expect.any(String));
    expect(event.resultFileName).toMatch(/^messages-\d{8}\d{6}\.csv$/);

    const file = await suite.call({ url: `${base}/downLoadResult?eventId=${event.id}`, token: suite.htadmin.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="messages-.*\.csv"; filename\*=UTF-8''/);
    const bytes = file.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('"主题","类型","发送人","接收时间","已读","内容"');
    expect(lines).toHaveLength(1 + 4);
    expect(text).toContain('"数据备份完成"');
    expect(text).not.toContain('<p>');

    expect((await suite.call({ url: `${base}/downLoadResult?eventId=${event.id}`, token: suite.zhangwei.token })).statusCode).toBe(404);
    // the result is an ordinary file of its owner in the file storage
    const viaFiles = await suite.call({ url: `/system/file/v1/downloadFile?fileId=${event.resultFileId}`, token: suite.htadmin.token });
    expect(viaFiles.statusCode).toBe(200);
    expect(viaFiles.rawPayload.equals(bytes)).toBe(true);
    expect(
      (await suite.call({ url: `/system/file/v1/downloadFile?fileId=${event.resultFileId}`, token: suite.zhangwei.token })).statusCode,
    ).not.toBe(200);
    expect((await suite.call({ method: 'DELETE', url: `${base}/${event.id}`, token: suite.zhangwei.token })).statusCode).toBe(404);

    const del = await suite.call({ method: 'DELETE', url: `${base}/${event.id}`, token: suite.htadmin.token });
    expect(del.json()).toMatchObject({ state: true, value: { count: 1 } });
    expect(await suite.ctx.db.selectFrom('sys_file').select('id').where('id', '=', event.resultFileId).executeTakeFirst()).toBeUndefined();
    expect((await page(suite.htadmin.token)).value.total).toBe(0);
  });

  it('exports the users of the caller’s main department in the caller’s language', async () => {
    const run = (
      await suite.call({ url: `${base}/manualExecuteEvent?id=aevt_zhangwei_dept`, token: suite.zhangwei.token, lang: 'en-US' })
    ).json().value;
    expect(run.status).toBe('success');
    const text = (await suite.call({ url: `${base}/downLoadResult?eventId=${run.id}`, token: suite.zhangwei.token })).rawPayload.toString(
      'utf8',
    );
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('"Account","Name","Employee no.","Position","E-mail","Mobile"');
    const accounts = lines.slice(1).map((l) => JSON.parse(l.split(',')[0]) as string);
    const expected = await suite.ctx.db
      .selectFrom('uc_user_org as uo')
      .innerJoin('uc_user as u', 'u.id', 'uo.user_id')
      .innerJoin('uc_user_org as mine', (j) =>
        j.onRef('mine.org_id', '=', 'uo.org_id').on('mine.user_id', '=', suite.zhangwei.userId).on('mine.is_main', '=', true),
      )
      .select('u.account')
      .where('u.status', '=', 1)
      .execute();
    expect(accounts.sort()).toEqual(expected.map((e) => e.account).sort());
    expect(accounts).toContain('lina');
    expect(accounts).not.toContain('xunuo');
  });

  it('adds an event for the caller, runs it again and deletes all of the caller’s events only', async () => {
    const added = (
      await suite.call({ method: 'POST', url: `${base}/add`, token: suite.htadmin.token, payload: { kind: 'messages.csv' }, lang: 'id' })
    ).json().value;
    expect(added).toMatchObject({ status: 'pending', name: 'Ekspor pesan saya' });
    const first = (await suite.call({ url: `${base}/manualExecuteEvent?id=${added.id}`, token: suite.htadmin.token })).json().value;
    const second = (await suite.call({ url: `${base}/manualExecuteEvent?id=${added.id}`, token: suite.htadmin.token })).json().value;
    expect(second.resultFileId).not.toBe(first.resultFileId);
    expect(await suite.ctx.db.selectFrom('sys_file').select('id').where('id', '=', first.resultFileId).executeTakeFirst()).toBeUndefined();

    await suite.call({ method: 'POST', url: `${base}/add`, token: suite.htadmin.token, payload: { kind: 'department-users.csv' } });
    const zwBefore = (await page(suite.zhangwei.token)).value.total;
    const all = await suite.call({ method: 'DELETE', url: `${base}/deleteAllByUser`, token: suite.htadmin.token });
    expect(all.json().value.count).toBe(2);
    expect((await page(suite.htadmin.token)).value.total).toBe(0);
    expect((await page(suite.zhangwei.token)).value.total).toBe(zwBefore);
  });

  it('refuses a second run while one is under way, and runs of another user’s event', async () => {
    const added = (
      await suite.call({ method: 'POST', url: `${base}/add`, token: suite.htadmin.token, payload: { kind: 'messages.csv' } })
    ).json().value;
    await suite.ctx.db
      .updateTable('portal_async_event')
      .set({ status: 'running', started_at: new Date() })
      .where('id', '=', added.id)
      .execute();
    const busy = await suite.call({ url: `${base}/manualExecuteEvent?id=${added.id}`, token: suite.htadmin.token, lang: 'en-US' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('The download task is running, please wait');
    // a run left behind by a dead process may be started again
    await suite.ctx.db
      .updateTable('portal_async_event')
      .set({ started_at: new Date(Date.now() - 3600_000) })
      .where('id', '=', added.id)
      .execute();
    expect((await suite.call({ url: `${base}/manualExecuteEvent?id=${added.id}`, token: suite.htadmin.token })).json().value.status).toBe(
      'success',
    );
    expect((await suite.call({ url: `${base}/manualExecuteEvent?id=${added.id}`, token: suite.zhangwei.token })).statusCode).toBe(404);
  });

  it('records a failed export on the event', async () => {
    const noDept = await sessionFor(suite.ctx, 'lina');
    await suite.ctx.db.deleteFrom('uc_user_org').where('user_id', '=', noDept.userId).execute();
    const added = (
      await suite.call({ method: 'POST', url: `${base}/add`, token: noDept.token, payload: { kind: 'department-users.csv' } })
    ).json().value;
    const run = (await suite.call({ url: `${base}/manualExecuteEvent?id=${added.id}`, token: noDept.token, lang: 'en-US' })).json().value;
    expect(run).toMatchObject({ status: 'failed', error: 'Export failed: You have no main department', resultFileId: null });
    expect((await suite.call({ url: `${base}/downLoadResult?eventId=${added.id}`, token: noDept.token })).statusCode).toBe(404);
  });

  it('refuses unknown filter columns', async () => {
    const res = await suite.call({
      method: 'POST',
      url: `${base}/queryPageList`,
      token: suite.htadmin.token,
      payload: { querys: [{ property: 'user_id', value: suite.zhangwei.userId }] },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('csv', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', '"\'+1"'],
    ['-1', '"\'-1"'],
    ['@cmd', '"\'@cmd"'],
    ['=1\n2', '"\'=1\n2"'],
    [null, '""'],
  ])('quotes %j safely', (value, expected) => {
    expect(toCsv(['h'], [[value]]).toString('utf8')).toBe(`\uFEFF"h"\r\n${expected}\r\n`);
  });

  it('starts with a BOM and ends lines with CRLF', () => {
    expect(toCsv(['a'], [['中文']]).toString('utf8')).toBe('\uFEFF"a"\r\n"中文"\r\n');
  });

  it('turns message HTML into one line of text', () => {
    expect(plainText('<p>A &amp; B</p><ul><li>one</li><li>two &lt;3</li></ul>')).toBe('A & B one two <3');
  });

  it('names attachments in ASCII and UTF-8', () => {
    expect(contentDisposition('attachment', '消息.csv')).toBe(`attachment; filename="__.csv"; filename*=UTF-8''%E6%B6%88%E6%81%AF.csv`);
  });
});
