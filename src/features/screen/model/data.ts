import { SCREEN_MAX_ROWS, type ScreenData, type ScreenRefresh } from '@contract/screen';

/** Spec 02 §9: a refresh interval from its rate and rule (minute or hour); null when off. */
export function refreshIntervalMs(refresh: ScreenRefresh | undefined): number | null {
  if (!refresh?.on || !(refresh.rate > 0)) return null;
  return refresh.rate * (refresh.rule === 'hour' ? 3_600_000 : 60_000);
}

/** Spec 02 §5: a result of more than 999 rows is not drawn. */
export const tooManyRows = (data: ScreenData | undefined) => (data?.rows.length ?? 0) > SCREEN_MAX_ROWS;

export interface NamedValue {
  name: string;
  value: number;
}

/** The first column as names and the second as numbers. */
export function namedValues(data: ScreenData | undefined): NamedValue[] {
  return (data?.rows ?? []).map((r) => ({ name: String(r[0] ?? ''), value: Number(r[1]) || 0 }));
}

/** Every value column as a series: { name: column, values }. */
export function seriesOf(data: ScreenData | undefined): { categories: string[]; series: Array<{ name: string; values: number[] }> } {
  const rows = data?.rows ?? [];
  const columns = data?.columns ?? [];
  const count = Math.max(columns.length, ...rows.map((r) => r.length)) - 1;
  return {
    categories: rows.map((r) => String(r[0] ?? '')),
    series: Array.from({ length: Math.max(0, count) }, (_, i) => ({
      name: columns[i + 1] ?? '',
      values: rows.map((r) => Number(r[i + 1]) || 0),
    })),
  };
}

/** The first number of the data (a percentage or a single figure); 0 without data. */
export const firstValue = (data: ScreenData | undefined) => Number(data?.rows[0]?.[1]) || 0;
