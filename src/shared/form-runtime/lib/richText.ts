/**
 * Rich-text values are HTML. The portal shows and edits them only through this allow-list: a value is parsed by
 * DOMParser (its document has no browsing context: nothing in it runs or loads), and only the elements below
 * survive, without any attribute but a link's address, which must be http(s) or mailto. Other elements give their
 * text; script-like ones and their content are dropped. The server cleans values on saving too.
 */

export type CleanNode = string | { tag: AllowedTag; href?: string; children: CleanNode[] };

const ALLOWED = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'] as const;
export type AllowedTag = (typeof ALLOWED)[number];
const allowed = new Set<string>(ALLOWED);
/** Dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
]);
/** Block elements that become paragraphs, so that their lines stay lines. */
const AS_PARAGRAPH = new Set(['div', 'section', 'article', 'header', 'footer', 'h1', 'h2', 'h5', 'h6', 'pre', 'address']);

const MAX_DEPTH = 20;

/** A link's address when it is http(s) or mailto; anything else (javascript:, data:, relative) is no link. */
export function safeHref(raw: string | null): string | undefined {
  if (!raw) return undefined;
  const href = raw.trim();
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function clean(node: Node, depth: number): CleanNode[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [node.textContent] : [];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const name = element.localName;
  if (DROPPED.has(name)) return [];
  const children = depth >= MAX_DEPTH ? [element.textContent ?? ''] : [...element.childNodes].flatMap((c) => clean(c, depth + 1));
  if (AS_PARAGRAPH.has(name)) return [{ tag: 'p', children }];
  if (!allowed.has(name)) return children;
  const tag = name as AllowedTag;
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    return href ? [{ tag, href, children }] : children;
  }
  return [{ tag, children: tag === 'br' ? [] : children }];
}

/** The allowed content of an HTML text. */
export function parseRichText(html: unknown): CleanNode[] {
  if (typeof html !== 'string' || !html) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.body.childNodes].flatMap((n) => clean(n, 0));
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Allowed content back to HTML text (the value the editor stores). */
export function toHtml(nodes: CleanNode[]): string {
  return nodes
    .map((n) => {
      if (typeof n === 'string') return escapeText(n);
      if (n.tag === 'br') return '<br>';
      const open = n.tag === 'a' && n.href ? `<a href="${escapeAttr(n.href)}" rel="noopener noreferrer" target="_blank">` : `<${n.tag}>`;
      return `${open}${toHtml(n.children)}</${n.tag}>`;
    })
    .join('');
}

/** An HTML text with only the allowed content left. */
export const sanitizeRichText = (html: unknown): string => toHtml(parseRichText(html));

/** The plain text of allowed content (empty when only markup or spaces). */
export function richTextPlain(nodes: CleanNode[]): string {
  return nodes.map((n) => (typeof n === 'string' ? n : richTextPlain(n.children))).join('');
}

/** Allowed content as DOM nodes of `doc` (the editor fills itself with these rather than with markup). */
export function toDom(nodes: CleanNode[], doc: Document): Node[] {
  return nodes.map((n) => {
    if (typeof n === 'string') return doc.createTextNode(n);
    const el = doc.createElement(n.tag);
    if (n.tag === 'a' && n.href) {
      el.setAttribute('href', n.href);
      el.setAttribute('rel', 'noopener noreferrer');
      el.setAttribute('target', '_blank');
    }
    el.append(...toDom(n.children, doc));
    return el;
  });
}
