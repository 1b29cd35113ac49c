import { queryOptions } from '@tanstack/react-query';
import type { QueryFilter } from '@contract/common';
import { getByAlias, getFormPreview, getMyDrafts, getTemplate, getTemplateRow, doQuery } from '@/api/form';
import { queryAppsByFilter } from '@/api/menu';

export const formsKeys = {
  all: ['forms'] as const,
  preview: (formId: string) => ['forms', 'preview', { formId }] as const,
  template: (templateKey: string) => ['forms', 'template', { templateKey }] as const,
  rows: () => ['forms', 'rows'] as const,
  row: (templateKey: string, id: string) => ['forms', 'rows', 'one', { templateKey, id }] as const,
  drafts: (templateKey: string) => ['forms', 'rows', 'drafts', { templateKey }] as const,
  queryDef: (alias: string) => ['forms', 'customQuery', 'def', { alias }] as const,
  queryRuns: () => ['forms', 'customQuery', 'run'] as const,
  queryRun: (alias: string, querys: QueryFilter[]) => ['forms', 'customQuery', 'run', { alias, querys }] as const,
  apps: (menuId: string) => ['forms', 'apps', { menuId }] as const,
};

const value = async <T>(p: Promise<{ value: T }>) => (await p).value;

export const formsQueries = {
  preview: (formId: string) =>
    queryOptions({ queryKey: formsKeys.preview(formId), queryFn: () => value(getFormPreview(formId)), retry: false }),
  template: (templateKey: string) =>
    queryOptions({
      queryKey: formsKeys.template(templateKey),
      queryFn: () => value(getTemplate(templateKey)),
      retry: false,
      staleTime: 60_000,
    }),
  row: (templateKey: string, id: string) =>
    queryOptions({ queryKey: formsKeys.row(templateKey, id), queryFn: () => value(getTemplateRow(templateKey, id)), retry: false }),
  drafts: (templateKey: string) =>
    queryOptions({ queryKey: formsKeys.drafts(templateKey), queryFn: () => value(getMyDrafts(templateKey)), retry: false }),
  queryDef: (alias: string) => queryOptions({ queryKey: formsKeys.queryDef(alias), queryFn: () => value(getByAlias(alias)), retry: false }),
  queryRun: (alias: string, querys: QueryFilter[]) =>
    queryOptions({ queryKey: formsKeys.queryRun(alias, querys), queryFn: () => value(doQuery(alias, querys)), retry: false }),
  apps: (menuId: string) =>
    queryOptions({ queryKey: formsKeys.apps(menuId), queryFn: () => value(queryAppsByFilter(menuId)), retry: false }),
};
