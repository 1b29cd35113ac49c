import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  CirculateBody,
  CollectBody,
  CompleteResult,
  EndInstanceBody,
  FlowImage,
  IdsQuery,
  InstanceForm,
  InstanceRow,
  InstanceStatusValue,
  InstIdQuery,
  OpinionRow,
  RevokeBody,
  StartBody,
  StartResult,
} from '../../../../contract/workflow.js';
import { ok } from '../../lib/reply.js';
import { defById, mainDefByKey } from '../definitions/repo.js';
import { wfError } from '../messages.js';
import { instanceForRead } from '../instances/access.js';
import { circulate, endProcess, removeInstances, revokeInstance, setHangUp } from '../instances/actions.js';
import { startProcess } from '../instances/start.js';
import { currentNodesOf, instanceRow } from '../lists/instances.js';
import { flowImage } from '../opinions/flow-image.js';
import { instanceOpinions, nodeStatuses } from '../opinions/list.js';
import { formView, nodeLayout } from '../tasks/detail.js';
import { hasStartRight } from '../model/rights.js';
import { answers, caller, idList } from './shared.js';

const ActionResult = Type.Object({ instId: Type.String(), instStatus: Type.String(), newTasks: CompleteResult.properties.newTasks });

/** Starting, drafts, status, hang-up, removal, revoke, manual end, opinions and flow images of instances. */
export default async function instanceRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;

  app.post('/runtime/instance/v1/start', { schema: { body: StartBody, response: answers(StartResult) } }, async (request) => {
    const c = caller(request);
    return ok(await startProcess(deps, c.user, c.lang, request.body as StartBody));
  });

  const Draft = Type.Object({
    id: Type.String(),
    defKey: Type.String(),
    subject: Type.String(),
    formData: Type.Record(Type.String(), Type.Unknown()),
    updateTime: Type.String(),
  });
  app.get(
    '/runtime/instance/v1/getDraft',
    { schema: { querystring: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: answers(Draft) } },
    async (request) => {
      const c = caller(request);
      const d = await deps.db
        .selectFrom('wf_draft')
        .selectAll()
        .where('id', '=', (request.query as { id: string }).id)
        .executeTakeFirst();
      if (!d) throw wfError(404, 'draft.notFound');
      if (d.user_id !== c.user.id) throw wfError(403, 'record.forbidden');
      return ok({
        id: d.id,
        defKey: d.def_key,
        subject: d.subject,
        formData: d.form_data,
        updateTime: new Date(d.update_time).toISOString(),
      });
    },
  );

  app.delete(
    '/runtime/instance/v1/removeDraft',
    { schema: { querystring: IdsQuery, response: answers(Type.Integer()) } },
    async (request) => {
      const c = caller(request);
      const r = await deps.db
        .deleteFrom('wf_draft')
        .where('id', 'in', idList((request.query as { ids: string }).ids))
        .where('user_id', '=', c.user.id)
        .executeTakeFirst();
      return ok(Number(r.numDeletedRows));
    },
  );

  app.get(
    '/runtime/instance/v1/getInstanceStatus',
    { schema: { querystring: InstIdQuery, response: answers(InstanceStatusValue) } },
    async (request) => {
      const c = caller(request);
      const inst = await instanceForRead(deps.db, c.user, (request.query as { instId: string }).instId);
      return ok({ instId: inst.id, status: inst.status, isHangUp: inst.is_hang_up, nodeStatus: await nodeStatuses(deps.db, inst) });
    },
  );

  app.get(
    '/runtime/instance/v1/getInstFormDataVersion',
    { schema: { querystring: InstIdQuery, response: answers(Type.Integer()) } },
    async (request) => {
      const c = caller(request);
      const inst = await instanceForRead(deps.db, c.user, (request.query as { instId: string }).instId);
      return ok(inst.form_data_version);
    },
  );

  // GET /runtime/instance/v1/{type}?instId: hang up or cancel the hang-up
  app.get(
    '/runtime/instance/v1/:type',
    {
      schema: {
        params: Type.Object({ type: Type.String({ maxLength: 32 }) }),
        querystring: InstIdQuery,
        response: answers(Type.Object({ instId: Type.String(), isHangUp: Type.Boolean() })),
      },
    },
    async (request) => {
      const c = caller(request);
      const type = (request.params as { type: string }).type;
      if (type !== 'hangUp' && type !== 'cancelHangUp') throw wfError(404, 'instance.badHangUpType', { type: type.slice(0, 32) });
      return ok(await setHangUp(deps, c.user, c.lang, (request.query as { instId: string }).instId, type === 'hangUp'));
    },
  );

  app.delete('/runtime/instance/v1/remove', { schema: { querystring: IdsQuery, response: answers(Type.Integer()) } }, async (request) => {
    const c = caller(request);
    return ok(await removeInstances(deps, c.user, c.lang, idList((request.query as { ids: string }).ids)));
  });

  app.post(
    '/runtime/instance/v1/getInstDetailList',
    {
      schema: {
        body: Type.Object({ ids: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200 }) }),
        response: answers(Type.Array(InstanceRow)),
      },
    },
    async (request) => {
      const c = caller(request);
      const out = [];
      for (const id of new Set((request.body as { ids: string[] }).ids)) {
        const inst = await instanceForRead(deps.db, c.user, id).catch(() => null);
        if (inst) out.push(inst);
      }
      const current = await currentNodesOf(
        deps.db,
        out.map((i) => i.id),
        c.lang,
      );
      return ok(out.map((i) => instanceRow(i, c.lang, current.get(i.id))));
    },
  );

  /** The form of an instance for a reader without a task: the initiator sees it as at the start, others as the default node; both read only. */
  app.get(
    '/runtime/instance/v1/getInstanceForm',
    { schema: { querystring: InstIdQuery, response: answers(InstanceForm) } },
    async (request) => {
      const c = caller(request);
      const inst = await instanceForRead(deps.db, c.user, (request.query as { instId: string }).instId);
      const def = await defById(deps.db, inst.def_id);
      if (!def) throw wfError(404, 'def.notFound');
      const asStart = inst.creator_id === c.user.id;
      const form = await formView(deps.db, def, inst, asStart ? def.model.startId : 'default', asStart, c.lang, false);
      // the start node's 'n' hides the initiator's opinion box while submitting; reading the history of
      // the request afterwards follows the reading (default) node's right
      if (asStart) form.permission.opinion = (await formView(deps.db, def, inst, 'default', false, c.lang, false)).permission.opinion;
      const current = await currentNodesOf(deps.db, [inst.id], c.lang);
      return ok({
        instance: instanceRow(inst, c.lang, current.get(inst.id)),
        form,
        nodeLayoutList: nodeLayout(def.model, c.lang),
        defId: def.id,
      });
    },
  );

  app.get(
    '/runtime/instance/v1/instanceFlowOpinions',
    { schema: { querystring: InstIdQuery, response: answers(Type.Array(OpinionRow)) } },
    async (request) => {
      const c = caller(request);
      const inst = await instanceForRead(deps.db, c.user, (request.query as { instId: string }).instId);
      return ok(await instanceOpinions(deps.db, c.lang, inst));
    },
  );

  const ImageQuery = Type.Object({
    proInstId: Type.Optional(Type.String({ maxLength: 64 })),
    defId: Type.Optional(Type.String({ maxLength: 64 })),
    bpmnInstId: Type.Optional(Type.String({ maxLength: 64 })),
  });
  app.get('/runtime/instance/v1/getBpmImage', { schema: { querystring: ImageQuery, response: answers(FlowImage) } }, async (request) => {
    const c = caller(request);
    const q = request.query as { proInstId?: string; defId?: string; bpmnInstId?: string };
    const instId = q.proInstId || q.bpmnInstId;
    if (instId) {
      const inst = await instanceForRead(deps.db, c.user, instId);
      const def = await defById(deps.db, inst.def_id);
      if (!def) throw wfError(404, 'def.notFound');
      return ok(await flowImage(deps.db, def, inst, c.lang));
    }
    const def = q.defId ? await defById(deps.db, q.defId) : null;
    if (!def) throw wfError(404, 'def.notFound');
    // a definition's chart without an instance: for those who may start it, and admins
    if (!c.user.isAdmin && !(def.startable && (await hasStartRight(deps.db, c.user, def.defKey)))) throw wfError(403, 'def.noStartRight');
    return ok(await flowImage(deps.db, def, null, c.lang));
  });

  const SubImageQuery = Type.Object({
    proInstId: Type.String({ minLength: 1, maxLength: 64 }),
    nodeId: Type.String({ minLength: 1, maxLength: 128 }),
    type: Type.Optional(Type.String({ maxLength: 32 })),
    defId: Type.Optional(Type.String({ maxLength: 64 })),
  });
  /** The flow image of the sub flow a call activity started (or its definition while not started). */
  app.get(
    '/runtime/instance/v1/instanceFlowImage',
    { schema: { querystring: SubImageQuery, response: answers(FlowImage) } },
    async (request) => {
      const c = caller(request);
      const q = request.query as { proInstId: string; nodeId: string };
      const parent = await instanceForRead(deps.db, c.user, q.proInstId);
      const sub = await deps.db
        .selectFrom('wf_instance')
        .select('id')
        .where('parent_id', '=', parent.id)
        .where('parent_node_id', '=', q.nodeId)
        .orderBy('create_time', 'desc')
        .executeTakeFirst();
      if (sub) {
        const inst = await instanceForRead(deps.db, c.user, sub.id);
        const def = await defById(deps.db, inst.def_id);
        if (!def) throw wfError(404, 'def.notFound');
        return ok(await flowImage(deps.db, def, inst, c.lang));
      }
      const parentDef = await defById(deps.db, parent.def_id);
      const called = parentDef?.model.nodes[q.nodeId]?.callActivity?.calledElement;
      const def = called ? await mainDefByKey(deps.db, called) : null;
      if (!def) throw wfError(404, 'def.notFound');
      return ok(await flowImage(deps.db, def, null, c.lang));
    },
  );

  app.post('/runtime/instance/v1/revoke', { schema: { body: RevokeBody, response: answers(ActionResult) } }, async (request) => {
    const c = caller(request);
    return ok(await revokeInstance(deps, c.user, c.lang, request.body as { instId: string; taskId?: string; opinion?: string }));
  });

  app.post('/runtime/instance/v1/endProcess', { schema: { body: EndInstanceBody, response: answers(ActionResult) } }, async (request) => {
    const c = caller(request);
    return ok(await endProcess(deps, c.user, c.lang, request.body as { instId: string; opinion?: string }));
  });

  app.post('/runtime/instance/v1/circulate', { schema: { body: CirculateBody, response: answers(Type.Boolean()) } }, async (request) => {
    const c = caller(request);
    return ok(await circulate(deps, c.user, c.lang, request.body as { instId: string; userIds: string[]; opinion?: string }));
  });

  app.post('/runtime/instance/v1/collect', { schema: { body: CollectBody, response: answers(Type.Boolean()) } }, async (request) => {
    const c = caller(request);
    const b = request.body as { instId: string; collect: boolean };
    const inst = await instanceForRead(deps.db, c.user, b.instId);
    if (b.collect)
      await deps.db
        .insertInto('wf_collection')
        .values({ user_id: c.user.id, inst_id: inst.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    else await deps.db.deleteFrom('wf_collection').where('user_id', '=', c.user.id).where('inst_id', '=', inst.id).execute();
    return ok(b.collect);
  });
}
