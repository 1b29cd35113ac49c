import type { Lang } from '../lib/i18n.js';
import type { StoredFormField } from '../workflow/tables.js';
import type { NameKind } from './repo.js';
import type { SignatureEntry } from '../workflow/index.js';
import { formatDateTime, formatValue, label, signaturesOf, signTime } from './format.js';
import { zoneLabel } from '../lib/time-zone.js';

/**
 * The data a Word template is filled with, built from a form's fields and values. Pure: the names,
 * images and history it needs are looked up by the caller (service.ts) and passed in.
 *
 * Tags a template may use:
 * - `{fieldName}`: a field's value as text (select: its option's label; user, org, post, role: names;
 *   date: YYYY-MM-DD; money: two decimals; file: file names; signature: the signers' names).
 * - `{#subTableName}...{/subTableName}`: a sub-table's rows, in a table row; inside, `{column}` and `{_no}`.
 * - `{#_fields}{label}{value}{/_fields}`: every printed field (not sub-tables), for a generic template.
 * - `{#_history}{node}{approver}{action}{opinion}{time}{signature}{signTime}{/_history}`: the approvals
 *   done, oldest first; `signature` is the approver's signature image when they signed the form.
 * - `{#_signatures}{name}{signature}{time}{/_signatures}`: every signature of the form.
 * - `{_title}` (the form's name), `{_subject}`, `{_applicant}`, `{_createTime}`, `{_status}`, `{_instId}`,
 *   `{_printedBy}`, `{_printTime}`, `{_qrCode}` (image), `{_verifyUrl}`, `{_verifyCode}`, `{_timeZone}` (the zone
 *   every time of the print is in, "Asia/Shanghai (UTC+08:00)": the printing person's, else the company's).
 * Loop rows carry every key they know (empty when unknown), so a tag inside a loop never reads a
 * field of the same name from the outer scope.
 */

export interface ImageValue {
  _type: 'image';
  source: Buffer;
  format: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/bmp';
  width: number;
  height: number;
  altText?: string;
}

/** A signature entry as the signature field stores it (spec 02 §3 "Signature entry"). */
export type { SignatureEntry } from '../workflow/index.js';

export interface HistoryEntry {
  node: string;
  approverId: string | null;
  approver: string;
  action: string;
  opinion: string;
  time: Date | null;
}

export interface PrintMeta {
  title: string;
  subject: string;
  applicant: string;
  createTime: Date | null;
  status: string;
  instId: string;
  printedBy: string;
  printTime: Date;
  verifyUrl: string;
  verifyCode: string;
}

export interface PrintLookups {
  names: Record<NameKind, Map<string, string>>;
  fileNames: Map<string, string>;
  /** signature images by file id */
  images: Map<string, ImageValue>;
}

export interface BuildInput {
  fields: StoredFormField[];
  values: Record<string, unknown>;
  /** fields the printing node may not see */
  hidden: Set<string>;
  /** sub-table columns it may not see (subtable -> columns) */
  hiddenColumns?: Map<string, Set<string>>;
  lang: Lang;
  timeZone: string;
  lookups: PrintLookups;
  history: HistoryEntry[];
  meta: PrintMeta;
  qrCode: ImageValue;
}

export type TemplateData = Record<string, unknown>;

/*
 * The keys of the loops' rows and the document's own tags, as buildTemplateData writes them: the
 * template tag list (tags.ts) is made from these, and `satisfies` below ties each row to its list.
 */
export const HISTORY_KEYS = ['node', 'approver', 'action', 'opinion', 'time', 'signature', 'signTime'] as const;
export const SIGNATURE_KEYS = ['name', 'signature', 'time'] as const;
export const FIELD_LIST_KEYS = ['label', 'value'] as const;
/** the key a sub-table row numbers itself with */
export const ROW_NUMBER = '_no';
export const META_TAGS = [
  '_title',
  '_subject',
  '_applicant',
  '_createTime',
  '_status',
  '_instId',
  '_printedBy',
  '_printTime',
  '_qrCode',
  '_verifyUrl',
  '_verifyCode',
  '_timeZone',
] as const;
/** the tags printed as pictures (a loop's `signature`, the QR code) */
export const IMAGE_TAGS: ReadonlySet<string> = new Set(['signature', '_qrCode']);

/** Everything a template may print (see the tags above). */
export function buildTemplateData(input: BuildInput): TemplateData {
  const { fields, values, hidden, lang, timeZone, lookups, meta } = input;
  const data: TemplateData = {};
  const listed: { label: string; value: string }[] = [];
  const signatures: SignatureEntry[] = [];
  for (const f of fields) {
    if (hidden.has(f.name)) {
      data[f.name] = f.type === 'subtable' ? [] : '';
      continue;
    }
    const value = values[f.name];
    if (f.type === 'subtable') {
      const rows = Array.isArray(value) ? value : [];
      data[f.name] = rows.map((row, i) => {
        const r = row && typeof row === 'object' ? (row as Record<string, unknown>) : {};
        const out: Record<string, string> = { [ROW_NUMBER]: String(i + 1) };
        const hiddenHere = input.hiddenColumns?.get(f.name);
        for (const c of f.columns ?? []) out[c.name] = hiddenHere?.has(c.name) ? '' : formatValue(c, r[c.name], lang, lookups, timeZone);
        return out;
      });
      continue;
    }
    if (f.type === 'signature') signatures.push(...signaturesOf(value));
    data[f.name] = formatValue(f, value, lang, lookups, timeZone);
    listed.push({ label: label(f.labels, lang), value: data[f.name] as string });
  }
  // the approver's latest signature on the form, by user
  const byUser = new Map<string, SignatureEntry>();
  for (const s of signatures) byUser.set(s.userId, s);
  const image = (fileId: string | undefined) => (fileId && lookups.images.get(fileId)) || '';
  data._fields = listed satisfies Record<(typeof FIELD_LIST_KEYS)[number], string>[];
  data._signatures = signatures.map(
    (s) =>
      ({ name: s.name, signature: image(s.signature), time: signTime(s.createTime, timeZone) }) satisfies Record<
        (typeof SIGNATURE_KEYS)[number],
        unknown
      >,
  );
  data._history = input.history.map((h) => {
    const signed = h.approverId ? byUser.get(h.approverId) : undefined;
    return {
      node: h.node,
      approver: h.approver,
      action: h.action,
      opinion: h.opinion,
      time: formatDateTime(h.time, timeZone),
      signature: image(signed?.signature),
      signTime: signed ? signTime(signed.createTime, timeZone) : '',
    } satisfies Record<(typeof HISTORY_KEYS)[number], unknown>;
  });
  Object.assign(data, {
    _title: meta.title,
    _subject: meta.subject,
    _applicant: meta.applicant,
    _createTime: formatDateTime(meta.createTime, timeZone),
    _status: meta.status,
    _instId: meta.instId,
    _printedBy: meta.printedBy,
    _printTime: formatDateTime(meta.printTime, timeZone),
    _qrCode: input.qrCode,
    _verifyUrl: meta.verifyUrl,
    _verifyCode: meta.verifyCode,
    _timeZone: zoneLabel(timeZone, meta.printTime),
  } satisfies Record<(typeof META_TAGS)[number], unknown>);
  return data;
}
