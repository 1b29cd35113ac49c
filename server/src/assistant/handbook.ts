import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '../lib/i18n.js';
import MiniSearch from 'minisearch';
import { parseMarkdown, plainBlocks, type Block } from './markdown.js';
import { tokenize } from './tokenize.js';

/**
 * The portal handbook: Markdown pages in handbook/<lang>/NN-<slug>.md (NN orders the index).
 * Pages are read once per process; they ship with the server and change only with a release.
 */
export const LANGS: readonly Lang[] = ['zh-CN', 'en-US', 'id'];
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'handbook');
const FILE = /^\d{2}-([a-z0-9-]+)\.md$/;

export interface Section {
  /** Anchor of the section on its page: s-1, s-2 ... */
  id: string;
  title: string;
  blocks: Block[];
}
export interface Page {
  slug: string;
  title: string;
  /** The paragraphs before the first section. */
  intro: Block[];
  sections: Section[];
  blocks: Block[];
}
export interface Passage {
  page: Page;
  section: Section;
  text: string;
}
export interface Hit {
  item: Passage;
  score: number;
}
interface Handbook {
  pages: Page[];
  passages: Passage[];
  index: MiniSearch<{ id: number; title: string; section: string; text: string }>;
}

function toPage(slug: string, source: string): Page {
  const blocks = parseMarkdown(source);
  const titleBlock = blocks.find((b) => b.type === 'heading' && b.depth === 1);
  const page: Page = { slug, title: titleBlock?.type === 'heading' ? titleBlock.text : slug, intro: [], sections: [], blocks };
  for (const b of blocks) {
    if (b === titleBlock) continue;
    if (b.type === 'heading' && b.depth === 2) page.sections.push({ id: `s-${page.sections.length + 1}`, title: b.text, blocks: [] });
    else if (page.sections.length) page.sections[page.sections.length - 1].blocks.push(b);
    else page.intro.push(b);
  }
  return page;
}

const cache = new Map<Lang, Handbook>();

export function handbook(lang: Lang): Handbook {
  const known = cache.get(lang);
  if (known) return known;
  const dir = path.join(ROOT, lang);
  const pages = fs
    .readdirSync(dir)
    .filter((f) => FILE.test(f))
    .sort()
    .map((f) => toPage(FILE.exec(f)![1], fs.readFileSync(path.join(dir, f), 'utf8')));
  const passages = pages.flatMap((page) => page.sections.map((section) => ({ page, section, text: plainBlocks(section.blocks) })));
  // BM25+ over the page title, the section title and the text, words cut by our tokenizer
  const index = new MiniSearch<{ id: number; title: string; section: string; text: string }>({
    fields: ['title', 'section', 'text'],
    tokenize: (text) => tokenize(text, lang),
    // section titles count double: a question usually names the topic a section is about
    searchOptions: { boost: { section: 2 } },
  });
  index.addAll(passages.map((p, id) => ({ id, title: p.page.title, section: p.section.title, text: p.text })));
  const built = { pages, passages, index };
  cache.set(lang, built);
  return built;
}

export function findPage(lang: Lang, slug: string): Page | undefined {
  return handbook(lang).pages.find((p) => p.slug === slug);
}

/** The best handbook passages for a question, in the question's language. */
export function searchHandbook(lang: Lang, question: string, limit = 3): Hit[] {
  const { index, passages } = handbook(lang);
  return index
    .search(question)
    .slice(0, limit)
    .map((r) => ({ item: passages[r.id as number], score: r.score }));
}
