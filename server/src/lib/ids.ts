/** The distinct, non-empty, trimmed entries of a comma-separated list of ids, in first-seen order. */
export function uniqueIds(csv: string): string[] {
  return [
    ...new Set(
      csv
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}
