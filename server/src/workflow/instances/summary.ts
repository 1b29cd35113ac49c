import { storeSummary } from './repo.js';
import type { Database } from '../../db/database.js';
import type { ServerConfig } from '../../config.js';
import type { Lang } from '../../lib/i18n.js';
import { wfText } from '../messages.js';
import { dayIn } from '../../lib/time-zone.js';
import type { FormRecord } from '../model/forms.js';

export const SUMMARY_LANGS: readonly Lang[] = ['zh-CN', 'en-US', 'id'];

/** The facts a summary may use: nothing else is given to a model, nothing else is written. */
export interface SummaryFacts {
  who: string;
  what: string;
  when: string;
  items: { label: string; value: string }[];
}

function display(form: FormRecord, name: string, value: unknown, lang: Lang): string | null {
  if (value === null || value === undefined || value === '') return null;
  const field = form.fields.find((f) => f.name === name);
  if (!field) return null;
  if (field.type === 'select') {
    const opt = field.options?.find((o) => o.value === String(value));
    return opt ? opt.labels[lang] || opt.labels['zh-CN'] : String(value);
  }
  if (field.type === 'money' && typeof value === 'number') return value.toFixed(2);
  if (field.type === 'subtable' && Array.isArray(value)) return String(value.length);
  if (typeof value === 'object') return null;
  return String(value).slice(0, 200);
}

export function summaryFacts(
  form: FormRecord | null,
  formData: Record<string, unknown>,
  who: string,
  what: string,
  when: Date,
  lang: Lang,
  /** the starter's zone (else the company's): the day the summary names is the day the header shows them */
  timeZone: string,
): SummaryFacts {
  const items: SummaryFacts['items'] = [];
  if (form) {
    // every reader of the lists sees the summary: a field hidden at any node stays out of it
    const hiddenSomewhere = (name: string) => Object.values(form.permissions).some((p) => p.fields[name] === 'n');
    const names = (
      form.summaryFields.length
        ? form.summaryFields
        : form.fields.filter((f) => !['textarea', 'richtext', 'file', 'signature'].includes(f.type)).map((f) => f.name)
    ).filter((name) => !hiddenSomewhere(name));
    for (const name of names.slice(0, 6)) {
      const field = form.fields.find((f) => f.name === name);
      const value = display(form, name, formData[name], lang);
      if (field && value !== null) items.push({ label: field.labels[lang] || field.labels['zh-CN'], value });
    }
  }
  return { who, what, when: dayIn(when, timeZone), items };
}

/** Who, what, how much, when: from the form data and the definition only. */
export function defaultSummary(facts: SummaryFacts, lang: Lang): string {
  const lead = wfText(lang, 'summary.lead', { who: facts.who, when: facts.when, what: facts.what });
  if (!facts.items.length) return lead + wfText(lang, 'summary.end');
  const colon = wfText(lang, 'summary.colon');
  const body = facts.items.map((i) => `${i.label}${colon}${i.value}`).join(wfText(lang, 'summary.sep'));
  return `${lead}${colon}${body}${wfText(lang, 'summary.end')}`;
}

/**
 * With config.llm set, asks the OpenAI-compatible endpoint for a better sentence from the same
 * facts, after the start has committed (a slow or failing model never delays or breaks a start;
 * the default summary stays).
 */
async function refineSummary(
  db: Database,
  config: ServerConfig,
  instId: string,
  facts: SummaryFacts,
  lang: Lang,
  initiators: boolean,
): Promise<void> {
  const llm = config.llm;
  if (!llm) return;
  try {
    const res = await fetch(`${llm.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}) },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0,
        messages: [
          { role: 'system', content: wfText(lang, 'summary.prompt') },
          { role: 'user', content: JSON.stringify(facts) },
        ],
      }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) return;
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const text = body.choices?.[0]?.message?.content?.trim();
    if (!text) return;
    const summary = text.slice(0, 1000);
    await storeSummary(db, instId, lang, summary, initiators);
  } catch {
    // the default summary stays in place
  }
}

/** Refines the summary of every language in turn (the initiator's first, which also fills ai_summary). */
export async function refineSummaries(
  db: Database,
  config: ServerConfig,
  instId: string,
  facts: Record<Lang, SummaryFacts>,
  initiatorLang: Lang,
): Promise<void> {
  for (const lang of [initiatorLang, ...SUMMARY_LANGS.filter((l) => l !== initiatorLang)]) {
    await refineSummary(db, config, instId, facts[lang], lang, lang === initiatorLang);
  }
}
