import type { Database } from '../db/database.js';
import { sanitizeContent } from './sanitize.js';

interface SeedMessage {
  id: string;
  from: string | null;
  to: string[];
  /** accounts among `to` that have already read it */
  read?: string[];
  subject: string;
  content: string;
  type: string;
  daysAgo: number;
  /** A system message's text key (server.json `<key>.subject` / `.content`): shown in each reader's language. */
  key?: string;
}

const MESSAGES: SeedMessage[] = [
  {
    id: 'msg_welcome',
    from: null,
    to: ['htadmin', 'wangqiang', 'lina', 'zhangwei', 'zhaomin', 'liuyang', 'chenjing', 'sunli', 'zhouqiang', 'wuhao'],
    read: ['wangqiang'],
    subject: '欢迎使用审批门户',
    key: 'messages.demo.welcome',
    content: '<p>欢迎使用新的审批门户。点击右上角的<strong>使用手册</strong>了解常用操作。</p>',
    type: 'system',
    daysAgo: 20,
  },
  {
    id: 'msg_maintenance',
    from: 'htadmin',
    to: ['wangqiang', 'lina', 'zhangwei', 'zhaomin', 'liuyang', 'chenjing'],
    subject: '系统维护通知',
    content: '<p>本周六 22:00 至 24:00 系统维护，请提前处理紧急待办。</p>',
    type: 'notice',
    daysAgo: 6,
  },
  {
    id: 'msg_admin_report',
    from: 'wangqiang',
    to: ['htadmin'],
    read: ['htadmin'],
    subject: '请整理流程运行月报',
    content: '<p>请在月底前整理流程运行情况月报，重点关注超时事项。</p>',
    type: 'notice',
    daysAgo: 12,
  },
  {
    id: 'msg_admin_accounts',
    from: 'liuyang',
    to: ['htadmin'],
    subject: '新员工账号开通',
    content: '<p>本月新入职 3 名员工，请协助开通门户账号。</p><ol><li>研发部 2 人</li><li>销售部 1 人</li></ol>',
    type: 'notice',
    daysAgo: 3,
  },
  {
    id: 'msg_admin_backup',
    from: null,
    to: ['htadmin'],
    subject: '数据备份完成',
    key: 'messages.demo.backup',
    content: '<p>昨晚的数据库备份已完成。</p>',
    type: 'system',
    daysAgo: 1,
  },
  {
    id: 'msg_rd_review',
    from: 'lina',
    to: ['zhangwei', 'zhaomin'],
    read: ['zhaomin'],
    subject: '代码评审安排',
    content: '<p>本周四下午进行季度代码评审，请准备好各自模块的说明。</p>',
    type: 'notice',
    daysAgo: 4,
  },
  {
    id: 'msg_finance',
    from: 'chenjing',
    to: ['sunli', 'zhouqiang', 'wuhao'],
    subject: '报销单据提交截止',
    content: '<p>本月报销单据请于 25 日前提交，逾期顺延至下月处理。</p>',
    type: 'notice',
    daysAgo: 2,
  },
];

const BASE = Date.UTC(2026, 9, 20, 2, 0, 0);

export interface DemoMessage {
  id: string;
  subject: string;
  /** HTML, sanitised as every stored message */
  content: string;
  type: string;
  from: { id: string; fullname: string | null } | null;
  at: Date;
  to: { id: string; account: string }[];
  /** accounts among `to` that read it, `readAfterMs` after it came */
  readBy: readonly string[];
  readAfterMs: number;
  /** A system message's text key: the list and the detail show it in the reader's language. */
  key?: string;
}

/** A demo message and its receiver rows (ids `<message id>_<account>`). */
export async function insertDemoMessage(db: Database, m: DemoMessage): Promise<void> {
  await db
    .insertInto('inner_message')
    .values({
      id: m.id,
      subject: m.subject,
      content: sanitizeContent(m.content),
      type: m.type,
      from_user_id: m.from?.id ?? null,
      from_user_name: m.from?.fullname ?? null,
      created_at: m.at,
      subject_key: m.key ?? null,
    })
    .execute();
  await db
    .insertInto('inner_message_receiver')
    .values(
      m.to.map((r) => {
        const read = m.readBy.includes(r.account);
        return {
          id: `${m.id}_${r.account}`,
          message_id: m.id,
          receiver_id: r.id,
          is_read: read,
          read_time: read ? new Date(m.at.getTime() + m.readAfterMs) : null,
          created_at: m.at,
        };
      }),
    )
    .execute();
}

/** Demo inner messages; accounts that do not exist (a trimmed organisation) are skipped. */
export async function seedMessages(db: Database, userIds: Map<string, string>, fullnames: Map<string, string>): Promise<void> {
  for (const m of MESSAGES) {
    const to = m.to.filter((a) => userIds.has(a));
    if (!to.length) continue;
    const from = m.from && userIds.has(m.from) ? m.from : null;
    await insertDemoMessage(db, {
      id: m.id,
      subject: m.subject,
      content: m.content,
      type: m.type,
      from: from ? { id: userIds.get(from) as string, fullname: fullnames.get(from) ?? null } : null,
      at: new Date(BASE - m.daysAgo * 86400000),
      to: to.map((account) => ({ id: userIds.get(account) as string, account })),
      readBy: m.read ?? [],
      readAfterMs: 3600000,
      key: m.key,
    });
  }
}
