import { describe, expect, it } from 'vitest';
import { parseMarkdown, plainBlocks, renderBlocks, renderInline } from '../../server/src/assistant/markdown.js';
import { stemEn, stemId, tokenize } from '../../server/src/assistant/tokenize.js';
import { LANGS, handbook, searchHandbook } from '../../server/src/assistant/handbook.js';

describe('handbook markdown', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['**bold** and `code`', '<strong>bold</strong> and <code>code</code>'],
    ['**<b>x</b>**', '<strong>&lt;b&gt;x&lt;/b&gt;</strong>'],
    ['[evil](javascript:alert(1))', 'evil'],
    ['[x](data:text/html,hi)', 'x'],
    ['[a"b](/front/x" onmouseover="y)', '[a"b](/front/x" onmouseover="y)'],
    ['[far](//evil.example.org/x)', 'far'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    [
      '[site](https://example.com/a?b=1&c=2)',
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">site</a>',
    ],
    ['[todo](todo#s-2)', '<a href="/h/todo#s-2">todo</a>'],
    ['[app](/front/matter/myTask)', '<a href="/front/matter/myTask">app</a>'],
  ])('renders %j safely', (source, html) => {
    expect(renderInline(source, (t) => `/h/${t}`)).toBe(html);
  });

  it('parses headings, paragraphs and lists, with continuation lines', () => {
    const blocks = parseMarkdown('# T\n\nintro line\nsecond\n\n## S\n\n1. one\n   more\n2. two\n- a\n- b\n\n<div onclick="x">hi</div>\n');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'heading', 'list', 'list', 'html']);
    const html = renderBlocks(blocks, { headingId: (i) => `s-${i + 1}` });
    expect(html).toContain('<h2 id="s-1">S</h2>');
    expect(html).toContain('<ol>\n<li>one\nmore</li>\n<li>two</li>\n</ol>');
    expect(html).toContain('&lt;div onclick="x"&gt;hi&lt;/div&gt;');
    expect(plainBlocks(blocks)).toContain('intro line second\nS\n1. one more\n2. two\n- a\n- b');
  });
});

describe('handbook search', () => {
  it('tokenizes Chinese into words without question words, Latin words into stems', () => {
    expect(tokenize('怎么委托代理？', 'zh-CN')).toEqual(['委托', '代理']);
    expect(tokenize('我的请假申请到哪了', 'zh-CN')).toEqual(['请假', '申请', '到']);
    expect(tokenize('How do I delegate approvals?', 'en-US')).toEqual(['delegat', 'approv']);
    expect(stemEn('delegation')).toBe(stemEn('delegating'));
    expect(stemId('mendelegasikan')).toBe(stemId('delegasi'));
    expect(stemId('menyetujuinya')).toBe(stemId('persetujuan'));
  });

  it('ranks by BM25: a section naming the question in its title comes first, related ones follow', () => {
    const hits = searchHandbook('en-US', 'How do I delegate my approvals?');
    expect(hits.map((h) => `${h.item.page.slug}#${h.item.section.id}`)).toEqual(['delegate#s-1', 'delegate#s-2', 'approve#s-1']);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
    expect(searchHandbook('en-US', 'what is the weather today')).toEqual([]);
    expect(searchHandbook('zh-CN', '今天天气怎么样')).toEqual([]);
  });

  it('has the same pages in every language', () => {
    const slugs = LANGS.map((l) => handbook(l).pages.map((p) => p.slug));
    expect(slugs[0].length).toBeGreaterThanOrEqual(10);
    expect(slugs[1]).toEqual(slugs[0]);
    expect(slugs[2]).toEqual(slugs[0]);
    for (const l of LANGS) for (const p of handbook(l).pages) expect(p.sections.length).toBeGreaterThan(0);
  });

  it.each([
    ['zh-CN', '怎么委托别人审批', 'delegate'],
    ['zh-CN', '怎么搜索同事', 'search'],
    ['zh-CN', '退出登录', 'sign-in'],
    ['en-US', 'change theme colour', 'language-theme'],
    ['en-US', 'how do I start a leave request', 'start-process'],
    ['id', 'cara mendelegasikan persetujuan', 'delegate'],
    ['id', 'pesan belum dibaca', 'messages'],
  ])('finds the right page in %s for %j', (lang, question, slug) => {
    expect(searchHandbook(lang as (typeof LANGS)[number], question)[0]?.item.page.slug).toBe(slug);
  });
});
