import { HttpResponse } from 'msw';
import { FILE_CALLS as F } from '@contract/files';
import { PORTAL_CALLS as P, type AsyncEvent } from '@contract/portal';
import {
  PRINT_CALLS as PR,
  type BatchPrintBody,
  type PrintTagList,
  type PrintTemplate,
  type PrintTemplateRow,
  type WordPrintBody,
} from '@contract/print';
import { PRINT_RECORD_CALLS as R, type PrintRecordRow } from '@contract/workflow-print-records';
import { pathOf } from '@contract/call';
import { DEFINITION_CALLS, type DefRow } from '@contract/workflow-definitions';
import { answer } from '../call';
import { fail } from '../envelope';

/** The bytes the mocks answer for a PDF (its header; the tests' PDF engine is a fake, never pdfjs). */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%mock\n');

export function printTemplate(overrides: Partial<PrintTemplate> = {}): PrintTemplate {
  return {
    templateId: 'tpl-1',
    fileId: 'file-tpl-1',
    fileName: 'Leave form',
    createTime: '2026-03-01 09:00:00',
    lang: 'zh-CN',
    ...overrides,
  };
}

export function printTemplateRow(overrides: Partial<PrintTemplateRow> = {}): PrintTemplateRow {
  return {
    id: 'tpl-1',
    name: 'Leave form',
    formKey: 'leave',
    defId: null,
    defName: null,
    fileId: 'file-tpl-1',
    fileName: 'leave.docx',
    createBy: 'u-admin',
    createByName: 'Admin',
    createTime: '2026-03-01 09:00:00',
    lang: 'zh-CN',
    names: {},
    ...overrides,
  };
}

export function printRecord(overrides: Partial<PrintRecordRow> = {}): PrintRecordRow {
  return {
    id: 'pr-1',
    procInstId: 'inst-1',
    userId: 'u-zhangwei',
    userName: 'Zhang Wei',
    nodeId: 'leaderApprove',
    templateId: 'tpl-1',
    templateName: 'Leave form',
    createTime: '2026-03-02 10:15:00',
    ...overrides,
  };
}

const pdfResponse = (name: string) =>
  new HttpResponse(PDF_BYTES, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="print.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

/** What the print mocks were asked, in order. */
export interface PrintCalls {
  wordPrint: WordPrintBody[];
  converted: string[];
  fetched: string[];
}

/**
 * The print dialog's calls: the form's and the definition's templates, wordPrint (the filled
 * document is `filled-<n>`), its conversion by onlinePreview and the PDF behind the answered address.
 * `failAt` makes that step answer a server error.
 */
export function printHandlers({
  formTemplates = [printTemplate()],
  globalTemplates = [],
  failAt,
  calls = { wordPrint: [], converted: [], fetched: [] },
}: {
  formTemplates?: PrintTemplate[];
  globalTemplates?: PrintTemplate[];
  failAt?: 'wordPrint' | 'convert';
  calls?: PrintCalls;
} = {}) {
  return [
    answer(PR.formTemplates, () => formTemplates),
    answer(PR.globalTemplates, () => globalTemplates),
    answer(PR.wordPrint, ({ body }) => {
      calls.wordPrint.push(body);
      if (failAt === 'wordPrint') return fail(500, 'template printing failed');
      return `filled-${calls.wordPrint.length}`;
    }),
    ...onlinePreviewHandlers(calls, failAt === 'convert'),
  ];
}

/** onlinePreview of any file id (answers the address of its PDF) and the PDF at that address. */
export function onlinePreviewHandlers(calls: Pick<PrintCalls, 'converted' | 'fetched'> = { converted: [], fetched: [] }, failing = false) {
  return [
    answer(F.onlinePreview, ({ query }) => {
      const fileId = query.get('fileId') ?? '';
      calls.converted.push(fileId);
      if (failing) return fail(500, 'conversion failed');
      return { pdfUrl: pathOf(F.previewById, { id: `pdf-${fileId}` }), fileType: 'application/pdf', fileName: `${fileId}.pdf` };
    }),
    answer(F.previewById, ({ params }) => {
      calls.fetched.push(String(params.id));
      return pdfResponse(`${String(params.id)}.pdf`);
    }),
  ];
}

/** The admin template list over one mutable list: save appends or replaces, remove drops. */
export function templateAdminHandlers(
  rows: PrintTemplateRow[],
  calls: { saved: unknown[]; removed: string[] } = { saved: [], removed: [] },
) {
  return [
    answer(PR.templateList, () => ({ rows, total: rows.length, page: 1, pageSize: 20 })),
    answer(PR.templateSave, ({ body }) => {
      calls.saved.push(body);
      const row = printTemplateRow({
        id: body.id ?? `tpl-${rows.length + 1}`,
        name: body.name,
        formKey: body.formKey ?? null,
        defId: body.defId ?? null,
        fileId: body.fileId,
        lang: body.lang ?? 'zh-CN',
        names: body.names ?? {},
      });
      const at = rows.findIndex((r) => r.id === row.id);
      if (at >= 0) rows[at] = row;
      else rows.push(row);
      return row;
    }),
    answer(PR.templateRemove, ({ query }) => {
      const ids = (query.get('ids') ?? '').split(',');
      calls.removed.push(...ids);
      const before = rows.length;
      rows.splice(0, rows.length, ...rows.filter((r) => !ids.includes(r.id)));
      return { count: before - rows.length };
    }),
  ];
}

export function batchEvent(overrides: Partial<AsyncEvent> = {}): AsyncEvent {
  return {
    id: 'ev-print-1',
    name: 'Batch print',
    kind: 'print.pdf',
    status: 'pending',
    resultFileId: null,
    resultFileName: null,
    error: null,
    createTime: '2026-03-03T01:00:00.000Z',
    finishTime: null,
    progress: 0,
    notes: [],
    ...overrides,
  };
}

/**
 * batchPrint queues the event; each read of the event list moves it one step along `steps`
 * (the last step stays), so a test sees the progress a real run reports; the result is a PDF.
 */
export function batchPrintHandlers(
  steps: Array<Partial<AsyncEvent>>,
  calls: { bodies: BatchPrintBody[]; reads: number } = { bodies: [], reads: 0 },
) {
  let event: AsyncEvent | null = null;
  return [
    answer(PR.batchPrint, ({ body }) => {
      calls.bodies.push(body);
      event = batchEvent();
      return event;
    }),
    answer(P.eventPage, () => {
      calls.reads += 1;
      if (event) event = { ...event, ...steps[Math.min(calls.reads - 1, steps.length - 1)] };
      const rows = event ? [event] : [];
      return { rows, total: rows.length, page: 1, pageSize: 20 };
    }),
    answer(P.eventDownload, () => pdfResponse('Batch print.pdf')),
  ];
}

export function printRecordHandler(rows: PrintRecordRow[], seen: string[] = []) {
  return answer(R.byInstance, ({ query }) => {
    seen.push(query.get('procInstId') ?? '');
    return rows;
  });
}

/** The main definitions the template dialog binds to (POST /flow/def/v1/query). */
export function definitionsHandler(defs: Array<{ id: string; name: string; formKey: string | null; formName?: string }>) {
  const rows: DefRow[] = defs.map((d, i) => ({
    ...d,
    defKey: d.id.replace(/-\d+$/, ''),
    description: null,
    version: 1,
    isMain: 'Y',
    status: 'deploy',
    typeId: null,
    typeName: null,
    createTime: `2026-01-0${i + 1} 08:00:00`,
    createBy: 'u-admin',
  }));
  return answer(DEFINITION_CALLS.query, () => ({ rows, total: rows.length, page: 1, pageSize: 1000 }));
}

/** The tags of a leave form as the server lists them (English labels). */
export function printTagList(overrides: Partial<PrintTagList> = {}): PrintTagList {
  const text = (tag: string, label: string, fieldType?: string) => ({
    tag,
    label,
    kind: 'text' as const,
    ...(fieldType ? { fieldType } : {}),
  });
  return {
    formKey: 'leave',
    formName: 'Leave form',
    fields: [text('leaveType', 'Leave type', 'select'), text('reason', 'Reason', 'textarea')],
    loops: [
      {
        tag: 'handover',
        label: 'Work handover',
        kind: 'subtable',
        columns: [text('_no', 'No.'), text('task', 'Task handed over', 'text')],
        row: ['{#handover}{_no}', '{task}{/handover}'],
      },
      {
        tag: '_history',
        label: 'Approval history',
        kind: 'history',
        columns: [text('approver', 'Approver'), { tag: 'signature', label: 'Signature', kind: 'image' }],
        row: ['{#_history}{approver}', '{signature}{/_history}'],
      },
    ],
    document: [text('_applicant', 'Applicant'), { tag: '_qrCode', label: 'Verification QR code', kind: 'image' }],
    ...overrides,
  };
}

/** Bytes standing for a .docx (a zip's first bytes): the mocks never open it. */
export const DOCX_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);

/**
 * The template tags of a form (`lists` by form key; another key answers 404) and its starter
 * template, a .docx named after the form; `asked` records the form keys of each call.
 */
export function templateTagHandlers(
  lists: Record<string, PrintTagList>,
  asked: { tags: string[]; starter: string[] } = { tags: [], starter: [] },
) {
  return [
    answer(PR.templateTags, ({ query }) => {
      const formKey = query.get('formKey') ?? '';
      asked.tags.push(formKey);
      return lists[formKey] ?? fail(404, 'The form does not exist');
    }),
    answer(PR.starterTemplate, ({ query }) => {
      const formKey = query.get('formKey') ?? '';
      asked.starter.push(formKey);
      const list = lists[formKey];
      if (!list) return fail(404, 'The form does not exist');
      const name = `${list.formName} - print template.docx`;
      return new Response(DOCX_BYTES, {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'Content-Disposition': `attachment; filename="template.docx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      });
    }),
  ];
}
