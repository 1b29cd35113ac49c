import type { MailAddress, MailAttachment, MailDetail } from '@contract/mail';

/** What the compose dialog starts from. */
export interface ComposeDraft {
  accountId?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string;
  replyId?: string;
  forwardId?: string;
  /** the forwarded mail's attachments, sent along by the server */
  forwarded: MailAttachment[];
  /**
   * The original quoted below what is written (its header line and the original in a blockquote), kept out of the
   * editor so its pictures and tables stay as they are; the server sends its pictures along as parts.
   */
  quote?: string;
  /** the original's inline pictures, to show the quote before sending */
  quoteFiles?: MailAttachment[];
}

export type ComposeMode = 'new' | 'reply' | 'replyAll' | 'forward';

export const emptyDraft = (accountId?: string): ComposeDraft => ({
  accountId,
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  html: '',
  forwarded: [],
});

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Plain text as HTML: one paragraph per line, every character escaped. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${line ? escapeHtml(line) : '<br>'}</p>`)
    .join('');
}

export const formatAddress = (a: MailAddress) => (a.name ? `${a.name} <${a.address}>` : a.address);

const hasPrefix = (subject: string, prefixes: string[]) => prefixes.some((p) => subject.toLowerCase().startsWith(p.toLowerCase()));

/** "Re: subject" once (also when the subject already starts with Re: or 回复:). */
export const replySubject = (subject: string) => (hasPrefix(subject, ['re:', '回复:', '回复：']) ? subject : `Re: ${subject}`);
export const forwardSubject = (subject: string) => (hasPrefix(subject, ['fwd:', 'fw:', '转发:', '转发：']) ? subject : `Fwd: ${subject}`);

interface QuoteTexts {
  /** the header line above the quote, e.g. "On {date}, {from} wrote:" already filled */
  header: string;
}

/**
 * The draft of a reply, reply-all or forward of `mail` sent from `ownAddress` (left out of reply-all). The editor
 * starts empty; the original (HTML sanitized by the server) is the draft's quote.
 */
export function draftFrom(mode: Exclude<ComposeMode, 'new'>, mail: MailDetail, ownAddress: string, texts: QuoteTexts): ComposeDraft {
  const quote = `<p>${escapeHtml(texts.header)}</p><blockquote>${mail.html}</blockquote>`;
  const base = { ...emptyDraft(mail.accountId), quote, quoteFiles: mail.attachments.filter((a) => a.inline) };
  if (mode === 'forward') {
    return { ...base, subject: forwardSubject(mail.subject), forwardId: mail.id, forwarded: mail.attachments.filter((a) => !a.inline) };
  }
  const own = ownAddress.toLowerCase();
  const replyTarget = (mail.replyTo.length ? mail.replyTo : [mail.from]).map((a) => a.address);
  const to = unique(replyTarget.filter((a) => a.toLowerCase() !== own || replyTarget.length === 1));
  const cc =
    mode === 'replyAll'
      ? unique([...mail.to, ...mail.cc].map((a) => a.address)).filter(
          (a) => a.toLowerCase() !== own && !to.some((t) => t.toLowerCase() === a.toLowerCase()),
        )
      : [];
  return { ...base, to, cc, subject: replySubject(mail.subject), replyId: mail.id };
}

function unique(addresses: string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((a) => {
    const key = a.toLowerCase();
    if (!a || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The body sent: what was written, then the quote (if kept) below an empty line. */
export const bodyWithQuote = (html: string, quote: string | null | undefined) =>
  quote ? `${html || ''}<p><br></p>${quote}` : html || '<p></p>';

/** A loose e-mail address check (the server checks again): name@host.tld. */
export const isMailAddress = (s: string) => /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/.test(s.trim());
