import type { RawBuilder } from 'kysely';
import type { Operation } from '../../db/filters.js';
import type { I18n } from '../../workflow/tables.js';

/**
 * Custom queries (spec 02 §7) are PREDEFINED here: a request names an alias and condition values,
 * never SQL. Each query is a select whose columns the conditions may filter, through the
 * allow-list helper (lib/filters.ts): unknown columns and operations are refused with 400.
 */
export type Kind = 'text' | 'number' | 'date' | 'select' | 'month';
export interface Column {
  name: string;
  labels: I18n;
  type: Kind;
  options?: { value: string; label: string }[];
}
export interface Condition {
  property: string;
  labels: I18n;
  type: Kind;
  operation: Operation;
  options?: { value: string; label: string }[];
}
export interface Definition {
  alias: string;
  name: I18n;
  description: I18n;
  scope: 'all' | 'own';
  columns: Column[];
  conditions: Condition[];
  /** the rows before the conditions, with exactly the columns above */
  source: RawBuilder<unknown>;
  orderBy: RawBuilder<unknown>;
  /** how the chart page draws the rows: categories, the summed value, and optionally one series per value of a column */
  chart?: { x: string; y: string; series?: string };
}

export const i18n = (zh: string, en: string, id: string): I18n => ({ 'zh-CN': zh, 'en-US': en, id });
