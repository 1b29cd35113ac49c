/** The deploy call takes at most this much XML. */
export const MAX_BPMN_BYTES = 2_000_000;

export type BpmnFileProblem = 'tooLarge' | 'notXml' | 'empty';

/** Reads an uploaded BPMN file as text and checks it is plausibly BPMN XML before sending it. */
export async function readBpmnFile(file: Blob): Promise<{ xml: string } | { problem: BpmnFileProblem }> {
  if (file.size > MAX_BPMN_BYTES) return { problem: 'tooLarge' };
  const xml = (await file.text()).replace(/^\uFEFF/, '');
  if (!xml.trim()) return { problem: 'empty' };
  if (!/<([\w-]+:)?definitions[\s>]/.test(xml)) return { problem: 'notXml' };
  return { xml };
}

type Texts = { 'zh-CN': string; 'en-US': string; id: string };

const LANG_OF: Record<string, keyof Texts> = { zh: 'zh-CN', en: 'en-US', id: 'id', in: 'id' };
const langOf = (tag: string | null): keyof Texts | null => LANG_OF[(tag ?? '').trim().toLowerCase().split(/[-_]/)[0]] ?? null;

/** The dialog's limits (its inputs' maxLength): a file's longer text is cut, never sent whole. */
export const NAME_MAX = 500;
export const DESCRIPTION_MAX = 2000;

/** A file's text as the dialog may show it: trimmed and cut to the field's limit. */
const clean = (text: string, max: number) => text.trim().slice(0, max);

/**
 * The process's names and descriptions per language as the file writes them (issue 29.8): `wf:name-<lang>`
 * (the process `name` standing in for Chinese) and `<documentation xml:lang>` (no language: Chinese).
 * Null when the text is not readable XML, or declares a DOCTYPE (the server refuses those too: no entity is expanded,
 * none is fetched).
 */
export function bpmnTexts(xml: string): { names: Texts; descriptions: Texts } | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) return null;
  const process = Array.from(doc.getElementsByTagName('*')).find((el) => el.localName === 'process');
  if (!process) return null;
  const names: Texts = { 'zh-CN': '', 'en-US': '', id: '' };
  const descriptions: Texts = { 'zh-CN': '', 'en-US': '', id: '' };
  for (const attr of Array.from(process.attributes)) {
    const m = /^[\w-]+:name-(.+)$/.exec(attr.name);
    const lang = m ? langOf(m[1]) : null;
    if (lang && !names[lang]) names[lang] = clean(attr.value, NAME_MAX);
  }
  if (!names['zh-CN']) names['zh-CN'] = clean(process.getAttribute('name') ?? '', NAME_MAX);
  for (const el of Array.from(process.children).filter((c) => c.localName === 'documentation')) {
    const lang = langOf(el.getAttribute('xml:lang')) ?? (el.getAttribute('xml:lang') ? null : 'zh-CN');
    if (lang && !descriptions[lang]) descriptions[lang] = clean(el.textContent ?? '', DESCRIPTION_MAX);
  }
  return { names, descriptions };
}
