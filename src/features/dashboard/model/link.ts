import type { DashboardChartConfig } from '@/api/dashboards';

type Row = Record<string, unknown>;

/**
 * Where a click on a value leads: the list the column counts, with its fixed query; given the clicked row, each of
 * the link's `params` (query parameter ← row field) adds that row's value, so the list opens filtered to what was
 * clicked. A field the row lacks (or leaves empty) adds nothing: the list opens unfiltered on that parameter.
 */
export function linkOf(config: DashboardChartConfig | undefined, row?: Row): string | null {
  const link = config?.link;
  if (!link) return null;
  const query = new URLSearchParams(link.query ?? {});
  if (row)
    for (const [param, field] of Object.entries(link.params ?? {})) {
      const value = row[field];
      if ((typeof value === 'string' && value !== '') || typeof value === 'number') query.set(param, String(value));
    }
  const text = query.toString();
  return text ? `${link.path}?${text}` : link.path;
}
