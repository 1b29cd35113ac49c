import type { QueryFilter } from '@contract/common';
import {
  FORM_PATHS,
  type CustomQueryDef,
  type CustomQueryResult,
  type DataTemplate,
  type FormPreview,
  type SaveRowBody,
  type TemplateRow,
  type TemplateRowDetail,
} from '@contract/forms';
import { del, get, post } from './http';

export type { CustomQueryDef, CustomQueryResult, DataTemplate, FormPreview, SaveRowBody, TemplateRow, TemplateRowDetail };

/** The form service (spec 02 §7): form preview, data templates, custom queries. */
export function getFormPreview(formId: string) {
  return get<FormPreview>(FORM_PATHS.formPreview, { formId });
}

export function getTemplate(templateKey: string) {
  return get<DataTemplate>(FORM_PATHS.templateGet, { templateKey });
}

export function getTemplateRow(templateKey: string, id: string) {
  return get<TemplateRowDetail>(FORM_PATHS.rowGet, { templateKey, id });
}

export function saveTemplateRow(body: SaveRowBody) {
  return post<TemplateRow>(FORM_PATHS.rowSave, body);
}

export function removeTemplateRow(id: string) {
  return del<number>(FORM_PATHS.rowRemove, { id });
}

export function getMyDrafts(templateKey: string) {
  return post<TemplateRow[]>(FORM_PATHS.drafts, { templateKey });
}

export function getByAlias(alias: string) {
  return post<CustomQueryDef>(FORM_PATHS.queryGetByAlias, {}, { params: { alias } });
}

/** Spec 02 §7: the page is fixed at 1; the server answers every row (up to its limit) at once. */
export function doQuery(alias: string, querys: QueryFilter[]) {
  return post<CustomQueryResult>(FORM_PATHS.queryDo, { querys }, { params: { alias, page: 1 } });
}
