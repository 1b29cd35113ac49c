import type { AuditChangeLine } from '../../../contract/audit.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Plain objects flattened to dotted paths; arrays and scalars are leaves (their JSON text). */
function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (isObject(value) && (Object.keys(value).length > 0 || !prefix)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
    return;
  }
  out.set(prefix || '(value)', JSON.stringify(value) ?? 'null');
}

function parse(text: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (text === null) return out;
  try {
    flatten(JSON.parse(text), '', out);
  } catch {
    out.set('(value)', text);
  }
  return out;
}

/**
 * The fields that differ between an entry's before and after (its JSON texts): field: old → new, a field only on one
 * side with null on the other. Fields in the order they first appear (before's, then after's new ones).
 */
export function changesOf(before: string | null, after: string | null): AuditChangeLine[] {
  const b = parse(before);
  const a = parse(after);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields.filter((f) => b.get(f) !== a.get(f)).map((field) => ({ field, before: b.get(field) ?? null, after: a.get(field) ?? null }));
}
