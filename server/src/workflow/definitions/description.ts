import type { ModdleElement } from 'bpmn-moddle';
import type { Lang } from '../../lib/i18n.js';

/**
 * A definition's description in the portal languages it was written in: some may be missing (an
 * uploaded XML often has one text only). Stored as jsonb in wf_def.description.
 */
export type DescriptionMap = Partial<Record<Lang, string>>;

const LANGS: readonly Lang[] = ['zh-CN', 'en-US', 'id'];
const MAX_TEXT = 2000;

/**
 * The portal language of an `xml:lang` tag (BCP 47, any case): zh* Chinese, en* English, id or
 * its legacy code in Indonesian; any other language is not one of ours (null).
 */
export function langOfTag(tag: string | undefined | null): Lang | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'en') return 'en-US';
  if (primary === 'id' || primary === 'in') return 'id';
  return null;
}

function clean(text: unknown): string {
  return typeof text === 'string' ? text.trim().slice(0, MAX_TEXT) : '';
}

/** Only our languages with a non-empty text; null when nothing is left. */
export function normaliseDescription(map: Record<string, unknown> | null | undefined): DescriptionMap | null {
  if (!map || typeof map !== 'object') return null;
  const out: DescriptionMap = {};
  for (const lang of LANGS) {
    const text = clean(map[lang]);
    if (text) out[lang] = text;
  }
  return Object.keys(out).length ? out : null;
}

/**
 * A description as given at deployment: a plain text has no language and counts as the portal's
 * default language (zh-CN), which every language falls back to.
 */
export function descriptionOf(input: string | Record<string, unknown> | null | undefined): DescriptionMap | null {
  if (typeof input === 'string') return normaliseDescription({ 'zh-CN': input });
  return normaliseDescription(input);
}

/**
 * The `bpmn:documentation` elements of the process: each with an `xml:lang` of ours fills that
 * language; one without a language fills zh-CN unless a tagged zh-CN text exists. Documentation
 * in other languages is ignored.
 */
export function descriptionFromDocumentation(process: ModdleElement): DescriptionMap | null {
  const docs = (process.documentation as ModdleElement[] | undefined) ?? [];
  const tagged: Record<string, string> = {};
  let untagged = '';
  for (const doc of docs) {
    const text = clean(doc.text);
    if (!text) continue;
    const tag = doc.$attrs?.['xml:lang'];
    if (tag === undefined) {
      untagged ||= text;
      continue;
    }
    const lang = langOfTag(tag);
    if (lang && !tagged[lang]) tagged[lang] = text;
  }
  if (untagged && !tagged['zh-CN']) tagged['zh-CN'] = untagged;
  return normaliseDescription(tagged);
}

/** The description in the caller's language, else zh-CN, else the first one written; null without any. */
export function pickDescription(map: DescriptionMap | null | undefined, lang: Lang): string | null {
  if (!map) return null;
  return map[lang] || map['zh-CN'] || LANGS.map((l) => map[l]).find(Boolean) || null;
}
