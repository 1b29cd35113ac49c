import type { BodyOf } from '../../../../contract/call.js';
import type { INSTANCE_CALLS, InstanceForm } from '../../../../contract/workflow-instances.js';
import type { Database } from '../../db/database.js';
import type { AppDeps } from '../../lib/context.js';
import { defById } from '../definitions/repo.js';
import { currentNodesOf, instanceRow } from '../task-lists/repo-instances.js';
import { wfError } from '../messages.js';
import { nodeStatuses } from '../opinions/list.js';
import type { Caller } from '../caller.js';
import { idList } from '../../lib/ids.js';
import { formViewOf, nodeLayout } from '../tasks/detail.js';
import { loadForm } from '../model/forms.js';
import { readerRights } from '../model/form-read.js';
import { instanceForRead, mayCirculate } from './access.js';
import { circulate as circulateTo, endProcess as endInstance, removeInstances, revokeInstance, setHangUp } from './actions.js';
import * as repo from './repo.js';
import { startProcess } from './start.js';

type I = typeof INSTANCE_CALLS;
type Deps = Pick<AppDeps, 'db' | 'config'>;

export const start = (deps: Deps, c: Caller, body: BodyOf<I['start']>) => startProcess(deps, c, body);

/** One of the caller's own drafts. */
export async function draft(db: Database, c: Caller, id: string) {
  const d = await repo.draftById(db, id);
  if (!d) throw wfError(404, 'draft.notFound');
  if (d.user_id !== c.user.id) throw wfError(403, 'record.forbidden');
  return { id: d.id, defKey: d.def_key, subject: d.subject, formData: d.form_data, updateTime: new Date(d.update_time).toISOString() };
}

export const removeDrafts = (db: Database, c: Caller, ids: string) => repo.removeOwnDrafts(db, c.user.id, idList(ids));

export async function status(db: Database, c: Caller, instId: string) {
  const inst = await instanceForRead(db, c.user, instId);
  return { instId: inst.id, status: inst.status, isHangUp: inst.is_hang_up, nodeStatus: await nodeStatuses(db, inst) };
}

export async function formDataVersion(db: Database, c: Caller, instId: string): Promise<number> {
  return (await instanceForRead(db, c.user, instId)).form_data_version;
}

/** GET /runtime/instance/v1/{type}: hang up or cancel the hang-up; other types are unknown calls (404). */
export async function hangUp(deps: Deps, c: Caller, type: string, instId: string) {
  if (type !== 'hangUp' && type !== 'cancelHangUp') throw wfError(404, 'instance.badHangUpType', { type: type.slice(0, 32) });
  return setHangUp(deps, c, instId, type === 'hangUp');
}

export const remove = (deps: Deps, c: Caller, ids: string) => removeInstances(deps, c, idList(ids));

/** The rows of the instances among the ids the caller may see (the others are left out). */
export async function detailList(db: Database, c: Caller, body: BodyOf<I['detailList']>) {
  const out = [];
  for (const id of new Set(body.ids)) {
    const inst = await instanceForRead(db, c.user, id).catch(() => null);
    if (inst) out.push(inst);
  }
  const current = await currentNodesOf(
    db,
    out.map((i) => i.id),
    c.lang,
  );
  return out.map((i) => instanceRow(i, c.lang, current.get(i.id)));
}

/**
 * The form of an instance for a reader without a task open before him, read only: hidden what is
 * hidden at any node where he holds or held a task (the start node for the initiator), else at the
 * default node (model/form-read.ts).
 */
export async function form(db: Database, c: Caller, instId: string): Promise<InstanceForm> {
  const inst = await instanceForRead(db, c.user, instId);
  const def = await defById(db, inst.def_id);
  if (!def) throw wfError(404, 'def.notFound');
  const formDef = await loadForm(db, def.formKey);
  const view = formViewOf(formDef, inst, await readerRights(db, formDef, def.model.startId, inst, c.user), c.lang, false);
  const current = await currentNodesOf(db, [inst.id], c.lang);
  return {
    instance: instanceRow(inst, c.lang, current.get(inst.id)),
    form: view,
    nodeLayoutList: nodeLayout(def.model, c.lang),
    defId: def.id,
    mayCirculate: inst.status === 'running' && (await mayCirculate(db, inst, c.user)),
  };
}

export const revoke = (deps: Deps, c: Caller, body: BodyOf<I['revoke']>) => revokeInstance(deps, c, body);

export const endProcess = (deps: Deps, c: Caller, body: BodyOf<I['endProcess']>) => endInstance(deps, c, body);

export const circulate = (deps: Deps, c: Caller, body: BodyOf<I['circulate']>) => circulateTo(deps, c, body);

/** Adds the instance to the caller's collection or takes it out; the visibility check and the write share one transaction. */
export async function collect(db: Database, c: Caller, body: BodyOf<I['collect']>): Promise<boolean> {
  await db.transaction().execute(async (trx) => {
    const inst = await instanceForRead(trx, c.user, body.instId);
    if (body.collect) await repo.addCollection(trx, c.user.id, inst.id);
    else await repo.removeCollection(trx, c.user.id, inst.id);
  });
  return body.collect;
}
