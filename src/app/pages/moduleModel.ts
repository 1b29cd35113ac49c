import type { SysModule, SysModuleItem } from '@contract/portal';
import { httpUrl } from '@/shared/url';

export const MODULE_ITEM_TYPES = ['workspace', 'datalist', 'viewlist', 'chart', 'other'] as const;
export type ModuleItemType = (typeof MODULE_ITEM_TYPES)[number];

export interface ModuleGroup {
  type: ModuleItemType;
  /** items under their column names, in the module's order */
  columns: Array<{ columnName: string | null; items: Array<SysModuleItem & { key: string }> }>;
}

/**
 * The left menu of a module preview: workspaces, data lists, view lists, charts and other items,
 * each grouped by column name (spec 02 §2).
 */
export function groupModuleItems(module: Pick<SysModule, 'items'> | null | undefined): ModuleGroup[] {
  const groups: ModuleGroup[] = [];
  (module?.items ?? []).forEach((item, index) => {
    const type: ModuleItemType = MODULE_ITEM_TYPES.includes(item.type) ? item.type : 'other';
    let group = groups.find((g) => g.type === type);
    if (!group) {
      group = { type, columns: [] };
      groups.push(group);
    }
    const columnName = item.columnName?.trim() || null;
    let column = group.columns.find((c) => c.columnName === columnName);
    if (!column) {
      column = { columnName, items: [] };
      group.columns.push(column);
    }
    column.items.push({ ...item, type, key: `${index}:${item.code}` });
  });
  return groups.sort((a, b) => MODULE_ITEM_TYPES.indexOf(a.type) - MODULE_ITEM_TYPES.indexOf(b.type));
}

/**
 * A workspace address with the session tokens appended (spec 02 §2), but only for allow-listed
 * hosts: our own pages share the session already, and any other host would be handed a session.
 */
export function workspaceAddress(
  raw: string,
  tokens: { token: string; rtoken: string } | null,
  allowHosts: readonly string[],
  origin: string,
): string | null {
  const url = httpUrl(raw, origin);
  if (!url) return null;
  const allowed = allowHosts.includes(url.host.toLowerCase()) || allowHosts.includes(url.hostname.toLowerCase());
  if (url.origin === origin || !allowed || !tokens?.token) return url.href;
  url.searchParams.set('token', tokens.token);
  url.searchParams.set('rtoken', tokens.rtoken);
  return url.href;
}

/** Pages that show a module's data lists, view lists and charts, when this build has them. */
export const MODULE_ITEM_PAGES: Partial<Record<ModuleItemType, string>> = {
  datalist: 'forms/TemplatePreview',
  viewlist: 'forms/TemplatePreview',
  chart: 'dashboard/ChartPreview',
};
