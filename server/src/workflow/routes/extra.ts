import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { QueryBody } from '../../../../contract/common.js';
import {
  FormRecordPage,
  HandlerType,
  IdsQuery,
  InstIdQuery,
  NodeOpinions,
  RelatedInformation,
  SaveFormDataBody,
  SetExecutorsBody,
  TaskPage,
  TaskRow,
  UpdateOpinionBody,
  VarNode,
  VarTreeBody,
} from '../../../../contract/workflow.js';
import { whereFromQuerys, type AllowList } from '../../lib/filters.js';
import { ok } from '../../lib/reply.js';
import { defById, mainDefByKey } from '../definitions/repo.js';
import { newId } from '../steps/context.js';
import { inAction } from '../steps/transaction.js';
import { activeAgent, loadInstance } from '../steps/repo.js';
import { wfError, wfText } from '../messages.js';
import { checkFormRules, loadForm, localiseFields, mergeFormData, rightsAt } from '../model/forms.js';
import { instanceForRead } from '../instances/access.js';
import { mainOrgName } from '../instances/read-records.js';
import { currentNodesOf, instanceRow } from '../lists/instances.js';
import { iso, paging, totalOf } from '../lists/common.js';
import { listTasks, openTasksOf } from '../lists/tasks.js';
import { instanceOpinions } from '../opinions/list.js';
import { activeUser } from '../support/users.js';
import { taskForAction } from '../tasks/access.js';
import { answers, caller, idList, requireAdmin } from './shared.js';

const RECORD_FILTERS: AllowList = {
  instId: { column: 'r.inst_id', ops: ['EQUAL'] },
  procInstId: { column: 'r.inst_id', ops: ['EQUAL'] },
  userName: { column: 'r.user_name' },
  nodeId: { column: 'r.node_id' },
  createTime: { column: 'r.create_time', kind: 'date' },
};

/** The second tier of spec 02 §7: saving a form without completing, its records, admin task operations. */
export default async function extraRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const db = deps.db;

  app.post(
    '/runtime/task/v1/saveFormData',
    { schema: { body: SaveFormDataBody, response: answers(Type.Object({ formDataVersion: Type.Integer() })) } },
    async (request) => {
      const c = caller(request);
      const b = request.body as { taskId: string; formData: Record<string, unknown>; formDataVersion?: number; leaderId?: string };
      return ok(
        await inAction(deps, c.lang, async (ctx) => {
          const { task } = await taskForAction(ctx.trx, c.user, b.taskId, b.leaderId);
          const inst = await loadInstance(ctx.trx, task.inst_id);
          if (!inst) throw wfError(404, 'instance.notFound');
          if (inst.is_hang_up) throw wfError(409, 'task.hangUp');
          if (b.formDataVersion !== undefined && b.formDataVersion !== inst.form_data_version) throw wfError(409, 'task.formChanged');
          const def = await defById(ctx.trx, inst.def_id);
          const form = await loadForm(ctx.trx, def?.formKey ?? null);
          const merged = mergeFormData(form, rightsAt(form, task.node_id, task.is_start), inst.form_data, b.formData, c.lang, {
            skipRequired: true,
          });
          if (!Object.keys(merged.changes).length) return { formDataVersion: inst.form_data_version };
          checkFormRules(form, merged.data, c.lang, Object.keys(merged.changes));
          const version = inst.form_data_version + 1;
          const r = await ctx.trx
            .updateTable('wf_instance')
            .set({ form_data: JSON.stringify(merged.data), form_data_version: version, version: sql<number>`version + 1` })
            .where('id', '=', inst.id)
            .where('version', '=', inst.version)
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== 1) throw wfError(409, 'task.formChanged');
          await ctx.trx
            .insertInto('wf_form_record')
            .values({
              id: newId(),
              inst_id: inst.id,
              task_id: task.id,
              node_id: task.node_id,
              user_id: c.user.id,
              user_name: c.user.fullname,
              version,
              changes: JSON.stringify(merged.changes),
            })
            .execute();
          return { formDataVersion: version };
        }),
      );
    },
  );

  app.post(
    '/runtime/boDataModifyRecord/v1/listJson',
    { schema: { body: Type.Optional(QueryBody), response: answers(FormRecordPage) } },
    async (request) => {
      const c = caller(request);
      const body = request.body as QueryBody | undefined;
      const p = paging(body);
      const filter = whereFromQuerys(RECORD_FILTERS, body?.querys);
      const instIds = [
        ...new Set(
          (body?.querys ?? [])
            .filter(
              (q) =>
                (q.property === 'instId' || q.property === 'procInstId') && q.value !== undefined && q.value !== null && q.value !== '',
            )
            .map((q) => String(q.value)),
        ),
      ];
      for (const id of instIds) await instanceForRead(db, c.user, id);
      // every instance named must be readable, and the scope stands outside the request's own
      // conditions (an OR among them cannot widen it); without an instance a user sees the changes
      // they made, an admin all
      const scope = instIds.length
        ? sql<boolean>`r.inst_id in (${sql.join(instIds)})`
        : c.user.isAdmin
          ? sql<boolean>`true`
          : sql<boolean>`r.user_id = ${c.user.id}`;
      const where = filter ? sql<boolean>`${scope} and ${filter}` : scope;
      const rows = await db
        .selectFrom('wf_form_record as r')
        .selectAll('r')
        .where(where)
        .orderBy('r.create_time', 'desc')
        .limit(p.pageSize + 1)
        .offset(p.offset)
        .execute();
      const page = rows.slice(0, p.pageSize);
      const total = await totalOf(db, p, page.length, rows.length > p.pageSize, () =>
        db
          .selectFrom('wf_form_record as r')
          .select(sql`1`.as('x'))
          .where(where),
      );
      return ok({
        rows: page.map((r) => ({
          id: r.id,
          procInstId: r.inst_id,
          taskId: r.task_id,
          nodeId: r.node_id,
          userId: r.user_id,
          userName: r.user_name,
          version: r.version,
          changes: r.changes,
          createTime: iso(r.create_time)!,
        })),
        total,
        page: p.page,
        pageSize: p.pageSize,
      });
    },
  );

  app.delete(
    '/runtime/boDataModifyRecord/v1/remove',
    { schema: { querystring: IdsQuery, response: answers(Type.Integer()) } },
    async (request) => {
      requireAdmin(caller(request));
      const r = await db
        .deleteFrom('wf_form_record')
        .where('id', 'in', idList((request.query as { ids: string }).ids))
        .executeTakeFirst();
      return ok(Number(r.numDeletedRows));
    },
  );

  app.get(
    '/runtime/instance/v1/instanceFlowOpinions2',
    { schema: { querystring: InstIdQuery, response: answers(Type.Array(NodeOpinions)) } },
    async (request) => {
      const c = caller(request);
      const inst = await instanceForRead(db, c.user, (request.query as { instId: string }).instId);
      const groups: { nodeId: string; taskName: string; opinions: Awaited<ReturnType<typeof instanceOpinions>> }[] = [];
      for (const o of await instanceOpinions(db, c.lang, inst)) {
        const g = groups.find((x) => x.nodeId === o.nodeId);
        if (g) g.opinions.push(o);
        else groups.push({ nodeId: o.nodeId, taskName: o.taskName, opinions: [o] });
      }
      return ok(groups);
    },
  );

  app.post(
    '/runtime/instance/v1/updateFlowOpinions',
    { schema: { body: UpdateOpinionBody, response: answers(Type.Boolean()) } },
    async (request) => {
      const c = caller(request);
      const b = request.body as { id: string; opinion: string };
      const row = await db.selectFrom('wf_opinion').select(['auditor_id', 'inst_id']).where('id', '=', b.id).executeTakeFirst();
      if (!row) throw wfError(404, 'record.notFound');
      if (row.auditor_id !== c.user.id && !c.user.isAdmin) throw wfError(403, 'record.forbidden');
      await db.updateTable('wf_opinion').set({ opinion: b.opinion }).where('id', '=', b.id).execute();
      return ok(true);
    },
  );

  app.get('/runtime/task/v1/handlerTypes', { schema: { response: answers(Type.Array(HandlerType)) } }, async (request) => {
    const c = caller(request);
    return ok(
      ['user', 'role', 'org', 'orgLeader', 'initiator', 'initiatorLeader', 'field'].map((type) => ({
        type,
        name: wfText(c.lang, `handler.${type}`),
      })),
    );
  });

  app.post(
    '/runtime/task/v1/setTaskExecutors',
    { schema: { body: SetExecutorsBody, response: answers(Type.Array(TaskRow)) } },
    async (request) => {
      const c = caller(request);
      requireAdmin(c);
      const b = request.body as { taskId: string; userIds: string[] };
      const instId = await inAction(deps, c.lang, async (ctx) => {
        const task = await ctx.trx.selectFrom('wf_task').selectAll().where('id', '=', b.taskId).forUpdate().executeTakeFirst();
        if (!task) throw wfError(404, 'task.notFound');
        if (task.status !== 'todo') throw wfError(409, 'task.alreadyDone');
        const users = [];
        for (const id of new Set(b.userIds)) {
          const u = await activeUser(ctx.trx, id);
          if (!u) throw wfError(404, 'user.notFound');
          users.push(u.id);
        }
        const old = await ctx.trx
          .updateTable('wf_task')
          .set({ status: 'canceled', complete_time: new Date() })
          .where('group_id', '=', task.group_id)
          .where('status', '=', 'todo')
          .returning(['assignee_id'])
          .execute();
        for (const o of old) if (o.assignee_id) ctx.touched.add(o.assignee_id);
        const rows = [];
        for (const userId of users) {
          const agent = await activeAgent(ctx.trx, userId, task.def_key);
          const assignee = agent && agent !== userId ? agent : userId;
          rows.push({
            ...task,
            id: newId(),
            def_name: JSON.stringify(task.def_name),
            assignee_id: assignee,
            owner_id: assignee === userId ? null : userId,
            candidate: users.length > 1,
            lock_user_id: null,
            is_read: 0,
            create_time: new Date(),
            delegated_at: null,
          });
          ctx.touched.add(assignee);
        }
        await ctx.trx.insertInto('wf_task').values(rows).execute();
        ctx.instIds.add(task.inst_id);
        return task.inst_id;
      });
      return ok(await openTasksOf(db, c.user, c.lang, instId));
    },
  );

  app.post('/runtime/task/v1/list', { schema: { body: Type.Optional(QueryBody), response: answers(TaskPage) } }, async (request) => {
    const c = caller(request);
    requireAdmin(c);
    return ok(await listTasks(db, c.user, c.lang, 'allOpen', request.body as QueryBody | undefined));
  });

  app.get(
    '/runtime/instance/v1/getRelatedInformationById',
    { schema: { querystring: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: answers(RelatedInformation) } },
    async (request) => {
      const c = caller(request);
      const inst = await instanceForRead(db, c.user, (request.query as { id: string }).id);
      const parent = inst.parent_id ? await loadInstance(db, inst.parent_id) : null;
      const children = await db.selectFrom('wf_instance').selectAll().where('parent_id', '=', inst.id).orderBy('create_time').execute();
      const current = await currentNodesOf(db, [inst.id, ...(parent ? [parent.id] : []), ...children.map((x) => x.id)], c.lang);
      return ok({
        instance: instanceRow(inst, c.lang, current.get(inst.id)),
        creatorOrgName: await mainOrgName(db, inst.creator_id),
        parent: parent ? instanceRow(parent, c.lang, current.get(parent.id)) : null,
        children: children.map((x) => instanceRow(x, c.lang, current.get(x.id))),
      });
    },
  );

  app.post('/flow/node/v1/varTree', { schema: { body: VarTreeBody, response: answers(Type.Array(VarNode)) } }, async (request) => {
    const c = caller(request);
    const b = request.body as { defId?: string; defKey?: string; nodeId?: string };
    const def = b.defId ? await defById(db, b.defId) : b.defKey ? await mainDefByKey(db, b.defKey) : null;
    if (!def) throw wfError(404, 'def.notFound');
    const form = await loadForm(db, def.formKey);
    const facts = ['initiatorId', 'instId', 'defKey', 'approverCount'].map((name) => ({
      name,
      label: wfText(c.lang, `var.${name}`),
      type: name === 'approverCount' ? 'number' : 'text',
    }));
    const tree = [
      { name: 'instance', label: wfText(c.lang, 'var.instance'), type: 'group', children: facts },
      {
        name: 'form',
        label: wfText(c.lang, 'var.form'),
        type: 'group',
        children: form ? localiseFields(form.fields, c.lang).map((f) => ({ name: f.name, label: f.label, type: f.type })) : [],
      },
    ];
    if (b.nodeId && def.model.nodes[b.nodeId]?.signType) {
      const names = ['passRatio', 'passCount', 'opposeCount', 'nrOfInstances', 'nrOfCompletedInstances', 'decided'];
      tree.push({
        name: 'countersign',
        label: wfText(c.lang, 'var.countersign'),
        type: 'group',
        children: names.map((name) => ({ name, label: wfText(c.lang, `var.${name}`), type: name === 'decided' ? 'bool' : 'number' })),
      });
    }
    return ok(tree);
  });
}
