import type { FormFieldDef, FieldRight } from '@contract/workflow';
import { columnAccess, fieldAccess, toPermission, type FieldAccess } from './permissions';

export type { FormFieldDef, FieldRight };

export interface PlacedField {
  field: FormFieldDef;
  access: FieldAccess;
  /** needs a value before the form is sent: b, or a required field the node may write */
  required: boolean;
  wide: boolean;
  /** a subtable's columns: their access at this node, by column name */
  columns?: Record<string, FieldAccess>;
}

const WIDE_TYPES = new Set(['textarea', 'subtable', 'file', 'signature', 'richtext']);

/** The fields to draw at a node, hidden ones (n) left out; unknown rights read only; subtable columns by `columnRights`. */
export function placeFields(
  fields: FormFieldDef[],
  rights: Record<string, string | undefined>,
  columnRights: Record<string, Record<string, string | undefined>> = {},
): PlacedField[] {
  return fields.flatMap((field) => {
    const access = fieldAccess(toPermission(rights[field.name], 'r'));
    if (access.hidden) return [];
    const required = !access.readOnly && (access.required || field.required);
    const columns = field.type === 'subtable' ? { columns: columnAccess(access, field.columns ?? [], columnRights[field.name]) } : {};
    return [{ field, access, required, wide: WIDE_TYPES.has(field.type), ...columns }];
  });
}

/** Only values of fields the node may write are sent; the server checks this again. */
export function writableValues(placed: PlacedField[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of placed) if (!p.access.readOnly && p.field.name in values) out[p.field.name] = values[p.field.name];
  return out;
}

/** Spec 02 §5: the form space setting is floored at 0. */
export function formSpace(space: number | null | undefined): number {
  const n = Number(space);
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}

/** A value as plain text for a read-only field (never HTML). */
export function displayValue(field: Pick<FormFieldDef, 'type' | 'options'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.type === 'select') {
    const found = field.options?.find((o) => o.value === String(value));
    return found ? found.label : String(value);
  }
  if (field.type === 'money') {
    const n = Number(value);
    return Number.isFinite(n) ? n.toFixed(2) : String(value);
  }
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
