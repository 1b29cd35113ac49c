import type { QueryBody } from '@contract/common';
import {
  PRINT_CALLS as P,
  type BatchPrintBody,
  type PrintTemplate,
  type PrintTemplateRow,
  type PrintTagList,
  type PrintTemplateSave,
  type WordPrintBody,
} from '@contract/print';
import { PRINT_RECORD_CALLS as R, type PrintRecordRow } from '@contract/workflow-print-records';
import { send } from './call';
import { download, type RequestOptions } from './http';

export type { BatchPrintBody, PrintRecordRow, PrintTagList, PrintTemplate, PrintTemplateRow, PrintTemplateSave, WordPrintBody };
export type { PrintLang, PrintTag, PrintTagLoop, PrintTemplateNames } from '@contract/print';

/** Printing from Word templates (spec 02 §7 "Files, print and signature"). */

export async function getFormPrintTemplateByForKey(formKey: string) {
  return (await send(P.formTemplates, { query: { formKey } })).value;
}

export async function getGlobalPrintTemplate(defId: string) {
  return (await send(P.globalTemplates, { query: { defId } })).value;
}

/** Fills a template with a form's data; the value is the file id of the filled document (convert it with onlinePreview). */
export async function wordPrint(body: WordPrintBody, opts?: RequestOptions) {
  return (await send(P.wordPrint, { body }, opts)).value;
}

/** Queues a batch print of up to 100 instances; the answer is its async event. */
export async function batchPrint(body: BatchPrintBody) {
  return (await send(P.batchPrint, { body })).value;
}

export async function listPrintTemplates(body: QueryBody) {
  return (await send(P.templateList, { body })).value;
}

export async function savePrintTemplate(body: PrintTemplateSave) {
  return (await send(P.templateSave, { body })).value;
}

export async function removePrintTemplates(ids: string[]) {
  return (await send(P.templateRemove, { query: { ids: ids.join(',') } })).value;
}

/** Admins: the tags a template of the form may use, labelled in the user's language. */
export async function getTemplateTags(formKey: string) {
  return (await send(P.templateTags, { query: { formKey } })).value;
}

/** Admins: a starter Word template made from the form (every field placed), as a file to save. */
export function downloadStarterTemplate(formKey: string) {
  return download(P.starterTemplate.path, { formKey });
}

/** Who printed an instance's form, newest first (path spelled as the spec: bmpPrintRecord). */
export async function getPrintRecordsByProInstId(procInstId: string, nodeId?: string) {
  return (await send(R.byInstance, { query: { procInstId, ...(nodeId ? { nodeId } : {}) } })).value;
}
