import type { FastifyInstance } from 'fastify';
import { nodeNamer } from '../definitions/names.js';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { QueryBody } from '../../../../contract/common.js';
import { NoticeRow } from '../../../../contract/workflow-home.js';
import {
  IdsQuery,
  LikeBody,
  LikeSummary,
  PrintLogBody,
  PrintRecordRow,
  SetUrgentBody,
  TaskExceptionRow,
  TypeTree,
  TypeTreeBody,
  UrgentByIdBody,
  UrgentLevel,
  Watermark,
} from '../../../../contract/workflow.js';
import { orderFromSorters, whereFromQuerys, type AllowList } from '../../lib/filters.js';
import { ok } from '../../lib/reply.js';
import { newId } from '../steps/context.js';
import { wfError, wfText } from '../messages.js';
import { instanceForRead, requireCreatorOrAdmin } from '../instances/access.js';
import { countTree, iso, nameIn, paging, totalOf } from '../lists/common.js';
import { listInstances } from '../lists/instances.js';
import { answers, caller, idList, requireAdmin } from './shared.js';

const EXCEPTION_FILTERS: AllowList = {
  subject: { column: 'i.subject' },
  procDefName: { column: 'i.def_name' },
  typeId: { column: 'i.type_id' },
  nodeName: { column: 'e.node_name' },
  code: { column: 'e.code' },
  createTime: { column: 'e.create_time', kind: 'date' },
};

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  // a leading = + - @ would make a spreadsheet run the cell as a formula
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Notices, urgent states, likes, print records, watermarks, exceptions and the instance export. */
export default async function recordRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/runtime/instance/v1/getNotice',
    { schema: { querystring: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: answers(NoticeRow) } },
    async (request) => {
      const c = caller(request);
      const n = await db
        .selectFrom('wf_notice as n')
        .innerJoin('wf_instance as i', 'i.id', 'n.inst_id')
        .leftJoin('uc_user as f', 'f.id', 'n.from_user_id')
        .select([
          'n.id',
          'n.inst_id',
          'n.kind',
          'n.to_user_id',
          'n.from_user_id',
          'n.node_id',
          'n.node_name',
          'n.opinion',
          'n.is_read',
          'n.create_time',
          'i.subject',
          'i.def_id',
          'i.def_name',
          'f.fullname',
        ])
        .where('n.id', '=', (request.query as { id: string }).id)
        .executeTakeFirst();
      if (!n) throw wfError(404, 'record.notFound');
      if (n.to_user_id !== c.user.id && n.from_user_id !== c.user.id) throw wfError(403, 'record.forbidden');
      if (n.to_user_id === c.user.id && !n.is_read) await db.updateTable('wf_notice').set({ is_read: 1 }).where('id', '=', n.id).execute();
      const nodeName = await nodeNamer(db, [n.def_id], c.lang);
      return ok({
        id: n.id,
        procInstId: n.inst_id,
        subject: n.subject,
        procDefName: nameIn(n.def_name, c.lang),
        kind: n.kind,
        fromUserName: n.fullname ?? null,
        nodeName: n.node_id && n.node_name ? nodeName(n.def_id, n.node_id, n.node_name) : n.node_name,
        opinion: n.opinion,
        isRead: n.to_user_id === c.user.id ? 1 : n.is_read,
        createTime: iso(n.create_time)!,
      });
    },
  );

  app.post('/runtime/instance/v1/getUrgentStateConf', { schema: { response: answers(Type.Array(UrgentLevel)) } }, async (request) => {
    const c = caller(request);
    const colors = ['#8c8c8c', '#fa8c16', '#f5222d'];
    return ok([0, 1, 2].map((v) => ({ value: v, labelKey: `urgent.${v}`, label: wfText(c.lang, `urgent.${v}`), color: colors[v] })));
  });

  app.post(
    '/runtime/instance/v1/getUrgrntById',
    { schema: { body: UrgentByIdBody, response: answers(Type.Object({ instId: Type.String(), urgentState: Type.Integer() })) } },
    async (request) => {
      const c = caller(request);
      const inst = await instanceForRead(db, c.user, (request.body as { id: string }).id);
      return ok({ instId: inst.id, urgentState: inst.urgent_state });
    },
  );

  app.post(
    '/runtime/instance/v1/setUrgentState',
    { schema: { body: SetUrgentBody, response: answers(Type.Boolean()) } },
    async (request) => {
      const c = caller(request);
      const b = request.body as { instId: string; urgentState: number };
      const inst = await instanceForRead(db, c.user, b.instId);
      requireCreatorOrAdmin(inst, c.user);
      await db.updateTable('wf_instance').set({ urgent_state: b.urgentState }).where('root_id', '=', inst.root_id).execute();
      return ok(true);
    },
  );

  app.post('/runtime/instance/v1/export', { schema: { body: Type.Optional(TypeTreeBody) } }, async (request, reply) => {
    const c = caller(request);
    const body = (request.body ?? { tab: 'myRequest' }) as TypeTreeBody;
    const tab = ['processOverview', 'myCollection', 'ciculated', 'received', 'myRequest'].includes(body.tab) ? body.tab : 'myRequest';
    const lines = [wfText(c.lang, 'export.header')];
    for (let page = 1; page <= 50; page++) {
      const result = await listInstances(db, c.user, c.lang, tab as 'myRequest', {
        ...body,
        pageBean: { page, pageSize: 200, showTotal: false },
      });
      for (const r of result.rows)
        lines.push([r.prop1, r.subject, r.procDefName, r.creator, r.status, r.createTime].map(csvCell).join(','));
      if (result.rows.length < 200) break;
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="instances.csv"`)
      .send(`\ufeff${lines.join('\r\n')}\r\n`);
  });

  // ---- likes ----
  async function checkRef(c: ReturnType<typeof caller>, refId: string) {
    const opinion = await db.selectFrom('wf_opinion').select('inst_id').where('id', '=', refId).executeTakeFirst();
    await instanceForRead(db, c.user, opinion?.inst_id ?? refId);
  }
  async function likeSummary(refIds: string[], userId: string) {
    const rows = await db
      .selectFrom('wf_like as l')
      .innerJoin('uc_user as u', 'u.id', 'l.user_id')
      .select(['l.ref_id', 'u.id', 'u.fullname'])
      .where('l.ref_id', 'in', refIds)
      .orderBy('l.create_time')
      .execute();
    return refIds.map((refId) => {
      const users = rows.filter((r) => r.ref_id === refId).map((r) => ({ id: r.id, name: r.fullname }));
      return { refId, count: users.length, liked: users.some((u) => u.id === userId), users };
    });
  }
  app.post('/bpm/like/addOrUpdateLikeRecord', { schema: { body: LikeBody, response: answers(LikeSummary) } }, async (request) => {
    const c = caller(request);
    const b = request.body as { refId: string; like: boolean; type?: string };
    await checkRef(c, b.refId);
    if (b.like)
      await db
        .insertInto('wf_like')
        .values({ ref_id: b.refId, user_id: c.user.id, type: b.type ?? 'instance' })
        .onConflict((oc) => oc.doNothing())
        .execute();
    else await db.deleteFrom('wf_like').where('ref_id', '=', b.refId).where('user_id', '=', c.user.id).execute();
    return ok((await likeSummary([b.refId], c.user.id))[0]);
  });
  app.get(
    '/bpm/like/getLikeListByRefId',
    { schema: { querystring: IdsQuery, response: answers(Type.Array(LikeSummary)) } },
    async (request) => {
      const c = caller(request);
      const ids: string[] = [];
      for (const id of idList((request.query as { ids: string }).ids)) {
        const seen = await checkRef(c, id)
          .then(() => true)
          .catch(() => false);
        if (seen) ids.push(id);
      }
      return ok(ids.length ? await likeSummary(ids, c.user.id) : []);
    },
  );

  // ---- print records ----
  const printRow = (r: {
    id: string;
    inst_id: string;
    node_id: string | null;
    template_id: string | null;
    template_name: string | null;
    user_id: string;
    user_name: string;
    create_time: Date;
  }) => ({
    id: r.id,
    procInstId: r.inst_id,
    nodeId: r.node_id,
    templateId: r.template_id,
    templateName: r.template_name,
    userId: r.user_id,
    userName: r.user_name,
    createTime: iso(r.create_time)!,
  });
  const PrintQuery = Type.Object({
    procInstId: Type.String({ minLength: 1, maxLength: 64 }),
    nodeId: Type.Optional(Type.String({ maxLength: 128 })),
  });
  app.get(
    '/runtime/bmpPrintRecord/v1/getByProInstId',
    { schema: { querystring: PrintQuery, response: answers(Type.Array(PrintRecordRow)) } },
    async (request) => {
      const c = caller(request);
      const q = request.query as { procInstId: string; nodeId?: string };
      await instanceForRead(db, c.user, q.procInstId);
      let query = db.selectFrom('wf_print_record').selectAll().where('inst_id', '=', q.procInstId);
      if (q.nodeId) query = query.where('node_id', '=', q.nodeId);
      return ok((await query.orderBy('create_time', 'desc').limit(500).execute()).map(printRow));
    },
  );
  app.post(
    '/runtime/bpmPrintRecord/v1/query',
    {
      schema: {
        body: Type.Optional(QueryBody),
        response: answers(
          Type.Object({ rows: Type.Array(PrintRecordRow), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const c = caller(request);
      const body = request.body as QueryBody | undefined;
      const p = paging(body);
      const allow: AllowList = {
        procInstId: { column: 'r.inst_id' },
        templateName: { column: 'r.template_name' },
        userName: { column: 'r.user_name' },
        createTime: { column: 'r.create_time', kind: 'date' },
      };
      const filter = whereFromQuerys(allow, body?.querys);
      const mine = c.user.isAdmin ? sql<boolean>`true` : sql<boolean>`r.user_id = ${c.user.id}`;
      const where = filter ? sql<boolean>`${mine} and ${filter}` : mine;
      const rows = await db
        .selectFrom('wf_print_record as r')
        .selectAll('r')
        .where(where)
        .orderBy('r.create_time', 'desc')
        .limit(p.pageSize + 1)
        .offset(p.offset)
        .execute();
      const page = rows.slice(0, p.pageSize);
      const total = await totalOf(db, p, page.length, rows.length > p.pageSize, () =>
        db
          .selectFrom('wf_print_record as r')
          .select(sql`1`.as('x'))
          .where(where),
      );
      return ok({ rows: page.map(printRow), total, page: p.page, pageSize: p.pageSize });
    },
  );
  app.post(
    '/runtime/bpmPrintRecord/v1/printLog',
    { schema: { body: PrintLogBody, response: answers(PrintRecordRow) } },
    async (request) => {
      const c = caller(request);
      const b = request.body as { procInstId: string; nodeId?: string; templateId?: string; templateName?: string };
      await instanceForRead(db, c.user, b.procInstId);
      const row = await db
        .insertInto('wf_print_record')
        .values({
          id: newId(),
          inst_id: b.procInstId,
          node_id: b.nodeId ?? null,
          template_id: b.templateId ?? null,
          template_name: b.templateName ?? null,
          user_id: c.user.id,
          user_name: c.user.fullname,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(printRow(row));
    },
  );

  // ---- watermark ----
  app.get(
    '/bpmModel/bpmWatermark/v1/getByInstId',
    { schema: { querystring: Type.Object({ instId: Type.String({ minLength: 1, maxLength: 64 }) }), response: answers(Watermark) } },
    async (request) => {
      const c = caller(request);
      const inst = await instanceForRead(db, c.user, (request.query as { instId: string }).instId);
      const w =
        (await db.selectFrom('wf_watermark').selectAll().where('def_key', '=', inst.def_key).executeTakeFirst()) ??
        (await db.selectFrom('wf_watermark').selectAll().where('def_key', 'is', null).executeTakeFirst());
      const template = w?.template ?? wfText(c.lang, 'watermark.default');
      const text = template
        .replace(/\{fullname\}/g, c.user.fullname)
        .replace(/\{account\}/g, c.user.account)
        .replace(/\{date\}/g, new Date().toISOString().slice(0, 10));
      return ok({
        enabled: w?.enabled ?? true,
        text,
        fontSize: w?.font_size ?? 16,
        color: w?.color ?? 'rgba(0,0,0,0.08)',
        rotate: w?.rotate ?? -22,
      });
    },
  );

  // ---- exceptions (admins) ----
  const exceptionQuery = (body: QueryBody | undefined) => {
    const filter = whereFromQuerys(EXCEPTION_FILTERS, body?.querys);
    return {
      base: db.selectFrom('wf_exception as e').innerJoin('wf_instance as i', 'i.id', 'e.inst_id'),
      where: filter ?? sql<boolean>`true`,
    };
  };
  const exceptionRows = async (body: QueryBody | undefined, lang: ReturnType<typeof caller>['lang'], limit: number, offset: number) => {
    const { base, where } = exceptionQuery(body);
    let q = base
      .select([
        'e.id',
        'e.inst_id',
        'e.node_id',
        'e.node_name',
        'e.code',
        'e.params',
        'e.create_time',
        'i.subject',
        'i.def_name',
        'i.type_id',
      ])
      .where(where);
    for (const s of orderFromSorters(EXCEPTION_FILTERS, body?.sorters ?? body?.sorter)) q = q.orderBy(s);
    const rows = await q.orderBy('e.create_time', 'desc').limit(limit).offset(offset).execute();
    return rows.map((r) => ({
      id: r.id,
      procInstId: r.inst_id,
      subject: r.subject,
      procDefName: nameIn(r.def_name, lang),
      typeId: r.type_id,
      nodeId: r.node_id,
      nodeName: r.node_name,
      message: wfText(lang, `exception.${r.code}`, r.params),
      code: r.code,
      createTime: iso(r.create_time)!,
    }));
  };
  app.post(
    '/runtime/bpmTaskException/v1/list',
    {
      schema: {
        body: Type.Optional(QueryBody),
        response: answers(
          Type.Object({ rows: Type.Array(TaskExceptionRow), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const c = caller(request);
      requireAdmin(c);
      const body = request.body as QueryBody | undefined;
      const p = paging(body);
      const rows = await exceptionRows(body, c.lang, p.pageSize + 1, p.offset);
      const page = rows.slice(0, p.pageSize);
      const { base, where } = exceptionQuery(body);
      const total = await totalOf(db, p, page.length, rows.length > p.pageSize, () => base.select(sql`1`.as('x')).where(where));
      return ok({ rows: page, total, page: p.page, pageSize: p.pageSize });
    },
  );
  app.post('/runtime/bpmTaskException/v1/export', { schema: { body: Type.Optional(QueryBody) } }, async (request, reply) => {
    const c = caller(request);
    requireAdmin(c);
    const rows = await exceptionRows(request.body as QueryBody | undefined, c.lang, 10_000, 0);
    const lines = [
      wfText(c.lang, 'export.exceptionHeader'),
      ...rows.map((r) => [r.procDefName, r.subject, r.nodeName, r.message, r.createTime].map(csvCell).join(',')),
    ];
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="exceptions.csv"`)
      .send(`\ufeff${lines.join('\r\n')}\r\n`);
  });
  app.delete(
    '/runtime/bpmTaskException/v1/delete',
    { schema: { querystring: IdsQuery, response: answers(Type.Integer()) } },
    async (request) => {
      const c = caller(request);
      requireAdmin(c);
      const r = await db
        .deleteFrom('wf_exception')
        .where('id', 'in', idList((request.query as { ids: string }).ids))
        .executeTakeFirst();
      return ok(Number(r.numDeletedRows));
    },
  );
  app.post(
    '/runtime/bpmTaskException/v1/typeTree',
    { schema: { body: Type.Optional(QueryBody), response: answers(TypeTree) } },
    async (request) => {
      const c = caller(request);
      requireAdmin(c);
      const { base, where } = exceptionQuery(request.body as QueryBody | undefined);
      const rows = await base
        .select(['i.type_id', sql<number>`count(*)::int`.as('n')])
        .where(where)
        .groupBy('i.type_id')
        .execute();
      return ok(await countTree(db, c.lang, new Map(rows.map((r) => [r.type_id, r.n]))));
    },
  );
}
