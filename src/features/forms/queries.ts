import { queryOptions } from '@tanstack/react-query';
import { getFormPreview, getMyDrafts, getTemplate, getTemplateRow } from '@/api/form';
import { queryAppsByFilter } from '@/api/menu';

export const formsKeys = {
  all: ['forms'] as const,
  preview: (formId: string) => ['forms', 'preview', { formId }] as const,
  template: (templateKey: string) => ['forms', 'template', { templateKey }] as const,
  rows: () => ['forms', 'rows'] as const,
  row: (templateKey: string, id: string) => ['forms', 'rows', 'one', { templateKey, id }] as const,
  drafts: (templateKey: string) => ['forms', 'rows', 'drafts', { templateKey }] as const,
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
  apps: (menuId: string) =>
    queryOptions({ queryKey: formsKeys.apps(menuId), queryFn: () => value(queryAppsByFilter(menuId)), retry: false }),
};
