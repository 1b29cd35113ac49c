import { queryOptions } from '@tanstack/react-query';
import {
  getFormPrintTemplateByForKey,
  getGlobalPrintTemplate,
  getPrintRecordsByProInstId,
  getTemplateTags,
  listPrintTemplates,
  removePrintTemplates,
  savePrintTemplate,
  type PrintTemplateSave,
} from '@/api/print';
import type { Paging } from '@/shared/ui/PagedTable';
import { useRefreshingMutation } from '@/shared/refreshingMutation';
import { offeredTemplates } from './lib/templates';

/** Keys from general to specific; every one starts with 'print'. */
export const printKeys = {
  all: ['print'] as const,
  templates: () => ['print', 'templates'] as const,
  records: (instId: string) => ['print', 'records', { instId }] as const,
  tags: (formKey: string) => ['print', 'tags', { formKey }] as const,
};

export const printQueries = {
  /** what the print dialog offers for a form: its own templates, then the definition's global ones */
  offered: (formKey: string, defId: string | undefined) =>
    queryOptions({
      queryKey: [...printKeys.templates(), 'offered', { formKey, defId }] as const,
      queryFn: async () => {
        const [own, global] = await Promise.all([
          formKey ? getFormPrintTemplateByForKey(formKey) : Promise.resolve([]),
          defId ? getGlobalPrintTemplate(defId) : Promise.resolve([]),
        ]);
        return offeredTemplates(own, global);
      },
    }),
  /** the admin list of every template */
  list: (paging: Paging) =>
    queryOptions({
      queryKey: [...printKeys.templates(), 'list', paging] as const,
      queryFn: () =>
        listPrintTemplates({
          pageBean: { ...paging, showTotal: true },
          sorters: [{ property: 'createTime', direction: 'DESC' }],
        }),
    }),
  /** the tags a template of the form may use (they change only when the form does) */
  tags: (formKey: string) =>
    queryOptions({ queryKey: printKeys.tags(formKey), queryFn: () => getTemplateTags(formKey), staleTime: 60_000 }),
  records: (instId: string) => queryOptions({ queryKey: printKeys.records(instId), queryFn: () => getPrintRecordsByProInstId(instId) }),
};

export const useSaveTemplate = (onSaved?: () => void) =>
  useRefreshingMutation((body: PrintTemplateSave) => savePrintTemplate(body), [printKeys.templates()], onSaved);

export const useRemoveTemplate = (onRemoved?: () => void) =>
  useRefreshingMutation((id: string) => removePrintTemplates([id]), [printKeys.templates()], onRemoved);
