/**
 * Task durations in 40 fixed log-scale buckets: bucket 0 holds durations under a minute, buckets
 * 1..38 split 1 minute .. 90 days evenly on a log scale (each ~36% wider than the one before),
 * bucket 39 holds 90 days and more. The same function is written in SQL (bucketSql) for rebuilds.
 * Median and p90 are read from the counts by interpolating inside the bucket that holds the rank,
 * so an estimate lies in the same bucket as the exact value (or, at a bucket's edge, the next).
 */
export const BUCKETS = 40;
const MINUTE = 60_000;
const SPAN = (90 * 24 * 60 * MINUTE) / MINUTE;
const STEPS = BUCKETS - 2;
const RATIO = Math.pow(SPAN, 1 / STEPS);

/** The lower edge of a bucket in ms (bucket 0 starts at 0). */
export function bucketFloor(b: number): number {
  if (b <= 0) return 0;
  return MINUTE * Math.pow(RATIO, b - 1);
}

/** The bucket of a duration. */
export function bucketOf(ms: number): number {
  if (!(ms >= MINUTE)) return 0;
  const b = 1 + Math.floor(Math.log(ms / MINUTE) / Math.log(RATIO) + 1e-9);
  return Math.min(BUCKETS - 1, b);
}

/** The same bucket in SQL, of a duration in ms (an expression). */
export const BUCKET_SQL = (ms: string) =>
  `(case when ${ms} < ${MINUTE} then 0 else least(${BUCKETS - 1}, 1 + floor(ln(${ms}::float8 / ${MINUTE}) / ln(${RATIO}) + 1e-9)::int) end)`;

export const emptyHistogram = (): number[] => new Array<number>(BUCKETS).fill(0);

/**
 * The q-quantile (0..1) of the durations counted in `hist`, or null when it is empty: the rank's
 * bucket is found by the cumulative counts, the value interpolated on a log scale inside it (the
 * first bucket linearly from 0, the last one reads as its lower edge).
 */
export function quantile(hist: readonly number[], q: number): number | null {
  const total = hist.reduce((s, n) => s + n, 0);
  if (!total) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let b = 0; b < hist.length; b++) {
    const n = hist[b];
    if (!n) continue;
    if (seen + n >= rank) {
      const within = (rank - seen - 0.5) / n;
      if (b === 0) return Math.round(MINUTE * within);
      if (b >= BUCKETS - 1) return Math.round(bucketFloor(b));
      const lo = bucketFloor(b);
      return Math.round(lo * Math.pow(RATIO, within));
    }
    seen += n;
  }
  return null;
}
