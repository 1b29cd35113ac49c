import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, KeyQuery, Nullable, OptionalKey, PageResult, QueryBody } from './common.js';
import { AsyncEvent } from './portal.js';

/**
 * Printing from Word templates (spec 02 §3 "Print template", §7 "Files, print and signature"; issue 14).
 *
 * A template is an uploaded .docx, bound either to a form (its business object alias, `formKey`) or,
 * as the global template, to a process definition (`defId`). wordPrint fills a template with a form's
 * data and answers the id of the filled .docx; onlinePreview (contract/files.ts) converts it to PDF.
 */

/**
 * The language a template's labels print in (issue 29.2): its values are filled in it too, so a print reads in one
 * language whoever prints it.
 */
export const PrintLang = Type.Union([Type.Literal('zh-CN'), Type.Literal('en-US'), Type.Literal('id')]);
export type PrintLang = Static<typeof PrintLang>;
/** A template's name in other languages than its own (`name`), by language. */
export const PrintTemplateNames = Type.Object(
  {
    'zh-CN': Type.Optional(Type.String({ maxLength: 200 })),
    'en-US': Type.Optional(Type.String({ maxLength: 200 })),
    id: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type PrintTemplateNames = Static<typeof PrintTemplateNames>;

/** A print template as the print dialog lists it (spec 02 §3). */
export const PrintTemplate = Type.Object({
  /** the template id (the wordPrint call's `id`) */
  templateId: Type.String(),
  /** the uploaded .docx */
  fileId: Type.String(),
  /** the template's name in the caller's language (else as the admin gave it; shown in the dialog) */
  fileName: Type.String(),
  createTime: Type.String(),
  /** the language the print is in */
  lang: PrintLang,
});
export type PrintTemplate = Static<typeof PrintTemplate>;

/** A template as the admin list shows it: bound to a form key or (global) to a definition. */
export const PrintTemplateRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  formKey: Nullable(Type.String()),
  defId: Nullable(Type.String()),
  /** the definition's name, for a global template */
  defName: Nullable(Type.String()),
  fileId: Type.String(),
  /** the uploaded document's file name */
  fileName: Type.String(),
  createBy: Nullable(Type.String()),
  createByName: Nullable(Type.String()),
  createTime: Type.String(),
  /** the language its labels print in */
  lang: PrintLang,
  /** its name in the other languages */
  names: PrintTemplateNames,
});
export type PrintTemplateRow = Static<typeof PrintTemplateRow>;

/** Filterable properties of the admin template list; others are refused (400). */
export const PRINT_TEMPLATE_FILTERS = ['name', 'formKey', 'defId', 'createTime'] as const;

/**
 * Creates (no id) or changes (id) a template. Exactly one of formKey and defId; fileId is an
 * uploaded .docx (refused otherwise).
 */
export const PrintTemplateSave = Type.Object(
  {
    id: OptionalKey(),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    formKey: OptionalKey(128),
    defId: OptionalKey(),
    fileId: Key(),
    /** the language its labels print in; zh-CN when left out */
    lang: Type.Optional(PrintLang),
    /** its name in the other languages */
    names: Type.Optional(PrintTemplateNames),
  },
  { additionalProperties: false },
);
export type PrintTemplateSave = Static<typeof PrintTemplateSave>;

export const IdsQuery = Type.Object({
  /** comma-separated template ids */
  ids: Type.String({ minLength: 1, maxLength: 4000 }),
});
const Count = Type.Object({ count: Type.Integer() });

/**
 * The print request (spec 02 §3 "Print request") and ours: instId (and taskId) name a stored
 * instance; then its stored form data are printed (boData is ignored) once the caller may read
 * the instance and has the print right at their node. Without instId (a form preview) boData is
 * printed. `purpose` says what the print record notes (default print).
 */
export const WordPrintBody = Type.Object({
  /** JSON text of the form data (used only without instId) */
  boData: Type.Optional(Type.String({ maxLength: 2_000_000 })),
  /** the template's document (spec); the server uses the template's own file */
  fileId: OptionalKey(),
  /** the business object alias of the form */
  formKey: Key(128),
  /** the template id */
  id: Key(),
  instId: OptionalKey(),
  taskId: OptionalKey(),
  purpose: Type.Optional(Type.Union([Type.Literal('print'), Type.Literal('download')])),
});
export type WordPrintBody = Static<typeof WordPrintBody>;

/**
 * Batch print: the forms of up to 100 instances into one merged PDF, built in the background.
 * Without templateId each instance uses its form's first template (else its definition's global one).
 * The answer is the async event (download notice) that reports progress and, when done, holds the
 * PDF; instances the caller may not print, or that have no template, are listed in its `notes`.
 */
export const BatchPrintBody = Type.Object(
  {
    instIds: Type.Array(Key(), { minItems: 1, maxItems: 100 }),
    templateId: OptionalKey(),
  },
  { additionalProperties: false },
);
export type BatchPrintBody = Static<typeof BatchPrintBody>;

/** One tag a template may hold: `{tag}` prints text, or a picture for an image tag. */
export const PrintTag = Type.Object({
  tag: Type.String(),
  /** what it prints, in the caller's language (a field's label as the form defines it) */
  label: Type.String(),
  kind: Type.Union([Type.Literal('text'), Type.Literal('image')]),
  /** a form field's type (text, date, select, user...); absent for the document's own tags */
  fieldType: Type.Optional(Type.String()),
});
export type PrintTag = Static<typeof PrintTag>;

/**
 * A loop: `{#tag}` ... `{/tag}` repeats what lies between once per row. Placed in the first and the
 * last cell of one table row, the row repeats; `row` is such a row, one text per cell.
 */
export const PrintTagLoop = Type.Object({
  tag: Type.String(),
  label: Type.String(),
  /** a sub-table of the form, the approval history, the form's signatures, or every field as label and value */
  kind: Type.Union([Type.Literal('subtable'), Type.Literal('history'), Type.Literal('signatures'), Type.Literal('fields')]),
  columns: Type.Array(PrintTag),
  row: Type.Array(Type.String()),
});
export type PrintTagLoop = Static<typeof PrintTagLoop>;

/** Every tag the filler fills for a form (server/src/print/data.ts), with labels in the caller's language. */
export const PrintTagList = Type.Object({
  formKey: Type.String(),
  formName: Type.String(),
  /** the form's fields (not sub-tables) */
  fields: Type.Array(PrintTag),
  loops: Type.Array(PrintTagLoop),
  /** the document's own: form name, subject, applicant, status, instance id, QR code, verification... */
  document: Type.Array(PrintTag),
});
export type PrintTagList = Static<typeof PrintTagList>;

const WORD_PRINT = '/flow/wordPrint/v1';

export const PRINT_CALLS = {
  /** The templates of a form (newest first); an empty list when it has none. */
  formTemplates: call({
    method: 'GET',
    path: `${WORD_PRINT}/getFormPrintTemplateByForKey`,
    query: KeyQuery('formKey', 128),
    answer: Type.Array(PrintTemplate),
  }),
  /** The global templates of a process definition. */
  globalTemplates: call({
    method: 'GET',
    path: `${WORD_PRINT}/getGlobalPrintTemplate`,
    query: KeyQuery('defId'),
    answer: Type.Array(PrintTemplate),
  }),
  /** Admins: a page of all templates. */
  templateList: call({ method: 'POST', path: `${WORD_PRINT}/listJson`, body: QueryBody, answer: PageResult(PrintTemplateRow) }),
  /** Admins: create or change a template. */
  templateSave: call({ method: 'POST', path: `${WORD_PRINT}/save`, body: PrintTemplateSave, answer: PrintTemplateRow }),
  /** Admins: remove templates (their uploaded documents stay as files; print records keep the template name). */
  templateRemove: call({ method: 'DELETE', path: `${WORD_PRINT}/remove`, query: IdsQuery, answer: Count }),
  /** Admins: the tags a template of the form may use, with their labels in the caller's language. */
  templateTags: call({ method: 'GET', path: `${WORD_PRINT}/templateTags`, query: KeyQuery('formKey', 128), answer: PrintTagList }),
  /**
   * Admins: a starter template (.docx, raw bytes) made from the form in the caller's language: every
   * field in a label/value table, a table per sub-table, the approval history with signatures, the QR
   * code, and an empty page header and footer for the company's letterhead.
   */
  starterTemplate: call({ method: 'GET', path: `${WORD_PRINT}/starterTemplate`, query: KeyQuery('formKey', 128) }),
  /** Fills a template; the value is the file id of the filled .docx (convert it with onlinePreview). */
  wordPrint: call({ method: 'POST', path: '/system/file/v1/wordPrint', body: WordPrintBody, answer: Type.String() }),
  /** Queues a batch print; follow it in the download notice (async events). */
  batchPrint: call({ method: 'POST', path: `${WORD_PRINT}/batchPrint`, body: BatchPrintBody, answer: AsyncEvent }),
};
