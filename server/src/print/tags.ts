import type { PrintTag, PrintTagList, PrintTagLoop } from '../../../contract/print.js';
import { t, type Lang } from '../lib/i18n.js';
import { type FormRecord, pickName } from '../workflow/index.js';
import { FIELD_LIST_KEYS, HISTORY_KEYS, IMAGE_TAGS, META_TAGS, ROW_NUMBER, SIGNATURE_KEYS } from './data.js';
import { label } from './format.js';

/**
 * The tags a template of a form may use, made from the keys buildTemplateData (data.ts) writes and from
 * the form's fields, so the list the administrator reads is the one the filler fills.
 */

const kindOf = (tag: string): PrintTag['kind'] => (IMAGE_TAGS.has(tag) ? 'image' : 'text');
const own = (lang: Lang, tag: string, key: string): PrintTag => ({ tag, label: t(lang, key), kind: kindOf(tag) });

/** One table row repeating per item: the loop opens in the first cell and closes in the last. */
export function loopRow(loop: string, columns: readonly string[]): string[] {
  const cells = columns.length ? columns : [''];
  return cells.map((c, i) => `${i === 0 ? `{#${loop}}` : ''}${c ? `{${c}}` : ''}${i === cells.length - 1 ? `{/${loop}}` : ''}`);
}

function loop(tag: string, label: string, kind: PrintTagLoop['kind'], columns: PrintTag[]): PrintTagLoop {
  return {
    tag,
    label,
    kind,
    columns,
    row: loopRow(
      tag,
      columns.map((c) => c.tag),
    ),
  };
}

export function templateTagList(form: FormRecord, lang: Lang): PrintTagList {
  const fields: PrintTag[] = [];
  const loops: PrintTagLoop[] = [];
  for (const f of form.fields) {
    if (f.type === 'subtable') {
      const columns = [
        own(lang, ROW_NUMBER, 'print.tag.rowNumber'),
        ...(f.columns ?? []).map((c) => ({ tag: c.name, label: label(c.labels, lang), kind: 'text' as const, fieldType: c.type })),
      ];
      loops.push(loop(f.name, label(f.labels, lang), 'subtable', columns));
    } else fields.push({ tag: f.name, label: label(f.labels, lang), kind: 'text', fieldType: f.type });
  }
  loops.push(
    loop(
      '_history',
      t(lang, 'print.loop.history'),
      'history',
      HISTORY_KEYS.map((k) => own(lang, k, `print.tag.history.${k}`)),
    ),
    loop(
      '_signatures',
      t(lang, 'print.loop.signatures'),
      'signatures',
      SIGNATURE_KEYS.map((k) => own(lang, k, `print.tag.signatures.${k}`)),
    ),
    loop(
      '_fields',
      t(lang, 'print.loop.fields'),
      'fields',
      FIELD_LIST_KEYS.map((k) => own(lang, k, `print.tag.fields.${k}`)),
    ),
  );
  return {
    formKey: form.formKey,
    formName: pickName(form.name, lang),
    fields,
    loops,
    document: META_TAGS.map((k) => own(lang, k, `print.tag.${k}`)),
  };
}
