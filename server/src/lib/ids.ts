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

/** A request's comma-separated ids (uniqueIds), at most 500 of them: the ids a batch call (remove, mark, …) works on. */
export function idList(ids: string): string[] {
  return uniqueIds(ids).slice(0, 500);
}
