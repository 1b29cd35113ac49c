import type { ImapFlow, MessageStructureObject } from 'imapflow';
import PostalMime, { type Email } from 'postal-mime';
import { serverSettingsOf } from './account.js';
import { withImap } from './connect.js';
import * as folders from './repo-folders.js';
import type * as mails from './repo-mails.js';
import { ownAccount, type MailDeps } from './service-settings.js';

/** A text part of a mail over the limit is read up to this many bytes. */
const TEXT_PART_MAX = 2 * 1024 * 1024;
/** The head of a mail over the limit read for its header fields (References, Reply-To, Bcc). */
const HEAD_MAX = 64 * 1024;

export interface FetchedMail {
  email: Email;
  /** the size the server gave (RFC822.SIZE), or what came when it said less */
  size: number;
  /** false: the mail was over the limit and only its header fields and text were read */
  whole: boolean;
}

export const parseMail = (source: Buffer): Promise<Email> => PostalMime.parse(source, { attachmentEncoding: 'arraybuffer' });

/** The first text/plain and text/html leaves of the body that are not attachments (their part numbers). */
function textParts(node: MessageStructureObject | undefined, found: { plain?: string; html?: string } = {}, root = true) {
  if (!node) return found;
  if (node.childNodes?.length) {
    for (const child of node.childNodes) textParts(child, found, false);
    return found;
  }
  if (node.disposition === 'attachment') return found;
  // a mail that is one part has no part number: its body is part 1
  const part = node.part ?? (root ? '1' : undefined);
  if (!part) return found;
  if (node.type === 'text/plain') found.plain ??= part;
  if (node.type === 'text/html') found.html ??= part;
  return found;
}

/** The header block of a mail's first bytes (cut at the last whole line when the head was longer), as a mail without body. */
function headerBlock(head: Buffer | undefined): Buffer {
  if (!head) return Buffer.from('\r\n');
  const text = head.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const cut = end >= 0 ? end : Math.max(0, text.lastIndexOf('\n'));
  return Buffer.concat([head.subarray(0, cut), Buffer.from('\r\n\r\n')]);
}

/** One text part, decoded to UTF-8 by imapflow, at most TEXT_PART_MAX bytes of it. */
async function readText(client: ImapFlow, uid: number, part: string | undefined): Promise<string | undefined> {
  if (!part) return undefined;
  const { content } = await client.download(String(uid), part, { uid: true, maxBytes: TEXT_PART_MAX });
  if (!content) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads one mail of the open mailbox within `max` bytes. Its size (FETCH RFC822.SIZE) is asked first: a mail within
 * the limit is fetched whole (and asked for at most max + 1 bytes, so a server that gave a wrong size still cannot
 * send more); a larger one is read as its header fields and its text parts only, and its attachments are left on the
 * server. A mail from outside must not fill the server's memory or disk.
 */
export async function readMail(client: ImapFlow, uid: number, max: number): Promise<FetchedMail | null> {
  const meta = await client.fetchOne(String(uid), { uid: true, size: true, bodyStructure: true }, { uid: true });
  if (!meta) return null;
  const size = meta.size ?? 0;
  if (size <= max) {
    const found = await client.fetchOne(String(uid), { uid: true, source: { maxLength: max + 1 } }, { uid: true });
    if (!found || !found.source) return null;
    if (found.source.length <= max) return { email: await parseMail(found.source), size: found.source.length, whole: true };
  }
  const head = await client.fetchOne(String(uid), { uid: true, source: { maxLength: HEAD_MAX } }, { uid: true });
  const email = await parseMail(headerBlock(head ? head.source : undefined));
  const { plain, html } = textParts(meta.bodyStructure);
  return {
    email: { ...email, text: await readText(client, uid, plain), html: await readText(client, uid, html), attachments: [] },
    size: Math.max(size, max + 1),
    whole: false,
  };
}

/** A stored mail as read from its IMAP folder (null when the server no longer has it). */
export async function fetchMail(deps: MailDeps, ownerId: string, mail: mails.MessageRecord): Promise<FetchedMail | null> {
  const account = await ownAccount(deps.db, ownerId, mail.account_id);
  const folder = await folders.findOwnFolder(deps.db, ownerId, mail.folder_id);
  if (!folder) return null;
  return withImap(serverSettingsOf(deps.config, account), async (client) => {
    const lock = await client.getMailboxLock(folder.path, { readOnly: true });
    try {
      return await readMail(client, mail.uid, deps.config.mailMaxBytes);
    } finally {
      lock.release();
    }
  });
}
