import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { QueryBody, type QueryFilter } from '../../../../contract/common.js';
import { FormView, IdsQuery } from '../../../../contract/workflow.js';
import {
  DefDesign,
  DefPage,
  DeployBody,
  DeployResult,
  FlowTypeNode,
  FormDefinition,
  FormDefinitionInput,
  SaveTypeBody,
  SetDefStatusBody,
} from '../../../../contract/workflow-model.js';
import { orderFromSorters, whereFromQuerys, type AllowList } from '../../lib/filters.js';
import type { Lang } from '../../lib/i18n.js';
import { ok } from '../../lib/reply.js';
import { localiseXml } from '../definitions/names.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { deployDefinition } from '../definitions/deploy.js';
import { pickDescription } from '../definitions/description.js';
import { defById, mainDefByKey, pickName } from '../definitions/repo.js';
import { newId } from '../steps/context.js';
import { wfError, wfText } from '../messages.js';
import { loadForm, localiseFields, rightsAt } from '../model/forms.js';
import { hasStartRight, startableKeys } from '../model/rights.js';
import { expandTypeFilters, iso, nameIn, paging, totalOf } from '../lists/common.js';
import { nodeLayout } from '../tasks/detail.js';
import { answers, caller, idList, requireAdmin } from './shared.js';
import type { FieldRightCode } from '../tables.js';

export const DEF_FILTERS: AllowList = {
  name: { column: 'd.name' },
  NAME_: { column: 'd.name' },
  defKey: { column: 'd.def_key' },
  DEF_KEY_: { column: 'd.def_key' },
  typeId: { column: 'd.type_id' },
  TYPE_ID_: { column: 'd.type_id' },
  type_id_: { column: 'd.type_id' },
  isMain: { column: 'd.is_main', kind: 'bool' },
  IS_MAIN_: { column: 'd.is_main', kind: 'bool' },
  status: { column: 'd.status' },
  STATUS_: { column: 'd.status' },
  version: { column: 'd.version', kind: 'number' },
  VERSION_: { column: 'd.version', kind: 'number' },
  createTime: { column: 'd.created_at', kind: 'date' },
  CREATE_TIME_: { column: 'd.created_at', kind: 'date' },
};

/** IS_MAIN_ arrives as Y/N; the column is a boolean. */
function mainFlags(querys: QueryFilter[]): QueryFilter[] {
  return querys.map((q) =>
    q.property === 'isMain' || q.property === 'IS_MAIN_' ? { ...q, value: q.value === true || q.value === 'Y' || q.value === 'true' } : q,
  );
}

export async function listDefs(
  db: Database,
  lang: Lang,
  body: QueryBody | undefined,
  extra: QueryFilter[] = [],
  only?: (q: ReturnType<typeof defQuery>) => ReturnType<typeof defQuery>,
) {
  const p = paging(body);
  const filter = whereFromQuerys(DEF_FILTERS, mainFlags(await expandTypeFilters(db, [...(body?.querys ?? []), ...extra])));
  const where = filter ?? sql<boolean>`true`;
  let q = defQuery(db).where(where);
  if (only) q = only(q);
  let rows = q.selectAll('d').select(['t.name as type_name', 'u.fullname as creator']);
  for (const s of orderFromSorters(DEF_FILTERS, body?.sorters ?? body?.sorter)) rows = rows.orderBy(s);
  const list = await rows
    .orderBy('d.def_key')
    .orderBy('d.version', 'desc')
    .limit(p.pageSize + 1)
    .offset(p.offset)
    .execute();
  const page = list.slice(0, p.pageSize);
  const total = await totalOf(db, p, page.length, list.length > p.pageSize, () =>
    (only ? only(defQuery(db).where(where)) : defQuery(db).where(where)).select(sql`1`.as('x')),
  );
  return {
    rows: page.map((d) => ({
      id: d.id,
      defKey: d.def_key,
      name: nameIn(d.name, lang),
      description: pickDescription(d.description, lang),
      version: d.version,
      isMain: (d.is_main ? 'Y' : 'N') as 'Y' | 'N',
      status: d.status,
      typeId: d.type_id,
      typeName: d.type_name ? nameIn(d.type_name, lang) : null,
      formKey: d.form_key,
      createTime: iso(d.created_at)!,
      createBy: d.creator ?? null,
    })),
    total,
    page: p.page,
    pageSize: p.pageSize,
  };
}

function defQuery(db: Database) {
  return db.selectFrom('wf_def as d').leftJoin('wf_type as t', 't.id', 'd.type_id').leftJoin('uc_user as u', 'u.id', 'd.created_by');
}

export async function typeTreeOf(db: Database, lang: Lang): Promise<FlowTypeNode[]> {
  const types = await db.selectFrom('wf_type').selectAll().orderBy('sort').orderBy('id').execute();
  const nodes = new Map<string, FlowTypeNode>(
    types.map((t) => [t.id, { id: t.id, name: nameIn(t.name, lang), parentId: t.parent_id, sort: t.sort, children: [] }]),
  );
  const roots: FlowTypeNode[] = [];
  for (const t of types) (t.parent_id && nodes.get(t.parent_id) ? nodes.get(t.parent_id)!.children : roots).push(nodes.get(t.id)!);
  return roots;
}

async function formDefinition(db: Database, lang: Lang, formKey: string) {
  const form = await loadForm(db, formKey);
  if (!form) throw wfError(404, 'form.notFound');
  return {
    formKey: form.formKey,
    name: pickName(form.name, lang),
    fields: localiseFields(form.fields, lang),
    permissions: form.permissions,
  };
}

function refusal(lang: Lang, reasons: { code: string; elementId: string | null; params?: Record<string, string> }[]) {
  return reasons.map((r) => ({ code: r.code, elementId: r.elementId, message: wfText(lang, `deploy.${r.code}`, r.params) }));
}

async function canSeeDesign(db: Database, user: CurrentUser, defKey: string) {
  return user.isAdmin || (await hasStartRight(db, user, defKey));
}

/** Definitions, their deployment and design, the classification tree and forms. */
export default async function modelRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;

  app.post('/flow/def/v1/listJson', { schema: { body: Type.Optional(QueryBody), response: answers(DefPage) } }, async (request) => {
    const c = caller(request);
    return ok(await listDefs(db, c.lang, request.body as QueryBody | undefined));
  });

  app.post('/flow/def/v1/query', { schema: { body: Type.Optional(QueryBody), response: answers(DefPage) } }, async (request) => {
    const c = caller(request);
    return ok(
      await listDefs(db, c.lang, request.body as QueryBody | undefined, [{ property: 'IS_MAIN_', value: 'Y', operation: 'EQUAL' }]),
    );
  });

  app.get(
    '/flow/def/v1/flowHasStartRights',
    { schema: { querystring: Type.Object({ defKey: Type.String({ minLength: 1, maxLength: 128 }) }), response: answers(Type.Boolean()) } },
    async (request) => {
      const c = caller(request);
      const def = await mainDefByKey(db, (request.query as { defKey: string }).defKey);
      if (!def) throw wfError(404, 'def.notFound');
      return ok(def.status === 'deploy' && def.startable && (await hasStartRight(db, c.user, def.defKey)));
    },
  );

  app.get(
    '/flow/def/v1/getDefDesignByDefId',
    { schema: { querystring: Type.Object({ defId: Type.String({ minLength: 1, maxLength: 64 }) }), response: answers(DefDesign) } },
    async (request) => {
      const c = caller(request);
      const def = await defById(db, (request.query as { defId: string }).defId);
      if (!def) throw wfError(404, 'def.notFound');
      if (!(await canSeeDesign(db, c.user, def.defKey))) throw wfError(403, 'def.noStartRight');
      return ok({
        defId: def.id,
        defKey: def.defKey,
        name: pickName(def.name, c.lang),
        version: def.version,
        isMain: def.isMain ? 'Y' : 'N',
        status: def.status,
        bpmnXml: localiseXml(def.xml, def.model, c.lang, pickName(def.name, c.lang)),
        formKey: def.formKey,
        nodes: nodeLayout(def.model, c.lang),
      });
    },
  );

  app.post('/flow/def/v1/deploy', { schema: { body: DeployBody, response: answers(DeployResult) } }, async (request) => {
    const c = caller(request);
    requireAdmin(c);
    const b = request.body as DeployBody;
    const outcome = await deployDefinition(db, {
      xml: b.bpmnXml,
      name: b.name,
      description: b.description ?? null,
      typeId: b.typeId,
      formKey: b.formKey,
      createdBy: c.user.id,
      validateOnly: b.validateOnly,
    });
    if (!outcome.ok) {
      const reasons = refusal(c.lang, outcome.reasons);
      throw wfError(400, 'def.refused', { count: reasons.length }, { ok: false, reasons, defId: null, defKey: null, version: null });
    }
    return ok({ ok: true, reasons: [], defId: outcome.defId, defKey: outcome.defKey, version: outcome.version });
  });

  app.post('/flow/def/v1/setStatus', { schema: { body: SetDefStatusBody, response: answers(Type.Boolean()) } }, async (request) => {
    const c = caller(request);
    requireAdmin(c);
    const b = request.body as { defId: string; status?: 'deploy' | 'forbidden'; isMain?: boolean };
    const def = await defById(db, b.defId);
    if (!def) throw wfError(404, 'def.notFound');
    await db.transaction().execute(async (trx) => {
      if (b.isMain) {
        await trx.updateTable('wf_def').set({ is_main: false }).where('def_key', '=', def.defKey).where('is_main', '=', true).execute();
        await trx.updateTable('wf_def').set({ is_main: true }).where('id', '=', def.id).execute();
      }
      if (b.status) await trx.updateTable('wf_def').set({ status: b.status }).where('id', '=', def.id).execute();
    });
    return ok(true);
  });

  app.get('/flow/type/v1/tree', { schema: { response: answers(Type.Array(FlowTypeNode)) } }, async (request) =>
    ok(await typeTreeOf(db, caller(request).lang)),
  );

  app.post('/flow/type/v1/save', { schema: { body: SaveTypeBody, response: answers(Type.String()) } }, async (request) => {
    const c = caller(request);
    requireAdmin(c);
    const b = request.body as {
      id?: string;
      parentId?: string | null;
      name: { 'zh-CN': string; 'en-US': string; id: string };
      sort?: number;
    };
    if (b.parentId && !(await db.selectFrom('wf_type').select('id').where('id', '=', b.parentId).executeTakeFirst()))
      throw wfError(400, 'deploy.typeUnknown');
    const id = b.id ?? newId();
    await db
      .insertInto('wf_type')
      .values({ id, parent_id: b.parentId ?? null, name: JSON.stringify(b.name), sort: b.sort ?? 0 })
      .onConflict((oc) => oc.column('id').doUpdateSet({ parent_id: b.parentId ?? null, name: JSON.stringify(b.name), sort: b.sort ?? 0 }))
      .execute();
    return ok(id);
  });

  app.delete('/flow/type/v1/remove', { schema: { querystring: IdsQuery, response: answers(Type.Integer()) } }, async (request) => {
    const c = caller(request);
    requireAdmin(c);
    const ids = idList((request.query as { ids: string }).ids);
    const used = await db.selectFrom('wf_def').select('id').where('type_id', 'in', ids).executeTakeFirst();
    if (used) throw wfError(409, 'type.hasDefs');
    const r = await db.deleteFrom('wf_type').where('id', 'in', ids).executeTakeFirst();
    return ok(Number(r.numDeletedRows));
  });

  app.get(
    '/flow/form/v1/getByKey',
    { schema: { querystring: Type.Object({ formKey: Type.String({ minLength: 1, maxLength: 128 }) }), response: answers(FormDefinition) } },
    async (request) => ok(await formDefinition(db, caller(request).lang, (request.query as { formKey: string }).formKey)),
  );

  app.post('/flow/form/v1/save', { schema: { body: FormDefinitionInput, response: answers(Type.String()) } }, async (request) => {
    const c = caller(request);
    requireAdmin(c);
    const b = request.body as { formKey: string; name: object; fields: object[]; permissions: object; summaryFields?: string[] };
    const values = {
      name: JSON.stringify(b.name),
      fields: JSON.stringify(b.fields),
      permissions: JSON.stringify(b.permissions),
      summary_fields: JSON.stringify(b.summaryFields ?? []),
      updated_at: new Date(),
    };
    await db
      .insertInto('wf_form')
      .values({ form_key: b.formKey, ...values })
      .onConflict((oc) => oc.column('form_key').doUpdateSet(values))
      .execute();
    return ok(b.formKey);
  });

  /** Form preview (spec 02 §2): formId is a form key (design preview) or formKey_nodeId (the rights of one node). */
  app.get(
    '/flow/form/v1/preview',
    { schema: { querystring: Type.Object({ formId: Type.String({ minLength: 1, maxLength: 260 }) }), response: answers(FormView) } },
    async (request) => {
      const c = caller(request);
      const formId = (request.query as { formId: string }).formId;
      const cut = formId.indexOf('_');
      const formKey = cut > 0 ? formId.slice(0, cut) : formId;
      const nodeId = cut > 0 ? formId.slice(cut + 1) : 'start';
      const form = await loadForm(db, formKey);
      if (!form) throw wfError(404, 'form.notFound');
      // admins, and anyone who may start a deployed flow that uses the form (the start form)
      if (!c.user.isAdmin) {
        const keys = (
          await db.selectFrom('wf_def').select('def_key').where('form_key', '=', formKey).where('is_main', '=', true).execute()
        ).map((d) => d.def_key);
        if (!(await startableKeys(db, c.user, keys)).size) throw wfError(403, 'form.forbidden');
      }
      const rights = rightsAt(form, nodeId, nodeId === 'start');
      const empty: Record<string, unknown> = {};
      for (const f of form.fields) empty[f.name] = f.type === 'subtable' ? [] : null;
      return ok({
        bpmForm: {
          formKey,
          name: pickName(form.name, c.lang),
          formHtml: '',
          formSetting: { space: 0 },
          expand: localiseFields(form.fields, c.lang),
          diyJs: '',
        },
        data: empty,
        permission: { fields: rights.fields as Record<string, FieldRightCode>, opinion: rights.opinion },
      });
    },
  );
}
