import type { ModdleElement } from 'bpmn-moddle';
import type { Database } from '../../db/database.js';
import type { Lang } from '../../lib/i18n.js';
import type { I18n } from '../tables.js';
import { langOfTag, type DescriptionMap } from './description.js';
import { modelOf } from './repo.js';
import type { FlowModel } from './model.js';

/** A flow's or node's names per language, some may be missing; the BPMN `name` stands in for them. */
export type NameMap = DescriptionMap;

const MAX_NAME = 200;

/**
 * The names an element carries in our namespace, one attribute per language the way
 * `<documentation xml:lang>` carries descriptions: `wf:name-en-US="Leave request" wf:name-id="..."`.
 * Tags are read like xml:lang (any case, region ignored); other languages are ignored.
 */
export function namesOf(el: ModdleElement, prefixes: readonly string[]): NameMap | null {
  const out: NameMap = {};
  for (const [attr, value] of Object.entries(el.$attrs ?? {})) {
    const prefix = prefixes.find((p) => attr.startsWith(`${p}:name-`));
    if (!prefix || typeof value !== 'string' || !value.trim()) continue;
    const lang = langOfTag(attr.slice(prefix.length + ':name-'.length));
    if (lang && !out[lang]) out[lang] = value.trim().slice(0, MAX_NAME);
  }
  return Object.keys(out).length ? out : null;
}

/** A flow's stored names (every language filled): its own names, else the BPMN name. */
export function flowNameFrom(names: NameMap | null | undefined, fallback: string): I18n {
  return { 'zh-CN': names?.['zh-CN'] || fallback, 'en-US': names?.['en-US'] || fallback, id: names?.id || fallback };
}

/** A node's name in the reader's language, else its BPMN name (else the stored one). */
export function nodeNameIn(model: FlowModel | null | undefined, nodeId: string, lang: Lang, stored: string): string {
  const node = model?.nodes[nodeId];
  return node?.names?.[lang] || stored || node?.name || nodeId;
}

export type NodeNamer = (defId: string, nodeId: string, stored: string) => string;

/** Node names in the reader's language for rows of several definitions (models come from the per-id cache). */
export async function nodeNamer(db: Database, defIds: Iterable<string>, lang: Lang): Promise<NodeNamer> {
  const models = new Map<string, FlowModel | null>();
  for (const id of new Set(defIds)) models.set(id, await modelOf(db, id));
  return (defId, nodeId, stored) => nodeNameIn(models.get(defId), nodeId, lang, stored);
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The definition's XML with the `name` of every node and edge that has one in the reader's
 * language replaced, so a diagram drawn from it (bpmn-js) labels the shapes in that language.
 * The process gets the flow's name. Only the start tag of the element with that id is touched.
 */
export function localiseXml(xml: string, model: FlowModel, lang: Lang, flowName: string): string {
  let out = xml;
  const named = [...Object.values(model.nodes), ...Object.values(model.flows)]
    .filter((e) => e.names?.[lang])
    .map((e) => ({ id: e.id, text: e.names![lang]! }));
  if (flowName) named.push({ id: model.processId, text: flowName });
  for (const el of named) {
    const tag = new RegExp(`<[A-Za-z][\\w:.-]*[^>]*\\sid="${escapeRe(el.id)}"[^>]*>`);
    out = out.replace(tag, (start) => {
      const name = escapeAttr(el.text);
      return /\sname="[^"]*"/.test(start)
        ? start.replace(/(\s)name="[^"]*"/, `$1name="${name}"`)
        : start.replace(/(\/?>)$/, ` name="${name}"$1`);
    });
  }
  return out;
}
