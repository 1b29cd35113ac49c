import crypto from 'node:crypto';
import type { Address } from 'postal-mime';
import { FILE_CALLS } from '../../../contract/files.js';
import type { MailAddress, MailAttachment, MailDetail } from '../../../contract/mail.js';
import { cleanFileName, storeFile } from '../files/index.js';
import { notFound } from '../lib/errors.js';
import { t, type Lang } from '../lib/i18n.js';
import { fetchMail, type FetchedMail } from './fetch.js';
import { blockRemote, htmlToText, sanitizeMailHtml, snippetOf, textToHtml } from './html.js';
import * as mails from './repo-mails.js';
import type { MailDeps } from './service-settings.js';
import { mailRowOf } from './rows.js';

/** At most this many attachments of one mail are stored. */
const MAX_ATTACHMENTS = 100;

export const flatAddresses = (list: Address[] | undefined): MailAddress[] =>
  (list ?? []).flatMap((a) => (a.group ? a.group : [a])).map((a) => ({ name: a.name ?? '', address: a.address ?? '' }));

const downloadUrl = (fileId: string) => `${FILE_CALLS.download.path}?fileId=${encodeURIComponent(fileId)}`;
const previewUrl = (fileId: string) => `${FILE_CALLS.preview.path}?fileId=${encodeURIComponent(fileId)}`;
export const bytesOf = (c: ArrayBuffer | Uint8Array | string) =>
  typeof c === 'string' ? Buffer.from(c, 'utf8') : Buffer.from(c as ArrayBuffer);

/** Keeps what was read once: attachments into the file service, the body sanitized and kept with the mail. */
async function keepParsed(deps: MailDeps, mail: mails.MessageRecord, fetched: FetchedMail) {
  const parsed = fetched.email;
  const stored: { row: Parameters<typeof mails.insertAttachments>[1][number]; contentId: string | null }[] = [];
  for (const [i, a] of parsed.attachments.slice(0, MAX_ATTACHMENTS).entries()) {
    const name =
      a.filename || `attachment-${i + 1}${a.mimeType.startsWith('image/') ? `.${a.mimeType.slice(6).replace(/[^a-z0-9]/g, '')}` : ''}`;
    // the stored type is sniffed from the bytes, never taken from the mail
    const file = await storeFile(deps, { ownerId: mail.owner_id, fileName: cleanFileName(name), bytes: bytesOf(a.content) });
    const contentId = a.contentId ? a.contentId.replace(/^<|>$/g, '') : null;
    stored.push({
      contentId,
      row: {
        id: crypto.randomUUID(),
        message_id: mail.id,
        file_id: file.id,
        file_name: file.file_name,
        content_type: file.content_type,
        size: file.size,
        inline: a.disposition === 'inline' || (!!a.related && !!contentId),
        content_id: contentId,
        sort: i,
      },
    });
  }
  const byCid = new Map(stored.filter((s) => s.contentId).map((s) => [s.contentId!, s.row.file_id]));
  // a picture names a stored file only through its own cid: part (a data-file-id the mail carries is dropped)
  const html = sanitizeMailHtml(parsed.html ?? textToHtml(parsed.text ?? ''), (cid) => {
    const fileId = byCid.get(cid);
    return fileId ? { fileId, url: previewUrl(fileId) } : undefined;
  });
  const text = parsed.text ?? htmlToText(html);
  const hasAttachment = stored.some((s) => !s.row.inline);
  await deps.db.transaction().execute(async (trx) => {
    await mails.insertAttachments(
      trx,
      stored.map((s) => s.row),
    );
    await mails.saveBody(trx, mail.id, {
      html,
      text,
      snippet: snippetOf(text),
      refs: parsed.references ?? null,
      hasAttachment,
      bcc: flatAddresses(parsed.bcc),
      replyTo: flatAddresses(parsed.replyTo),
      size: fetched.size,
    });
  });
}

/**
 * A mail of the caller with its body: parsed from the IMAP source at its first opening and kept (attachments in the
 * file service), remote pictures blocked unless `allowRemote`. Opening does not mark it read here; the caller does.
 */
export async function mailDetail(deps: MailDeps, ownerId: string, id: string, allowRemote: boolean, lang: Lang): Promise<MailDetail> {
  let mail = await mails.findOwnMail(deps.db, ownerId, id);
  if (!mail) throw notFound('mail.notFound');
  if (mail.body_html === null) {
    const fetched = await fetchMail(deps, ownerId, mail);
    if (!fetched) throw notFound('mail.goneFromServer');
    await keepParsed(deps, mail, fetched);
    mail = (await mails.findOwnMail(deps.db, ownerId, id))!;
  }
  const attachments: MailAttachment[] = (await mails.attachmentsOf(deps.db, mail.id)).map((a) => ({
    fileId: a.file_id,
    fileName: a.file_name,
    contentType: a.content_type,
    size: a.size,
    inline: a.inline,
    contentId: a.content_id,
    downloadUrl: downloadUrl(a.file_id),
  }));
  const { html, hasRemoteImages } = blockRemote(mail.body_html ?? '', allowRemote, new Set(attachments.map((a) => a.fileId)));
  const limit = deps.config.mailMaxBytes;
  return {
    ...mailRowOf(mail),
    bcc: mail.bcc_list,
    replyTo: mail.reply_to,
    messageId: mail.message_id,
    html,
    text: mail.body_text ?? '',
    hasRemoteImages,
    remoteImagesAllowed: allowRemote,
    attachments,
    ...(mail.size > limit ? { notice: t(lang, 'mail.tooLarge', { size: megabytes(mail.size), limit: megabytes(limit) }) } : {}),
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
