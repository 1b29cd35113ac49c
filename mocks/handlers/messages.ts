import { MESSAGE_CALLS as M, type MessageDetail, type MessageRow } from '@contract/messages';
import { answer } from '../call';
import { fail } from '../envelope';

export function messageRows(n: number, unread = n): MessageDetail[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `rcv-${i + 1}`,
    messageId: `msg-${i + 1}`,
    subject: `通知 ${i + 1}`,
    type: 'notice',
    fromUserId: 'u-lina',
    fromUserName: '李娜',
    isRead: i < unread ? 0 : 1,
    receiveTime: '2026-03-02T01:00:00.000Z',
    readTime: null,
    category: 'system',
    starred: 0 as const,
    taskId: null,
    instId: null,
    content: `<p>第 ${i + 1} 条<b>内容</b></p><img src=x onerror="alert(1)">`,
  }));
}

/**
 * The inner-message calls over one mutable inbox: list (isRead filter, paging), getMsgbadge,
 * get (marks read), mark and remove, as the server does them for the caller's rows.
 */
export function messageHandlers(inbox: MessageDetail[] = messageRows(3), calls: string[] = []) {
  const ids = (query: URLSearchParams) => (query.get('ids') ?? '').split(',').filter(Boolean);
  const strip = ({ content: _content, ...row }: MessageDetail): MessageRow => row;
  return [
    answer(M.badge, () => {
      calls.push('badge');
      return inbox.filter((m) => m.isRead === 0).length;
    }),
    answer(M.list, ({ body }) => {
      calls.push('list');
      const value = (property: string) => body?.querys?.find((q) => q.property === property)?.value;
      const [isRead, starred, category] = [value('isRead'), value('starred'), value('category')];
      const rows = inbox.filter(
        (m) =>
          (isRead === undefined || m.isRead === isRead) &&
          (starred === undefined || m.starred === starred) &&
          (category === undefined || m.category === category),
      );
      const { page = 1, pageSize = 20 } = body?.pageBean ?? {};
      return { rows: rows.slice((page - 1) * pageSize, page * pageSize).map(strip), total: rows.length, page, pageSize };
    }),
    answer(M.get, ({ query }) => {
      const id = query.get('id');
      calls.push(`get:${id}`);
      const m = inbox.find((r) => r.id === id);
      if (!m) return fail(404, 'Not found');
      m.isRead = 1;
      return m;
    }),
    answer(M.mark, ({ query }) => {
      const list = ids(query);
      calls.push(`mark:${list.join(',')}`);
      for (const m of inbox) if (list.includes(m.id)) m.isRead = 1;
      return { count: list.length };
    }),
    answer(M.star, ({ query }) => {
      const list = ids(query);
      calls.push(`star:${list.join(',')}:${query.get('starred')}`);
      for (const m of inbox) if (list.includes(m.id)) m.starred = query.get('starred') === '1' ? 1 : 0;
      return { count: list.length };
    }),
    answer(M.markAll, ({ query }) => {
      const category = query.get('category');
      calls.push(`markAll:${category ?? ''}`);
      const hit = inbox.filter((m) => m.isRead === 0 && (!category || m.category === category));
      for (const m of hit) m.isRead = 1;
      return { count: hit.length };
    }),
    answer(M.counts, () => {
      const by = new Map<string, { category: string; total: number; unread: number }>();
      for (const m of inbox) {
        const c = by.get(m.category) ?? { category: m.category, total: 0, unread: 0 };
        c.total += 1;
        if (!m.isRead) c.unread += 1;
        by.set(m.category, c);
      }
      return [...by.values()];
    }),
    answer(M.remove, ({ query }) => {
      const list = ids(query);
      calls.push(`remove:${list.join(',')}`);
      for (const id of list) {
        const at = inbox.findIndex((m) => m.id === id);
        if (at >= 0) inbox.splice(at, 1);
      }
      return { count: list.length };
    }),
  ];
}

/** getMsgbadge answering a fixed count. */
export function badgeHandler(count: number) {
  return answer(M.badge, () => count);
}
