import { describe, expect, it } from 'vitest';
import { portalSuite } from './portal-helpers.js';
import { sendInnerMessage } from '../../server/src/messages/service.js';
import { parseIds } from '../../server/src/messages/service.js';
import { EventHub, type PortalEvent } from '../../server/src/db/events.js';

const suite = portalSuite(['htadmin', 'zhangwei', 'zhaomin']);

const base = '/innermsg/messageReceiver/v1';
const badge = async (token: string) => (await suite.call({ url: `${base}/getMsgbadge`, token })).json().value as number;
const list = async (token: string, body: object = {}) => suite.call({ method: 'POST', url: `${base}/list`, token, payload: body });
const unreadInDb = async (userId: string) =>
  Number(
    (
      await suite.ctx.db
        .selectFrom('inner_message_receiver')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('receiver_id', '=', userId)
        .where('is_read', '=', false)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('inner messages', () => {
  it('counts the caller’s unread messages (the true number, not capped)', async () => {
    expect(await badge(suite.htadmin.token)).toBe(await unreadInDb(suite.htadmin.userId));
    expect(await badge(suite.htadmin.token)).toBe(3);
    const before = await badge(suite.zhaomin.token);
    const many = Array.from({ length: 120 }, (_, i) => `bulk ${i}`);
    await suite.ctx.db.transaction().execute(async (trx) => {
      for (const subject of many)
        await sendInnerMessage(trx, { fromUserId: null, toUserIds: [suite.zhaomin.userId], subject, content: 'x' });
    });
    expect(await badge(suite.zhaomin.token)).toBe(before + 120);
    expect(await unreadInDb(suite.zhaomin.userId)).toBe(before + 120);
  });

  it('lists only the caller’s rows, newest first, paged, with 0/1 read flags', async () => {
    const res = await list(suite.htadmin.token, { pageBean: { page: 1, pageSize: 2 } });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(v.rows).toHaveLength(2);
    expect(v.rows[0].subject).toBe('数据备份完成');
    expect(v.rows[0].receiveTime >= v.rows[1].receiveTime).toBe(true);
    expect([0, 1]).toContain(v.rows[0].isRead);
    const page2 = (await list(suite.htadmin.token, { pageBean: { page: 2, pageSize: 2 } })).json().value;
    expect(page2.rows.map((r: { id: string }) => r.id)).not.toContain(v.rows[0].id);
    const unread = (await list(suite.htadmin.token, { querys: [{ property: 'isRead', value: 0, operation: 'EQUAL' }] })).json().value;
    expect(unread.total).toBe(3);
    const bySubject = (await list(suite.htadmin.token, { querys: [{ property: 'subject', value: '月报', operation: 'LIKE' }] })).json()
      .value;
    expect(bySubject.rows.map((r: { subject: string }) => r.subject)).toEqual(['请整理流程运行月报']);
  });

  it.each([
    [{ querys: [{ property: 'receiver_id', value: 'u_lina' }] }],
    [{ querys: [{ property: 'content', value: 'x', operation: 'LIKE' }] }],
    [{ querys: [{ property: 'subject', value: 'x', operation: 'IS_NULL; --' }] }],
    [{ sorters: [{ property: 'r.receiver_id', direction: 'ASC' }] }],
    [{ querys: [{ property: '__proto__', value: 'x' }] }],
  ])('refuses a filter outside the allow list: %j', async (body) => {
    const res = await list(suite.htadmin.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().state).toBe(false);
  });

  it('marks read only the caller’s own rows: another user’s ids change nothing', async () => {
    const theirs = (await list(suite.zhangwei.token, { querys: [{ property: 'isRead', value: 0 }] }))
      .json()
      .value.rows.map((r: { id: string }) => r.id);
    expect(theirs.length).toBeGreaterThan(0);
    const before = await unreadInDb(suite.zhangwei.userId);
    const res = await suite.call({ url: `${base}/mark?ids=${theirs.join(',')}`, token: suite.htadmin.token });
    expect(res.json()).toMatchObject({ state: true, value: { count: 0 } });
    expect(await unreadInDb(suite.zhangwei.userId)).toBe(before);

    const mine = (await list(suite.htadmin.token, { querys: [{ property: 'isRead', value: 0 }] }))
      .json()
      .value.rows.map((r: { id: string }) => r.id);
    const adminBefore = await badge(suite.htadmin.token);
    const marked = await suite.call({ url: `${base}/mark?ids=${mine[0]},${theirs[0]}`, token: suite.htadmin.token });
    expect(marked.json().value.count).toBe(1);
    expect(await badge(suite.htadmin.token)).toBe(adminBefore - 1);
    expect(await unreadInDb(suite.zhangwei.userId)).toBe(before);
  });

  it('removes only the caller’s own rows', async () => {
    const theirs = (await list(suite.zhangwei.token)).json().value.rows.map((r: { id: string }) => r.id);
    const res = await suite.call({ method: 'DELETE', url: `${base}/remove?ids=${theirs.join(',')}`, token: suite.htadmin.token });
    expect(res.json().value.count).toBe(0);
    expect((await list(suite.zhangwei.token)).json().value.total).toBe(theirs.length);

    const mine = (await list(suite.htadmin.token)).json().value.rows.map((r: { id: string }) => r.id);
    const removed = await suite.call({
      method: 'DELETE',
      url: `${base}/remove?ids=${mine[0]}&ids=${theirs[0]}`,
      token: suite.htadmin.token,
    });
    expect(removed.json().value.count).toBe(1);
    expect((await list(suite.htadmin.token)).json().value.total).toBe(mine.length - 1);
    expect((await list(suite.zhangwei.token)).json().value.total).toBe(theirs.length);
    const none = await suite.call({ method: 'DELETE', url: `${base}/remove?ids=,`, token: suite.htadmin.token });
    expect(none.statusCode).toBe(400);
  });

  it('get answers the caller’s message with its content and marks it read; other users get 404', async () => {
    const row = (await list(suite.zhangwei.token, { querys: [{ property: 'isRead', value: 0 }] })).json().value.rows[0];
    const before = await badge(suite.zhangwei.token);
    const other = await suite.call({ url: `${base}/get?id=${row.id}`, token: suite.htadmin.token, lang: 'en-US' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('The message does not exist');
    expect(await badge(suite.zhangwei.token)).toBe(before);
    const res = await suite.call({ url: `${base}/get?id=${row.id}`, token: suite.zhangwei.token });
    expect(res.json().value).toMatchObject({ id: row.id, isRead: 1, subject: row.subject });
    expect(res.json().value.content).toContain('<p>');
    expect(res.json().value.readTime).not.toBeNull();
    expect(await badge(suite.zhangwei.token)).toBe(before - 1);
  });
});

describe('sendInnerMessage', () => {
  it('sends to each user once, sanitizes HTML and is delivered only with the transaction', async () => {
    const sent = await suite.ctx.db.transaction().execute((trx) =>
      sendInnerMessage(trx, {
        fromUserId: suite.htadmin.userId,
        toUserIds: [suite.zhangwei.userId, suite.zhangwei.userId, suite.zhaomin.userId],
        subject: '新任务',
        content:
          '<p onclick="steal()">请处理 <a href="javascript:alert(1)">这里</a> <a href="https://intranet.example.com/x">链接</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
        type: 'task',
      }),
    );
    expect(Object.keys(sent.receivers).sort()).toEqual([suite.zhangwei.userId, suite.zhaomin.userId].sort());
    const stored = await suite.ctx.db.selectFrom('inner_message').selectAll().where('id', '=', sent.messageId).executeTakeFirstOrThrow();
    expect(stored.content).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(stored.content).toContain('href="https://intranet.example.com/x"');
    expect(stored.content).toContain('rel="noopener noreferrer"');
    expect(stored.from_user_name).toBe('系统管理员');
    const detail = (
      await suite.call({ url: `${base}/get?id=${sent.receivers[suite.zhangwei.userId]}`, token: suite.zhangwei.token })
    ).json().value;
    expect(detail).toMatchObject({ type: 'task', fromUserName: '系统管理员', subject: '新任务' });

    const before = await badge(suite.zhaomin.token);
    await expect(
      suite.ctx.db.transaction().execute(async (trx) => {
        await sendInnerMessage(trx, { fromUserId: null, toUserIds: [suite.zhaomin.userId], subject: 'rolled back', content: 'x' });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await badge(suite.zhaomin.token)).toBe(before);
  });

  it('publishes message.created to the receivers when the transaction commits', async () => {
    const hub = new EventHub(suite.ctx.url);
    await hub.start();
    try {
      const received: PortalEvent[] = [];
      const got = new Promise<void>((resolve) => hub.subscribe(suite.zhaomin.userId, (e) => (received.push(e), resolve())));
      const sent = await suite.ctx.db
        .transaction()
        .execute((trx) => sendInnerMessage(trx, { fromUserId: null, toUserIds: [suite.zhaomin.userId], subject: 'live', content: 'x' }));
      await got;
      expect(received[0]).toMatchObject({ type: 'message.created', userIds: [suite.zhaomin.userId], data: { messageId: sent.messageId } });
    } finally {
      await hub.close();
    }
  });

  it('refuses unknown receivers', async () => {
    await expect(sendInnerMessage(suite.ctx.db, { fromUserId: null, toUserIds: ['u_nobody'], subject: 's', content: 'c' })).rejects.toThrow(
      /unknown users u_nobody/,
    );
  });

  it('parses ids lists', () => {
    expect(parseIds('a, b,,a')).toEqual(['a', 'b']);
    expect(parseIds(['a', 'b,c'])).toEqual(['a', 'b', 'c']);
  });
});

describe('sending a message to colleagues', () => {
  const send = (token: string, payload: object, lang = 'en-US') =>
    suite.call({ method: 'POST', url: '/innermsg/message/v1/send', token, payload, headers: { 'p-langid': lang } });

  it('reaches each active receiver once, from the caller', async () => {
    const before = await badge(suite.zhaomin.token);
    const res = await send(suite.zhangwei.token, {
      toAccounts: ['zhaomin', 'zhaomin'],
      subject: '周会改到周四',
      content: '<b>3 楼</b><script>x()</script>',
    });
    expect(res.json().state).toBe(true);
    expect(await badge(suite.zhaomin.token)).toBe(before + 1);
    const rows = (await list(suite.zhaomin.token)).json().value.rows as { subject: string; fromUserName?: string }[];
    expect(rows.find((r) => r.subject === '周会改到周四')).toBeTruthy();
  });

  it('refuses unknown or inactive receivers and an empty subject, and sends nothing', async () => {
    const before = await badge(suite.zhaomin.token);
    const unknown = await send(suite.zhangwei.token, { toAccounts: ['zhaomin', 'nobody'], subject: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('nobody');
    const disabled = await send(suite.zhangwei.token, { toAccounts: ['dengchao'], subject: 'x' }, 'zh-CN');
    expect(disabled.json().message).toContain('收件人不存在或已停用');
    expect((await send(suite.zhangwei.token, { toAccounts: ['zhaomin'], subject: '   ' })).statusCode).toBe(400);
    expect(await badge(suite.zhaomin.token)).toBe(before);
  });
});
