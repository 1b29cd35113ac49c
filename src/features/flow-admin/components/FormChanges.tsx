import { Fragment } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormFieldDef } from '@contract/workflow';
import type { FormRecordRow } from '@/api/flowAdmin';
import { displayValue, parseSignatures, ValueView } from '@/shared/form-runtime';

type Column = NonNullable<FormFieldDef['columns']>[number];

/** A subtable's rows as the form's columns name them: "label: value; …" per row. */
function RowsView({ columns, value }: { columns: Column[]; value: unknown }) {
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  if (!rows.length) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <span>
      {rows.map((row, i) => (
        <Fragment key={i}>
          {i ? '; ' : ''}
          {columns
            .filter((c) => row?.[c.name] !== undefined && row[c.name] !== null && row[c.name] !== '')
            .map((c) => `${c.label}: ${displayValue(c, row[c.name])}`)
            .join(', ')}
        </Fragment>
      ))}
    </span>
  );
}

/** One value of a field as the form shows it read-only (names for people, options' labels, files as links). */
function FieldValue({ field, value }: { field: FormFieldDef; value: unknown }) {
  if (field.type === 'subtable') return <RowsView columns={field.columns ?? []} value={value} />;
  if (field.type === 'signature') {
    const names = parseSignatures(value).map((s) => s.name);
    return <Typography.Text>{names.join(', ') || '-'}</Typography.Text>;
  }
  return <ValueView field={field} value={value} />;
}

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : typeof v === 'string' ? v : JSON.stringify(v));

/** What one save changed: each field by its label, its value before and after, in the form's order. */
export function FormChanges({ row }: { row: FormRecordRow }) {
  const { t } = useTranslation('flowAdmin');
  const known = new Set(row.fields.map((f) => f.name));
  // a field the form no longer has keeps its stored name and its raw value
  const gone = Object.keys(row.changes).filter((name) => !known.has(name));
  if (!row.fields.length && !gone.length) return <Typography.Text type="secondary">{t('records.nothingVisible')}</Typography.Text>;
  return (
    <dl style={{ margin: 0 }}>
      {row.fields.map((f) => (
        <div key={f.name} data-field={f.name} style={{ overflowWrap: 'anywhere' }}>
          <Typography.Text strong>{f.label}</Typography.Text>
          {': '}
          <FieldValue field={f} value={row.changes[f.name]?.from} /> → <FieldValue field={f} value={row.changes[f.name]?.to} />
        </div>
      ))}
      {gone.map((name) => (
        <div key={name} data-field={name} style={{ overflowWrap: 'anywhere' }}>
          <Typography.Text strong>{name}</Typography.Text>: {shown(row.changes[name]?.from)} → {shown(row.changes[name]?.to)}
        </div>
      ))}
    </dl>
  );
}
