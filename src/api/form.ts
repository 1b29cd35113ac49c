import type { QueryFilter } from '@contract/common';
import {
  FORM_CALLS as F,
  type CustomQueryDef,
  type CustomQueryResult,
  type DataTemplate,
  type FormPreview,
  type SaveRowBody,
  type TemplateRow,
  type TemplateRowDetail,
} from '@contract/forms';
import { send } from './call';

export type { CustomQueryDef, CustomQueryResult, DataTemplate, FormPreview, SaveRowBody, TemplateRow, TemplateRowDetail };

/** The form service (spec 02 §7): form preview, data templates, custom queries. */
export function getFormPreview(formId: string) {
  return send(F.formPreview, { query: { formId } });
}

export function getTemplate(templateKey: string) {
  return send(F.templateGet, { query: { templateKey } });
}

export function getTemplateRow(templateKey: string, id: string) {
  return send(F.rowGet, { query: { templateKey, id } });
}

export function saveTemplateRow(body: SaveRowBody) {
  return send(F.rowSave, { body });
}

export function removeTemplateRow(id: string) {
  return send(F.rowRemove, { query: { id } });
}

export function getMyDrafts(templateKey: string) {
  return send(F.drafts, { body: { templateKey } });
}

export function getByAlias(alias: string) {
  return send(F.queryGetByAlias, { query: { alias }, body: {} });
}

/** Spec 02 §7: the page is fixed at 1; the server answers every row (up to its limit) at once. */
export function doQuery(alias: string, querys: QueryFilter[]) {
  return send(F.queryDo, { query: { alias, page: 1 }, body: { querys } });
}
