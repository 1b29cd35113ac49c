import type { Lang } from '../lib/i18n.js';
import type { I18n, StoredFormField } from '../workflow/tables.js';
import type { PrintLookups, SignatureEntry } from './data.js';
import type { NameKind } from './repo.js';
import { dateTimeIn, dayIn, signTimeMoment } from '../lib/time-zone.js';

/** A form value as printed text: option labels, names, dates, money, file names (data.ts uses these). */

export const label = (labels: I18n, lang: Lang) => labels[lang] || labels['zh-CN'] || '';
export const sep = (lang: Lang) => (lang === 'zh-CN' ? '、' : ', ');

/** The kinds of keys a field type holds, for the name look-ups. */
export const NAME_KIND: Record<string, NameKind> = {
  user: 'user',
  users: 'user',
  org: 'org',
  dept: 'org',
  department: 'org',
  post: 'post',
  role: 'role',
  job: 'job',
};

/** The keys a value holds: an array, a comma-separated text, or JSON text of an array. */
export function keysOf(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.flatMap((v) => (v && typeof v === 'object' ? idOf(v) : [String(v)]));
  if (typeof value === 'object') return idOf(value);
  const s = String(value).trim();
  if (s.startsWith('[')) {
    try {
      return keysOf(JSON.parse(s));
    } catch {
      // plain text
    }
  }
  return s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

function idOf(v: object): string[] {
  const o = v as { id?: unknown; userId?: unknown; value?: unknown };
  const id = o.id ?? o.userId ?? o.value;
  return id === undefined || id === null ? [] : [String(id)];
}

/** A signature field's entries (JSON text of a list); anything else gives none. */
export function signaturesOf(value: unknown): SignatureEntry[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object')
    .map((e, i) => ({
      index: Number(e.index ?? i),
      userId: String(e.userId ?? ''),
      name: String(e.name ?? ''),
      signature: String(e.signature ?? ''),
      createTime: String(e.createTime ?? ''),
    }))
    .filter((e) => e.userId || e.name);
}

/** YYYY-MM-DD HH:mm:ss in the zone (spec 01 §9). */
export function formatDateTime(d: Date | null, timeZone: string): string {
  if (!d || Number.isNaN(d.getTime())) return '';
  return dateTimeIn(d, timeZone);
}

/** A date field: a plain YYYY-MM-DD stays as it is; a timestamp becomes its day in the time zone. */
export function formatDate(value: unknown, timeZone: string): string {
  const s = String(value).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? s : dayIn(d, timeZone);
}

/** A signature entry's "YYYY-MM-DD:HH:mm:ss" (China time) as every other time of the print: in its zone. */
export const signTime = (s: string, timeZone: string) => {
  const at = signTimeMoment(s);
  return at ? formatDateTime(at, timeZone) : s;
};

export interface FieldLike {
  type: string;
  options?: StoredFormField['options'];
}

/** One value as printed text. */
export function formatValue(field: FieldLike, value: unknown, lang: Lang, lookups: PrintLookups, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const kind = NAME_KIND[field.type];
  if (kind)
    return keysOf(value)
      .map((k) => lookups.names[kind].get(k) ?? k)
      .join(sep(lang));
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'checkbox':
    case 'multiselect':
      return keysOf(value)
        .map((v) => {
          const o = field.options?.find((x) => x.value === v);
          return o ? label(o.labels, lang) : v;
        })
        .join(sep(lang));
    case 'money': {
      const n = Number(value);
      return Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : String(value);
    }
    case 'date':
      return formatDate(value, timeZone);
    case 'datetime': {
      // a time as the form keeps it (no zone: the wall clock its writer meant) prints as written
      const wall = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(String(value).trim());
      if (wall) return `${wall[1]} ${wall[2]}${wall[3] ?? ':00'}`;
      const d = new Date(String(value));
      return Number.isNaN(d.getTime()) ? String(value) : formatDateTime(d, timeZone);
    }
    case 'file':
    case 'attachment':
      return keysOf(value)
        .map((id) => lookups.fileNames.get(id) ?? id)
        .join(sep(lang));
    case 'signature':
      return signaturesOf(value)
        .map((e) => e.name)
        .join(sep(lang));
    case 'richtext':
    case 'editor':
      return htmlToText(String(value));
    default:
      if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? '' : String(v))).join(sep(lang));
      return typeof value === 'object' ? '' : String(value);
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
/** Rich text printed as plain text (a Word template takes no HTML). */
export const htmlToText = (html: string) =>
  html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
