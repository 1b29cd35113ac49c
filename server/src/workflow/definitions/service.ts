import type { QueryBody } from '../../../../contract/common.js';
import type { DefDesign, DeployBody, DeployResult, SetDefStatusBody } from '../../../../contract/workflow-definitions.js';
import type { Database } from '../../db/database.js';
import { type Caller, requireAdmin } from '../caller.js';
import { wfError, wfText } from '../messages.js';
import { hasStartRight } from '../model/rights.js';
import { nodeLayout } from '../tasks/detail.js';
import { deployDefinition } from './deploy.js';
import { localiseXml } from './names.js';
import { defById, mainDefByKey, makeMain, pickName, setStatus as writeStatus } from './repo.js';
import { listDefs } from './repo-list.js';

/** Every version (listJson), or the main versions only (query). */
export async function list(db: Database, c: Caller, body: QueryBody, mainOnly: boolean) {
  const { lang } = c;
  return listDefs(db, lang, body, mainOnly ? [{ property: 'IS_MAIN_', value: 'Y', operation: 'EQUAL' }] : []);
}

export async function flowHasStartRights(db: Database, c: Caller, defKey: string): Promise<boolean> {
  const { user } = c;
  const def = await mainDefByKey(db, defKey);
  if (!def) throw wfError(404, 'def.notFound');
  return def.status === 'deploy' && def.startable && (await hasStartRight(db, user, def.defKey));
}

/** The design of a version, for admins and those who may start the flow. */
export async function design(db: Database, c: Caller, defId: string): Promise<DefDesign> {
  const { user, lang } = c;
  const def = await defById(db, defId);
  if (!def) throw wfError(404, 'def.notFound');
  if (!user.isAdmin && !(await hasStartRight(db, user, def.defKey))) throw wfError(403, 'def.noStartRight');
  return {
    defId: def.id,
    defKey: def.defKey,
    name: pickName(def.name, lang),
    version: def.version,
    isMain: def.isMain ? 'Y' : 'N',
    status: def.status,
    bpmnXml: localiseXml(def.xml, def.model, lang, pickName(def.name, lang)),
    formKey: def.formKey,
    nodes: nodeLayout(def.model, lang),
  };
}

/** Deploys (admin). A refusal is a 400 whose value lists every reason, each in the caller's language. */
export async function deploy(db: Database, c: Caller, b: DeployBody): Promise<DeployResult> {
  const { user, lang } = c;
  requireAdmin(c);
  const outcome = await deployDefinition(db, {
    xml: b.bpmnXml,
    name: b.name,
    description: b.description ?? null,
    typeId: b.typeId,
    formKey: b.formKey,
    createdBy: user.id,
    validateOnly: b.validateOnly,
    defaultAssignee: b.defaultAssignee ?? null,
  });
  if (!outcome.ok) {
    // the reasons travel as the answer's value, so their texts are put in the caller's language here
    const reasons = outcome.reasons.map((r) => ({
      code: r.code,
      elementId: r.elementId,
      message: wfText(lang, `deploy.${r.code}`, r.params),
    }));
    throw wfError(
      400,
      'def.refused',
      { count: reasons.length },
      {
        ok: false,
        reasons,
        defId: null,
        defKey: null,
        version: null,
        unassigned: outcome.unassigned,
      },
    );
  }
  return { ok: true, reasons: [], defId: outcome.defId, defKey: outcome.defKey, version: outcome.version, unassigned: outcome.unassigned };
}

/** Admin: the status and main flag of a version, read and written in one transaction. */
export async function setStatus(db: Database, c: Caller, b: SetDefStatusBody): Promise<boolean> {
  requireAdmin(c);
  await db.transaction().execute(async (trx) => {
    const def = await defById(trx, b.defId);
    if (!def) throw wfError(404, 'def.notFound');
    if (b.isMain) await makeMain(trx, def);
    if (b.status) await writeStatus(trx, def.id, b.status);
  });
  return true;
}
