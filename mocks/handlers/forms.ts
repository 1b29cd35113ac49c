import type { QueryFilter } from '@contract/common';
import {
  FORM_CALLS as F,
  type CustomQueryDef,
  type DataTemplate,
  type FormPreview,
  type SaveRowBody,
  type TemplateRow,
} from '@contract/forms';
import { PORTAL_CALLS, type SysApp } from '@contract/portal';
import { answer } from '../call';
import { field } from '../fixtures/fields';
import { fail } from '../envelope';

export function formPreview(over: Partial<FormPreview> = {}): FormPreview {
  const fields = { leaveType: 'b', days: 'b', reason: 'w', hrRemark: 'n' } as const;
  return {
    bpmForm: {
      formKey: 'leaveForm',
      name: 'Leave form',
      formHtml: '',
      formSetting: { space: 0 },
      diyJs: '',
      expand: [
        field('leaveType', 'l', 'Leave type', 'select', true, [{ value: 'annual', labelKey: 'a', label: 'Annual leave' }]),
        field('days', 'd', 'Days', 'number', true),
        field('reason', 'r', 'Reason', 'textarea', false),
        field('hrRemark', 'h', 'HR remark', 'textarea', false),
      ],
    },
    data: { leaveType: null, days: null, reason: null, hrRemark: null },
    permission: { fields: { ...fields }, opinion: 'n' },
    previewType: 'design',
    nodeId: 'start',
    nodes: [
      { nodeId: 'start', name: 'Start form', flowName: '', permission: { fields: { ...fields }, opinion: 'n' } },
      {
        nodeId: 'hrApprove',
        name: 'HR approval',
        flowName: 'Leave request',
        permission: { fields: { leaveType: 'r', days: 'r', reason: 'r', hrRemark: 'w' }, opinion: 'b' },
      },
    ],
    ...over,
  };
}

export function dataTemplate(): DataTemplate {
  return {
    templateKey: 'supplier',
    name: 'Supplier register',
    description: 'Qualified suppliers',
    listColumns: ['name', 'category', 'phone'],
    fields: [
      field('name', 'n', 'Supplier name', 'text', true),
      field('category', 'c', 'Category', 'select', true, [{ value: 'it', labelKey: 'i', label: 'IT' }]),
      field('phone', 'p', 'Phone', 'text', false),
    ],
  };
}

export function templateRow(over: Partial<TemplateRow> = {}): TemplateRow {
  return {
    id: 'row-1',
    templateKey: 'supplier',
    data: { name: 'Cloud Co', category: 'it', phone: '13800138000' },
    isDraft: false,
    createdBy: 'u_zhangwei',
    createdByName: 'Zhang Wei',
    createdAt: '2026-03-01T02:00:00.000Z',
    updatedByName: 'Zhang Wei',
    updatedAt: '2026-03-02T02:00:00.000Z',
    version: 0,
    ...over,
  };
}

/** One mutable store of rows behind the data-template calls, as the server keeps them for the caller. */
export function templateHandlers(
  rows: TemplateRow[] = [templateRow()],
  calls: { saved: SaveRowBody[]; removed: string[] } = { saved: [], removed: [] },
  canEdit = true,
) {
  return [
    answer(F.templateGet, () => dataTemplate()),
    answer(F.rowGet, ({ query }) => {
      const id = query.get('id');
      const row = rows.find((r) => r.id === id);
      return row ? { row, canEdit } : fail(404, 'The record does not exist or was removed');
    }),
    answer(F.rowSave, ({ body }) => {
      calls.saved.push(body);
      if (!body.draft && String(body.data.phone ?? '').startsWith('1234')) return fail(400, 'Phone is not a valid phone number');
      const existing = rows.find((r) => r.id === body.id);
      const row = existing
        ? Object.assign(existing, { data: { ...existing.data, ...body.data }, isDraft: body.draft, version: existing.version + 1 })
        : templateRow({ id: `row-${rows.length + 1}`, data: body.data, isDraft: body.draft });
      if (!existing) rows.push(row);
      return row;
    }),
    answer(F.drafts, () => rows.filter((r) => r.isDraft)),
    answer(F.rowRemove, ({ query }) => {
      const id = query.get('id') ?? '';
      calls.removed.push(id);
      const at = rows.findIndex((r) => r.id === id);
      if (at >= 0) rows.splice(at, 1);
      return 1;
    }),
  ];
}

/** The supplier categories: a column's values and a condition's choices. */
const SUPPLIER_CATEGORIES = [
  { value: 'it', label: 'IT' },
  { value: 'raw', label: 'Raw materials' },
];

export function customQueryDef(): CustomQueryDef {
  return {
    alias: 'supplierRows',
    name: 'Supplier register',
    description: 'Qualified suppliers',
    scope: 'all',
    columns: [
      { name: 'id', label: 'ID', type: 'text' },
      { name: 'name', label: 'Supplier name', type: 'text' },
      {
        name: 'category',
        label: 'Category',
        type: 'select',
        options: SUPPLIER_CATEGORIES,
      },
      { name: 'rating', label: 'Rating', type: 'number' },
    ],
    conditions: [
      { property: 'name', label: 'Supplier name', type: 'text', operation: 'LIKE' },
      {
        property: 'category',
        label: 'Category',
        type: 'select',
        operation: 'EQUAL',
        options: SUPPLIER_CATEGORIES,
      },
    ],
  };
}

/** getByAlias and doQuery over rows filtered like the server (EQUAL and LIKE only). */
export function customQueryHandlers(
  rows: Record<string, unknown>[],
  seen: { alias: string | null; page: string | null; querys: QueryFilter[] }[] = [],
) {
  return [
    answer(F.queryGetByAlias, ({ query }) => {
      const alias = query.get('alias');
      return alias === 'supplierRows' ? customQueryDef() : fail(404, `No such custom query: ${alias}`);
    }),
    answer(F.queryDo, ({ query, body }) => {
      const querys = body?.querys ?? [];
      seen.push({ alias: query.get('alias'), page: query.get('page'), querys });
      const hit = rows.filter((r) =>
        querys.every((q) => (q.operation === 'LIKE' ? String(r[q.property] ?? '').includes(String(q.value)) : r[q.property] === q.value)),
      );
      return { rows: hit, total: hit.length, page: 1, pageSize: 1000, truncated: false };
    }),
  ];
}

export function formPreviewHandler(preview: FormPreview | 403 = formPreview()) {
  return answer(F.formPreview, () => (preview === 403 ? fail(403, 'You may not preview this form') : preview));
}

export function appContentHandler(apps: SysApp[], seen: unknown[] = []) {
  return answer(PORTAL_CALLS.appsByFilter, ({ body }) => {
    seen.push(body);
    return { rows: apps, total: apps.length, page: 1, pageSize: 50 };
  });
}
