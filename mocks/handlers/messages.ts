import { http } from 'msw';
import type { QueryBody } from '@contract/common';
import type { MessageDetail, MessageRow } from '@contract/messages';
import { ok } from '../envelope';

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
    content: `<p>第 ${i + 1} 条<b>内容</b></p><img src=x onerror="alert(1)">`,
  }));
}

/**
 * The inner-message calls over one mutable inbox: list (isRead filter, paging), getMsgbadge,
 * get (marks read), mark and remove, as the server does them for the caller's rows.
 */
export function messageHandlers(inbox: MessageDetail[] = messageRows(3), calls: string[] = []) {
  const base = '*/innermsg/messageReceiver/v1';
  const ids = (url: string) => (new URL(url).searchParams.get('ids') ?? '').split(',').filter(Boolean);
  const strip = ({ content: _content, ...row }: MessageDetail): MessageRow => row;
  return [
    http.get(`${base}/getMsgbadge`, () => {
      calls.push('badge');
      return ok(inbox.filter((m) => m.isRead === 0).length);
    }),
    http.post(`${base}/list`, async ({ request }) => {
      const body = (await request.json()) as QueryBody;
      calls.push('list');
      const isRead = body.querys?.find((q) => q.property === 'isRead')?.value;
      const rows = isRead === undefined ? inbox : inbox.filter((m) => m.isRead === isRead);
      const { page = 1, pageSize = 20 } = body.pageBean ?? {};
      return ok({ rows: rows.slice((page - 1) * pageSize, page * pageSize).map(strip), total: rows.length, page, pageSize });
    }),
    http.get(`${base}/get`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      calls.push(`get:${id}`);
      const m = inbox.find((r) => r.id === id);
      if (m) m.isRead = 1;
      return ok(m ?? null);
    }),
    http.get(`${base}/mark`, ({ request }) => {
      const list = ids(request.url);
      calls.push(`mark:${list.join(',')}`);
      for (const m of inbox) if (list.includes(m.id)) m.isRead = 1;
      return ok({ count: list.length });
    }),
    http.delete(`${base}/remove`, ({ request }) => {
      const list = ids(request.url);
      calls.push(`remove:${list.join(',')}`);
      for (const id of list) {
        const at = inbox.findIndex((m) => m.id === id);
        if (at >= 0) inbox.splice(at, 1);
      }
      return ok({ count: list.length });
    }),
  ];
}

/** getMsgbadge answering a fixed count. */
export function badgeHandler(count: number) {
  return http.get('*/innermsg/messageReceiver/v1/getMsgbadge', () => ok(count));
}
