import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database.js';
import { mapLanguage, t, type Lang } from '../lib/i18n.js';
import { escapeHtml } from '../lib/page.js';
import type { NotifyConfig } from '../config.js';
import { localParams } from '../messages/index.js';
import { issueLinks } from './links.js';
import { attemptDelivery } from './attempt.js';
import * as repo from './repo.js';
import { portalLink } from './send.js';

const transports = new Map<string, Transporter>();
const transportOf = (url: string) => {
  let tr = transports.get(url);
  if (!tr) transports.set(url, (tr = nodemailer.createTransport(url)));
  return tr;
};

export interface MailParts {
  subject: string;
  text: string;
  html: string;
}

/** A notice mail in the receiver's language: the message, and for a new task the agree / reject / open links. */
export function composeMail(
  lang: Lang,
  name: string,
  subject: string,
  content: string,
  links: { agree?: string; reject?: string; open: string },
): MailParts {
  const m = (key: string) => t(lang, key);
  const list: [string, string][] = [];
  if (links.agree) list.push([m('notify.mail.agree'), links.agree]);
  if (links.reject) list.push([m('notify.mail.reject'), links.reject]);
  list.push([m('notify.mail.open'), links.open]);
  const note = links.agree ? m('notify.mail.linksNote') : '';
  const text = [
    t(lang, 'notify.mail.greeting', { name }),
    '',
    content,
    '',
    ...list.map(([l, u]) => `${l}: ${u}`),
    '',
    note,
    m('notify.mail.footer'),
  ]
    .filter((line, i, all) => line || all[i - 1])
    .join('\n');
  const buttons = list
    .map(
      ([l, u]) =>
        `<a href="${escapeHtml(u)}" style="display:inline-block;margin:0 8px 8px 0;padding:8px 16px;border-radius:6px;background:#1677ff;color:#fff;text-decoration:none">${escapeHtml(l)}</a>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#1f2329">
<p>${escapeHtml(t(lang, 'notify.mail.greeting', { name }))}</p><p>${escapeHtml(content)}</p><p>${buttons}</p>
${note ? `<p style="color:#646a73;font-size:13px">${escapeHtml(note)}</p>` : ''}<p style="color:#646a73;font-size:12px">${escapeHtml(m('notify.mail.footer'))}</p></body></html>`;
  return { subject, text, html };
}

/**
 * The job of one email delivery. Each run is an attempt: sent, or (after the last attempt) failed,
 * else the error is kept and the job is retried with backoff by pg-boss.
 */
export async function deliverEmail(db: Database, config: NotifyConfig, deliveryId: string): Promise<void> {
  const d = await db.transaction().execute(async (trx) => {
    const row = await repo.deliveryForUpdate(trx, deliveryId);
    if (!row || row.status !== 'queued') return undefined;
    await repo.updateDelivery(trx, row.id, { attempts: row.attempts + 1, last_attempt: new Date() });
    return { ...row, attempts: row.attempts + 1 };
  });
  if (!d) return;
  await attemptDelivery(db, config, d, async () => {
    if (!config.smtpUrl) throw new Error('no mail transport (NOTICE_SMTP_URL)');
    const message = d.message_id ? await repo.storedMessage(db, d.message_id) : undefined;
    if (!message) throw new Error('message gone');
    const [channel] = await repo.channelsOf(db, [d.user_id]);
    const contact = await repo.userContact(db, d.user_id);
    const lang = mapLanguage(channel?.lang ?? 'zh-CN');
    const key = message.subject_key;
    const params = localParams(message.params ?? {}, lang);
    const subject = key ? t(lang, `${key}.subject`, params) : message.subject;
    const content = key ? t(lang, `${key}.content`, params) : message.subject;
    const link = message.link;
    const open = portalLink(config.publicUrl, link);
    const decide = message.category === 'task' && link?.taskId ? await issueLinks(db, link.taskId, d.user_id, d.id) : undefined;
    const url = (token: string) => `${config.publicUrl}/notify/mail/${token}`;
    const mail = composeMail(lang, contact?.fullname ?? '', subject, content, {
      open,
      ...(decide ? { agree: url(decide.agree), reject: url(decide.reject) } : {}),
    });
    await transportOf(config.smtpUrl).sendMail({ from: config.from, to: d.target, ...mail });
  });
}
