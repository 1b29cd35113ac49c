import crypto from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailSendBody, MailSendResult } from '../../../contract/mail.js';
import { publishEvent } from '../db/events.js';
import type { CurrentUser } from '../lib/context.js';
import { badRequest, notFound, type AppError } from '../lib/errors.js';
import { serverSettingsOf } from './account.js';
import { connectionError, smtpTransport, withImap, type MailServerSettings } from './connect.js';
import { bytesOf } from './detail.js';
import { fetchMail } from './fetch.js';
import { readableBytes, type FileReadRule } from '../files/index.js';
import { htmlToText, pictureFileIds, pointPicturesAtParts, sanitizeOutgoingHtml } from './html.js';
import * as folders from './repo-folders.js';
import * as linkmen from './repo-linkman.js';
import * as mails from './repo-mails.js';
import * as settings from './repo-settings.js';
import { requestSync } from './service-sync.js';
import { storeAppended } from './sync.js';
import { checkAddress, ownAccount, type MailDeps } from './service-settings.js';

interface Recipient {
  name: string;
  address: string;
}

/** `a@b.c` or `Name <a@b.c>`; anything else is refused with the address in the message. */
export function parseRecipient(value: string): Recipient {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  return m ? { name: m[1].trim(), address: checkAddress(m[2]) } : { name: '', address: checkAddress(value) };
}

interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

/** A refused send in the user's words: login, connection, refused recipients, or the server's refusal. */
function sendError(err: unknown, s: MailServerSettings): AppError {
  const e = err as { code?: string; rejected?: string[]; response?: string };
  if (e.code === 'EENVELOPE')
    return badRequest('mail.recipientsRefused', {
      addresses: (e.rejected ?? []).join(', ').slice(0, 300) || String(e.response ?? '').slice(0, 300),
    });
  if (e.code === 'EMESSAGE') return badRequest('mail.sendFailed', { reason: String(e.response ?? '').slice(0, 300) });
  return connectionError(err, 'SMTP', s.smtpHost, s.smtpPort);
}

/**
 * What a reply or forward takes from the original: threading headers, its attachments, and the stored files of its
 * own inline parts (the only stored files its quoted pictures may name).
 */
async function original(deps: MailDeps, ownerId: string, body: MailSendBody) {
  const out: { inReplyTo?: string; references?: string; attachments: Attachment[]; inlineFiles: string[] } = {
    attachments: [],
    inlineFiles: [],
  };
  const inlineOf = async (id: string) => {
    for (const a of await mails.attachmentsOf(deps.db, id)) if (a.inline) out.inlineFiles.push(a.file_id);
  };
  if (body.replyId) {
    const mail = await mails.findOwnMail(deps.db, ownerId, body.replyId);
    if (!mail) throw notFound('mail.notFound');
    await inlineOf(mail.id);
    if (mail.message_id) {
      out.inReplyTo = mail.message_id;
      out.references = [mail.refs, mail.message_id].filter(Boolean).join(' ');
    }
  }
  if (body.forwardId) {
    const mail = await mails.findOwnMail(deps.db, ownerId, body.forwardId);
    if (!mail) throw notFound('mail.notFound');
    await inlineOf(mail.id);
    const fetched = await fetchMail(deps, ownerId, mail);
    if (!fetched) throw notFound('mail.goneFromServer');
    // the original's inline pictures travel with the quoted body (sendMail turns them into parts); the rest here (none
    // of a mail over the size limit: its attachments stay on its server)
    for (const [i, a] of fetched.email.attachments.entries()) {
      if (a.disposition === 'inline' || (a.related && a.contentId)) continue;
      out.attachments.push({
        filename: a.filename || `attachment-${i + 1}`,
        content: bytesOf(a.content),
        contentType: a.mimeType,
        ...(a.contentId ? { cid: a.contentId.replace(/^<|>$/g, '') } : {}),
      });
    }
  }
  return out;
}

/** At most this many pictures of a body are sent as parts (a quoted thread rarely holds more). */
const MAX_PICTURES = 50;

/**
 * The pictures of the body that name stored files as parts of the mail, read with the sender's rights. Only the
 * `allowed` files go: the quoted original's own inline parts and the files attached in this compose. Any other name
 * (one that a received mail carried in its HTML, pointing at a file of the reader), a file the sender may not read,
 * or one past MAX_PICTURES, loses its picture.
 */
async function withPictureParts(
  deps: MailDeps,
  user: CurrentUser,
  readRules: readonly FileReadRule[],
  html: string,
  domain: string,
  allowed: ReadonlySet<string>,
) {
  const pictures: Attachment[] = [];
  const cids = new Map<string, string>();
  for (const fileId of pictureFileIds(html)
    .filter((id) => allowed.has(id))
    .slice(0, MAX_PICTURES)) {
    const file = await readableBytes(deps, user, fileId, readRules).catch(() => null);
    if (!file || !file.contentType.startsWith('image/')) continue;
    const cid = `${crypto.randomUUID()}@${domain}`;
    cids.set(fileId, cid);
    pictures.push({ filename: file.fileName, content: file.content, contentType: file.contentType, cid });
  }
  return { html: pointPicturesAtParts(html, (id) => cids.get(id)), pictures };
}

/**
 * Appends the sent mail to the account's Sent folder (found by its special use) and, when that folder is stored here,
 * stores the copy at once (issue 29.17: Sent shows it without a sync). `saved`: false when there is no Sent folder;
 * `stored`: whether the portal's list has the copy already.
 */
async function saveToSent(
  deps: MailDeps,
  account: settings.SettingRecord,
  s: MailServerSettings,
  raw: Buffer,
): Promise<{ saved: boolean; stored: boolean }> {
  const known = await folders.folderBySpecialUse(deps.db, account.id, 'sent');
  return withImap(s, async (client) => {
    const path = known?.path ?? (await client.list()).find((f) => f.specialUse === '\\Sent')?.path;
    if (!path) return { saved: false, stored: false };
    const appended = await client.append(path, raw, ['\\Seen'], new Date());
    if (!appended) return { saved: false, stored: false };
    const stored = known ? await storeAppended(deps.db, client, account, known, appended).catch(() => false) : false;
    return { saved: true, stored };
  }).catch(() => ({ saved: false, stored: false }));
}

/**
 * Sends a mail from one of the caller's accounts through its SMTP server: HTML sanitized, attachments from the file
 * service (the caller's read right checked), a reply threaded to its original, a forward with the original's
 * attachments. A copy goes to the Sent folder; the recipients become (or count as used) contacts.
 */
export async function sendMail(
  deps: MailDeps,
  user: CurrentUser,
  body: MailSendBody,
  readRules: readonly FileReadRule[],
): Promise<MailSendResult> {
  const account = body.accountId ? await ownAccount(deps.db, user.id, body.accountId) : await settings.defaultSetting(deps.db, user.id);
  if (!account) throw badRequest('mail.noAccount');
  const to = body.to.map(parseRecipient);
  const cc = (body.cc ?? []).map(parseRecipient);
  const bcc = (body.bcc ?? []).map(parseRecipient);
  if (!to.length && !cc.length && !bcc.length) throw badRequest('mail.noRecipients');
  const files: Attachment[] = [];
  for (const id of body.fileIds ?? []) {
    const f = await readableBytes(deps, user, id, readRules);
    files.push({ filename: f.fileName, content: f.content, contentType: f.contentType });
  }
  const thread = await original(deps, user.id, body);
  const domain = account.mail_address.split('@')[1] ?? 'localhost';
  const { html, pictures } = await withPictureParts(
    deps,
    user,
    readRules,
    sanitizeOutgoingHtml(body.html),
    domain,
    new Set([...thread.inlineFiles, ...(body.fileIds ?? [])]),
  );
  const messageId = `<${crypto.randomUUID()}@${domain}>`;
  const date = new Date();
  const composed = (keepBcc: boolean) => {
    const node = new MailComposer({
      from: { name: account.nick_name, address: account.mail_address },
      to,
      cc,
      bcc,
      subject: body.subject,
      html,
      text: htmlToText(html),
      attachments: [...files, ...pictures, ...thread.attachments],
      messageId,
      date,
      ...(thread.inReplyTo ? { inReplyTo: thread.inReplyTo, references: thread.references } : {}),
    }).compile();
    node.keepBcc = keepBcc;
    return node.build();
  };
  const s = serverSettingsOf(deps.config, account);
  // a server that is not reachable under the address policy is refused here, in the user's words
  const transport = await smtpTransport(s);
  try {
    await transport.sendMail({
      envelope: { from: account.mail_address, to: [...to, ...cc, ...bcc].map((r) => r.address) },
      raw: await composed(false),
    });
  } catch (err) {
    throw sendError(err, s);
  } finally {
    transport.close();
  }
  const sent = await saveToSent(deps, account, s, await composed(true));
  await deps.db.transaction().execute(async (trx) => {
    await linkmen.recordUse(trx, user.id, [...to, ...cc, ...bcc]);
    await publishEvent(trx, { type: 'mail.sent', userIds: [user.id], data: { accountId: account.id } });
  });
  // a copy the portal could not store at once (a Sent folder not synced yet) comes with a sync of the account
  if (sent.saved && !sent.stored) await requestSync(deps, user.id, account.id, 'zh-CN').catch(() => undefined);
  return { messageId, savedToSent: sent.saved };
}
