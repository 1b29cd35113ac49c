import type { Database } from '../db/database.js';
import { t as text, type Lang } from '../lib/i18n.js';
import { HANDBOOK_BASE } from '../../../contract/assistant.js';
import { detectIntent, requestFacts, todoFacts, workflowTablesExist } from './facts.js';
import { searchHandbook, type Passage } from './handbook.js';

/**
 * What the assistant knows for one question: the answer built from retrieval alone, and the
 * material (handbook passages, the caller's own data) a language model may phrase it from.
 */
export interface Retrieved {
  answer: string;
  handbook: Passage[];
  userData: string | null;
}

/**
 * A passage counts only if it shares enough of the question: one strong term, or two. On
 * MiniSearch's BM25+ scale one word found once in the text of a fifth of the sections scores
 * about 2.5; a rarer word, a title word or a second word scores more.
 */
const MIN_SCORE = 2.5;

const t = (lang: Lang, key: string, params?: Record<string, string | number>) => text(lang, `assistant.${key}`, params);
export const passageUrl = (p: Passage, lang: Lang) => `${HANDBOOK_BASE}${p.page.slug}?lang=${lang}#${p.section.id}`;

/** `lang` words the answer; `found` is the language of the handbook the passages come from. */
function handbookAnswer(passages: Passage[], lang: Lang, found: Lang): string {
  const [best, ...rest] = passages;
  const lines = [
    t(lang, 'answer.fromHandbook', { page: best.page.title, section: best.section.title }),
    '',
    best.text,
    '',
    t(lang, 'answer.more', { url: passageUrl(best, found) }),
  ];
  const related = rest.filter((p) => p.page.slug !== best.page.slug || p.section.id !== best.section.id);
  if (related.length) {
    lines.push('', t(lang, 'answer.related'));
    for (const p of related) lines.push(`- ${p.page.title} › ${p.section.title}: ${passageUrl(p, found)}`);
  }
  return lines.join('\n');
}

/**
 * The handbook of the caller's language first; a question written in another language (Chinese
 * typed with the English interface, say) is then looked up in the handbook of its own script.
 */
function findPassages(question: string, lang: Lang): { passages: Passage[]; lang: Lang } {
  const cjk = /[\u3400-\u9fff]/.test(question);
  const order: Lang[] = [lang, ...(cjk ? (['zh-CN'] as Lang[]) : (['en-US', 'id'] as Lang[])).filter((l) => l !== lang)];
  for (const l of order) {
    const hits = searchHandbook(l, question, 3).filter((h) => h.score >= MIN_SCORE);
    if (hits.length) return { passages: hits.map((h) => h.item), lang: l };
  }
  return { passages: [], lang };
}

/** `timeZone`: the asker's (P-TimeZone), else the company's: the days of their to-dos and requests are written in it. */
export async function retrieve(db: Database, userId: string, question: string, lang: Lang, timeZone: string): Promise<Retrieved> {
  const found = findPassages(question, lang);
  const passages = found.passages;
  const intent = detectIntent(question);
  let userData: string | null = null;
  if (intent) {
    if (!(await workflowTablesExist(db))) userData = t(lang, 'tasks.unavailable');
    else
      userData =
        intent === 'todos' ? await todoFacts(db, userId, lang, timeZone) : await requestFacts(db, userId, question, lang, timeZone);
  }
  let answer: string;
  if (userData) answer = userData;
  else if (passages.length) answer = handbookAnswer(passages, lang, found.lang);
  else answer = t(lang, 'answer.notFound', { url: `${HANDBOOK_BASE}?lang=${lang}` });
  return { answer, handbook: passages, userData };
}
