import type { FieldRule, StoredFieldRule } from './form-rule-schema.js';

export type { FieldRule, StoredFieldRule };

/**
 * Business rules of a form's fields, stored with the form (its field JSON) and read by both the
 * server (which refuses data breaking them) and the portal (which shows the same message at the
 * field before sending). Rules are data, never code: a closed set of kinds (form-rule-schema.ts),
 * judged by the pure functions below.
 *
 * A rule applies only when its field has a value (required is checked apart) and, for rules
 * naming other fields, when those have one too.
 */
interface RuleField<R> {
  name: string;
  rules?: R[];
  columns?: { name: string; rules?: R[] }[];
}

export interface RuleViolation<R> {
  /** the field the message belongs to (for a subtable: the subtable) */
  field: string;
  /** for a subtable column: its name and the row's index */
  column?: string;
  row?: number;
  rule: R;
}

const DAY = 86_400_000;

function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** 'YYYY-MM-DD' (or an ISO time starting so) as a UTC day number; anything else null. */
function dayOf(v: unknown): number | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v.trim());
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isFinite(t) ? Math.round(t / DAY) : null;
}

/** Whether `value` keeps `rule`, other fields read from `data`; true when it does not apply. */
export function keepsRule(rule: StoredFieldRule | FieldRule, value: unknown, data: Record<string, unknown>): boolean {
  switch (rule.kind) {
    case 'min': {
      const n = numberOf(value);
      return n === null || (rule.exclusive ? n > rule.value : n >= rule.value);
    }
    case 'max': {
      const n = numberOf(value);
      return n === null || n <= rule.value;
    }
    case 'step': {
      const n = numberOf(value);
      if (n === null) return true;
      const steps = n / rule.value;
      return Math.abs(steps - Math.round(steps)) < 1e-9;
    }
    case 'notBefore': {
      const day = dayOf(value);
      const other = dayOf(data[rule.field]);
      return day === null || other === null || day >= other;
    }
    case 'maxDaysBetween': {
      const n = numberOf(value);
      const from = dayOf(data[rule.from]);
      const to = dayOf(data[rule.to]);
      return n === null || from === null || to === null || to < from || n <= to - from + 1;
    }
    case 'product': {
      const n = numberOf(value);
      const factors = rule.factors.map((f) => numberOf(data[f]));
      if (n === null || factors.some((f) => f === null)) return true;
      const product = factors.reduce<number>((a, b) => a * (b as number), 1);
      return Math.abs(Math.round(product * 100) - Math.round(n * 100)) <= 1;
    }
  }
}

/** The other fields a rule reads (a change to them must check the rule again). */
export function ruleInputs(rule: StoredFieldRule | FieldRule): string[] {
  switch (rule.kind) {
    case 'notBefore':
      return [rule.field];
    case 'maxDaysBetween':
      return [rule.from, rule.to];
    case 'product':
      return rule.factors;
    default:
      return [];
  }
}

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Every broken rule of `fields` in `data`, in field order. With `only`, just the rules reading one
 * of those fields (a change that leaves a field alone does not re-judge data saved earlier).
 */
export function ruleViolations<R extends StoredFieldRule | FieldRule>(
  fields: readonly RuleField<R>[],
  data: Record<string, unknown>,
  only?: ReadonlySet<string>,
): RuleViolation<R>[] {
  const out: RuleViolation<R>[] = [];
  const concerned = (name: string, rule: R) => !only || only.has(name) || ruleInputs(rule).some((f) => only.has(f));
  for (const f of fields) {
    const value = data[f.name];
    for (const rule of f.rules ?? [])
      if (concerned(f.name, rule) && !empty(value) && !keepsRule(rule, value, data)) out.push({ field: f.name, rule });
    if (!f.columns?.length || !Array.isArray(value) || (only && !only.has(f.name))) continue;
    value.forEach((row: unknown, index) => {
      if (!row || typeof row !== 'object') return;
      const cells = row as Record<string, unknown>;
      for (const c of f.columns ?? [])
        for (const rule of c.rules ?? [])
          if (!empty(cells[c.name]) && !keepsRule(rule, cells[c.name], cells))
            out.push({ field: f.name, column: c.name, row: index, rule });
    });
  }
  return out;
}
