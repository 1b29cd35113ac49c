import crypto from 'node:crypto';
import type { Database } from '../../db/database.js';
import type { I18n } from '../tables.js';
import { parseAssignee } from './model.js';
import { parseDefinition, type ParsedDefinition, type Refusal } from './parse.js';
import { descriptionOf, type DescriptionMap } from './description.js';
import { flowNameFrom } from './names.js';
import * as repo from './repo-deploy.js';

export interface DeployInput {
  xml: string;
  name?: I18n;
  /** plain text (counts as zh-CN) or per language; overrides the XML's documentation language by language */
  description?: string | DescriptionMap | null;
  typeId?: string | null;
  formKey?: string | null;
  startable?: boolean;
  createdBy?: string | null;
  validateOnly?: boolean;
  /** approver rule (`initiatorLeader`, `role:hr`…) for user tasks drawn without one */
  defaultAssignee?: string | null;
}

type Unassigned = ParsedDefinition['unassigned'];
export type DeployOutcome =
  | { ok: true; defId: string | null; defKey: string; version: number | null; reasons: []; unassigned: Unassigned }
  | { ok: false; reasons: Refusal[]; unassigned: Unassigned };

/**
 * The stored name: the given names language by language, a language left empty taking the file's `wf:name-<lang>`
 * (issue 29.8), then the given Chinese name; nothing given: the file's names, else the last version's.
 */
function deployedName(given: I18n | undefined, names: ParsedDefinition['names'], fallback: I18n, last: I18n | undefined): I18n {
  if (!given) return names ? fallback : (last ?? fallback);
  const zh = given['zh-CN'].trim();
  const pick = (lang: keyof I18n) => given[lang].trim() || names?.[lang] || zh || fallback[lang];
  return { 'zh-CN': pick('zh-CN'), 'en-US': pick('en-US'), id: pick('id') };
}

/**
 * Checks and deploys one BPMN definition as a new version of its key (the process id), which
 * becomes the main version. Refusals are returned, never thrown, so the caller shows them all.
 */
export async function deployDefinition(db: Database, input: DeployInput): Promise<DeployOutcome> {
  const defaults = input.defaultAssignee ? parseAssignee(input.defaultAssignee) : [];
  const parsed = await parseDefinition(input.xml, { defaultAssignee: defaults });
  const reasons: Refusal[] = [...parsed.reasons];
  if (defaults === null) reasons.push({ code: 'badDefaultAssignee', elementId: null });
  const { unassigned } = parsed;
  const model = parsed.model;
  if (model) {
    for (const id of model.order) {
      const called = model.nodes[id].callActivity?.calledElement;
      if (!called || called === model.processId) continue;
      if (!(await repo.defKeyExists(db, called))) reasons.push({ code: 'calledUnknown', elementId: id, params: { key: called } });
    }
  }
  if (input.formKey) {
    if (!(await repo.formExists(db, input.formKey))) reasons.push({ code: 'formUnknown', elementId: null, params: { key: input.formKey } });
  }
  if (input.typeId) {
    if (!(await repo.typeExists(db, input.typeId))) reasons.push({ code: 'typeUnknown', elementId: null });
  }
  if (reasons.length || !model) return { ok: false, reasons, unassigned };
  if (input.validateOnly) return { ok: true, defId: null, defKey: model.processId, version: null, reasons: [], unassigned };

  const write = async (trx: Database) => {
    await repo.lockDefKey(trx, model.processId);
    const last = await repo.lastVersion(trx, model.processId);
    const version = (last?.version ?? 0) + 1;
    // given texts win language by language over the XML's documentation; with neither, the last version's stays
    const given = { ...parsed.description, ...descriptionOf(input.description) };
    const description = Object.keys(given).length ? given : null;
    // the XML's names per language (wf:name-<lang>) fill what the process name does not
    const fallbackName = flowNameFrom(parsed.names, model.processName);
    const id = crypto.randomUUID();
    await repo.insertMainVersion(trx, {
      id,
      def_key: model.processId,
      name: JSON.stringify(deployedName(input.name, parsed.names, fallbackName, last?.name)),
      description: description ? JSON.stringify(description) : last?.description ? JSON.stringify(last.description) : null,
      version,
      is_main: true,
      status: 'deploy',
      type_id: input.typeId !== undefined ? input.typeId : (last?.type_id ?? null),
      form_key: input.formKey !== undefined ? input.formKey : (last?.form_key ?? null),
      bpmn_xml: input.xml,
      model: JSON.stringify(model),
      startable: input.startable ?? last?.startable ?? true,
      created_by: input.createdBy ?? null,
    });
    return { ok: true as const, defId: id, defKey: model.processId, version, reasons: [] as [], unassigned };
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
