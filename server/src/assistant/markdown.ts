/**
 * The small Markdown subset of the handbook: `#`-headings, paragraphs, `-` and `1.` lists, and
 * inline **bold**, `code` and [links](target). Everything else is text, and all text is escaped;
 * a link keeps its target only when it is a handbook page, an app path or http(s).
 */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2].trim() });
    } else if (bullet || numbered) {
      const ordered = !!numbered;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]);
    } else if (list) {
      // a continuation line belongs to the last item
      list.items[list.items.length - 1] += ` ${line}`;
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const SAFE_TARGET = /^(https?:\/\/[^\s"'<>]+|\/[^/\s"'<>][^\s"'<>]*|[a-z0-9-]+(#[a-z0-9-]+)?)$/;

/** Inline Markdown to HTML; `page` maps a bare handbook page target (e.g. `todo#s-2`) to its URL. */
export function renderInline(text: string, page: (target: string) => string = (t) => t): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    out += escapeHtml(text.slice(last, m.index));
    if (m[1] !== undefined) out += `<code>${escapeHtml(m[1])}</code>`;
    else if (m[2] !== undefined) out += `<strong>${escapeHtml(m[2])}</strong>`;
    else {
      const target = m[4];
      if (!SAFE_TARGET.test(target)) out += escapeHtml(m[3]);
      else {
        const href = /^[a-z0-9-]/.test(target) && !target.startsWith('http') ? page(target) : target;
        const external = target.startsWith('http') ? ' rel="noopener noreferrer" target="_blank"' : '';
        out += `<a href="${escapeHtml(href)}"${external}>${escapeHtml(m[3])}</a>`;
      }
    }
    last = (m.index ?? 0) + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** Inline Markdown as plain text (for assistant answers). */
export function plainInline(text: string): string {
  return text.replace(INLINE, (_all, code?: string, bold?: string, label?: string) => code ?? bold ?? label ?? '');
}

export function renderBlocks(
  blocks: Block[],
  opts: { page?: (target: string) => string; headingId?: (index: number) => string } = {},
): string {
  let headings = 0;
  return blocks
    .map((b) => {
      if (b.kind === 'heading') {
        const id = b.level === 2 && opts.headingId ? ` id="${escapeHtml(opts.headingId(headings++))}"` : '';
        return `<h${b.level}${id}>${renderInline(b.text, opts.page)}</h${b.level}>`;
      }
      if (b.kind === 'paragraph') return `<p>${renderInline(b.text, opts.page)}</p>`;
      const tag = b.ordered ? 'ol' : 'ul';
      return `<${tag}>${b.items.map((i) => `<li>${renderInline(i, opts.page)}</li>`).join('')}</${tag}>`;
    })
    .join('\n');
}

/** Blocks as plain text lines: lists keep their markers so steps stay readable. */
export function plainBlocks(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if (b.kind === 'heading') return plainInline(b.text);
      if (b.kind === 'paragraph') return plainInline(b.text);
      return b.items.map((item, i) => `${b.ordered ? `${i + 1}.` : '-'} ${plainInline(item)}`).join('\n');
    })
    .join('\n');
}
