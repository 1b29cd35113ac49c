import { Lexer, Marked, type Token } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Handbook Markdown: parsed by marked, rendered to HTML that sanitize-html cuts down to text
 * formatting, lists, headings and links. Raw HTML in the source is shown as text, never run; a
 * link keeps its target only when it is a handbook page, an app path or http(s).
 */
export type Block = Token;

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const marked = new Marked({ renderer: { html: ({ text }) => escapeHtml(text) } });

/** The blocks of a page (headings, paragraphs, lists ...), blank lines dropped. */
export const parseMarkdown = (source: string): Block[] => new Lexer().lex(source).filter((b) => b.type !== 'space');

const PAGE_TARGET = /^[a-z0-9-]+(#[a-z0-9-]+)?$/;
const APP_OR_WEB = /^(https?:\/\/|\/(?!\/))/;

interface RenderOptions {
  /** Maps a bare handbook page target (e.g. `todo#s-2`) to its URL. */
  page?: (target: string) => string;
  /** The id of the n-th second-level heading (0-based). */
  headingId?: (index: number) => string;
}

function sanitize(html: string, { page = (t) => t, headingId }: RenderOptions): string {
  let headings = 0;
  return sanitizeHtml(html, {
    allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'code', 'ul', 'ol', 'li', 'a'],
    allowedAttributes: { a: ['href', 'rel', 'target'], h2: ['id'], ol: ['start'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      h2: (tagName): sanitizeHtml.Tag => ({ tagName, attribs: headingId ? { id: headingId(headings++) } : {} }),
      a: (tagName, { href = '' }): sanitizeHtml.Tag => {
        // an unsafe target becomes a tag that is not allowed, so only the label is kept
        if (PAGE_TARGET.test(href)) return { tagName, attribs: { href: page(href) } };
        if (!APP_OR_WEB.test(href)) return { tagName: 'span', attribs: {} };
        return { tagName, attribs: href.startsWith('/') ? { href } : { href, rel: 'noopener noreferrer', target: '_blank' } };
      },
    },
  }).trim();
}

export const renderBlocks = (blocks: Block[], opts: RenderOptions = {}): string => sanitize(marked.parser(blocks), opts);

export const renderInline = (text: string, page?: (target: string) => string): string =>
  sanitize(marked.parseInline(text, { async: false }), { page });

const plainInline = (tokens: Token[]): string =>
  tokens
    .map((t) => ('tokens' in t && t.tokens ? plainInline(t.tokens) : 'text' in t ? t.text : ''))
    .join('')
    .replace(/\s*\n\s*/g, ' ');

/** Blocks as plain text lines (for search and assistant answers): lists keep their markers so steps stay readable. */
export function plainBlocks(blocks: Block[]): string {
  return blocks
    .flatMap((b) => {
      if (b.type === 'list')
        return b.items.map(
          (item: { tokens: Token[] }, i: number) => `${b.ordered ? `${Number(b.start || 1) + i}.` : '-'} ${plainInline(item.tokens)}`,
        );
      return 'tokens' in b && b.tokens ? [plainInline(b.tokens)] : [];
    })
    .join('\n');
}
