import sanitizeHtml from 'sanitize-html';
import type { StoredFormColumn, StoredFormField } from '../tables.js';
import { wfError } from '../messages.js';
import { FORMATTING_TAGS, LINK_SCHEMES, TABLE_CELL_ATTRIBUTES } from '../../lib/html.js';

/**
 * One value of a form checked and normalised by its field's type (issue 14): what the server
 * stores is always of the type the form says, within the field's bounds. Pure: the checks that
 * need the database (ids that must exist, files the caller may use) are in form-merge.ts.
 */

export type ValueField = Pick<StoredFormField, 'type' | 'options' | 'min' | 'max' | 'maxLength'> & Partial<Pick<StoredFormColumn, 'name'>>;

/** Types whose value is a list of user-centre ids. */
export const ID_TYPES = ['user', 'org', 'post', 'role'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const isIdType = (type: string): type is IdType => (ID_TYPES as readonly string[]).includes(type);

/** The largest magnitude of a number without bounds of its own: sums of many stay exact enough and finite. */
export const NUMBER_LIMIT = 1e15;
/** Characters of a text when its field sets no maxLength. */
export const TEXT_LIMITS: Record<string, number> = { text: 500, textarea: 10_000, richtext: 100_000 };
export const MAX_IDS = 100;
export const MAX_FILES = 50;
export const MAX_ROWS = 500;
const MAX_ID_LENGTH = 64;

export function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a day that exists (2026-02-30 does not); null otherwise. */
export function strictDate(v: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1000) return null;
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** 'YYYY-MM-DD HH:mm:ss' of a real moment, from that form, a 'T' between, or without seconds; null otherwise. */
export function strictDatetime(v: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(v.trim());
  if (!m) return null;
  const day = strictDate(m[1]);
  const [h, min, s] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (!day || h > 23 || min > 59 || s > 59) return null;
  return `${day} ${pad(h)}:${pad(min)}:${pad(s)}`;
}

/** Formatting a rich-text field may keep: no scripts, styles, event handlers, frames or javascript: links. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...FORMATTING_TAGS, 'strike', 'sub', 'sup', 'h1', 'h2', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'rel'], ...TABLE_CELL_ATTRIBUTES },
  allowedSchemes: LINK_SCHEMES,
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT);

const fmt = (n: number) => String(n);

/**
 * The value of `field` from the input, normalised (empty is null), or a 400 naming `label`.
 * Not for subtables and signatures (form-merge.ts).
 */
export function coerceValue(field: ValueField, v: unknown, label: string): unknown {
  if (isEmpty(v)) return null;
  const refuse = (key: string, params: Record<string, string | number> = {}) => wfError(400, `form.${key}`, { field: label, ...params });
  const text = (): string => {
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    throw refuse('valueText');
  };
  const capped = (s: string, type: string): string => {
    const max = field.maxLength ?? TEXT_LIMITS[type] ?? TEXT_LIMITS.textarea;
    if (s.length > max) throw refuse('valueTooLong', { max });
    return s;
  };
  const list = (max: number): string[] => {
    const items = Array.isArray(v) ? v : [v];
    if (items.some((x) => typeof x !== 'string' || !x.trim() || x.length > MAX_ID_LENGTH))
      throw wfError(400, 'task.fieldInvalid', { field: label });
    const ids = [...new Set((items as string[]).map((x) => x.trim()))];
    if (ids.length > max) throw refuse('valueList', { max });
    return ids;
  };
  switch (field.type) {
    case 'number':
    case 'money': {
      const n =
        typeof v === 'number' ? v : typeof v === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i.test(v) ? Number(v) : NaN;
      if (!Number.isFinite(n)) throw refuse('valueNumber');
      const min = field.min ?? -NUMBER_LIMIT;
      const max = field.max ?? NUMBER_LIMIT;
      if (n < min || n > max) {
        if (field.min !== undefined && field.max !== undefined) throw refuse('valueRange', { min: fmt(min), max: fmt(max) });
        if (n < min && field.min !== undefined) throw refuse('valueMin', { min: fmt(min) });
        if (n > max && field.max !== undefined) throw refuse('valueMax', { max: fmt(max) });
        throw refuse('valueRange', { min: fmt(min), max: fmt(max) });
      }
      return field.type === 'money' ? Math.round(n * 100) / 100 : n;
    }
    case 'date': {
      const day = typeof v === 'string' ? strictDate(v) : null;
      if (!day) throw refuse('valueDate');
      return day;
    }
    case 'datetime': {
      const moment = typeof v === 'string' ? strictDatetime(v) : null;
      if (!moment) throw refuse('valueDatetime');
      return moment;
    }
    case 'select': {
      const s = typeof v === 'string' || typeof v === 'number' ? String(v) : null;
      if (s === null || s.length > 200 || (field.options && !field.options.some((o) => o.value === s))) throw refuse('valueOption');
      return s;
    }
    case 'user':
    case 'org':
    case 'post':
    case 'role':
      return list(MAX_IDS);
    case 'file':
      return list(MAX_FILES);
    case 'richtext': {
      const raw = text();
      // a flood of markup is refused before the sanitizer has to read it
      if (raw.length > 4 * (field.maxLength ?? TEXT_LIMITS.richtext))
        throw refuse('valueTooLong', { max: field.maxLength ?? TEXT_LIMITS.richtext });
      const clean = sanitizeRichText(raw);
      return clean.trim() ? capped(clean, 'richtext') : null;
    }
    case 'subtable':
    case 'signature':
      throw new Error(`coerceValue: ${field.type} is merged in form-merge.ts`);
    case 'text':
    case 'textarea':
      return capped(text(), field.type);
    default:
      // a type this server does not know keeps a plain text
      return capped(text(), 'textarea');
  }
}
