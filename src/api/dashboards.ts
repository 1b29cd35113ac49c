import {
  DASHBOARD_CALLS as D,
  type DashboardChartConfig,
  type DashboardColumn,
  type DashboardColumnData,
  type UserLayoutPlacement,
} from '@contract/dashboards';
import type { DashboardItem, ScreenLayout } from '@contract/screen';
import { send } from './call';

export type { DashboardChartConfig, DashboardColumn, DashboardColumnData, DashboardItem, ScreenLayout, UserLayoutPlacement };

/** A column definition by alias (spec 02 §7); a widget shows its own error, so no toast. */
export function getColumnByAlias(alias: string) {
  return send(D.columnByAlias, { query: { alias } }, { silent: true });
}

/** A column's rows, read by the server from the column's dataFrom as the caller. */
export function getColumnData(alias: string) {
  return send(D.columnData, { query: { alias } }, { silent: true });
}

/** Saves the caller's arrangement of a dashboard. */
export function saveUserLayout(alias: string, items: UserLayoutPlacement[]) {
  return send(D.saveUserLayout, { body: { alias, items } });
}

/** Back to the dashboard's default arrangement. */
export function resetUserLayout(alias: string) {
  return send(D.resetUserLayout, { query: { alias } });
}
