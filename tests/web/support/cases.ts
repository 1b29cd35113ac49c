/** `it.each` rows [value, expected] for a predicate: the values it holds for, then the values it does not hold for. */
export function predicateCases<T>(holds: readonly T[], fails: readonly T[]): Array<[T, boolean]> {
  return [...holds.map((value): [T, boolean] => [value, true]), ...fails.map((value): [T, boolean] => [value, false])];
}

/** `it.each` rows [value, expected] from the values that give each expected result. */
export function casesByResult<V, R extends string>(byResult: Record<R, readonly V[]>): Array<[V, R]> {
  return (Object.entries(byResult) as Array<[R, readonly V[]]>).flatMap(([result, values]) =>
    values.map((value): [V, R] => [value, result]),
  );
}
