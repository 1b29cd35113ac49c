import type { MailRow } from '../../../contract/mail.js';
import type { ListRecord } from './repo-mails.js';

const when = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** A stored mail as the list answers it. */
export function mailRowOf(r: ListRecord): MailRow {
  return {
    id: r.id,
    accountId: r.account_id,
    folderId: r.folder_id,
    uid: r.uid,
    subject: r.subject,
    from: { name: r.from_name, address: r.from_address },
    to: r.to_list,
    cc: r.cc_list,
    date: when(r.mail_date),
    isRead: r.is_read ? 1 : 0,
    hasAttachment: r.has_attachment,
    size: r.size,
    snippet: r.snippet,
  };
}
