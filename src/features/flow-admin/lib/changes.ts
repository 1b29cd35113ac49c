/** A form-change record's changes in words: "field: from → to" per field, values shortened. */
export function describeChanges(changes: Record<string, { from: unknown; to: unknown }>, max = 60): string[] {
  const show = (v: unknown): string => {
    if (v === null || v === undefined || v === '') return '∅';
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
  };
  return Object.entries(changes).map(([field, { from, to }]) => `${field}: ${show(from)} → ${show(to)}`);
}
