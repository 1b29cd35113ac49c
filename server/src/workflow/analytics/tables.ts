import type { ColumnType } from 'kysely';

// Kysely table types of process analytics; migration 1020_analytics_rollups.ts creates them.

export interface AnalyticsTargetTable {
  def_key: string;
  wip_target: number;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The rollup tables are written and read with SQL only (repo.ts); the target is read through Kysely. */
export interface AnalyticsTables {
  analytics_target: AnalyticsTargetTable;
}
