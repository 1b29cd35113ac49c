import type { AppDeps } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import type { Caller } from '../caller.js';
import type { StartBody } from '../../../../contract/workflow.js';
import { mainDefByKey, pickName } from '../definitions/repo.js';
import { newId } from '../steps/context.js';
import { advance } from '../steps/advance.js';
import { inAction } from '../steps/transaction.js';
import { wfError } from '../messages.js';
import { checkFormRules, loadForm, mergeFormData, rightsAt } from '../model/forms.js';
import { hasStartRight } from '../model/rights.js';
import { applySealGrants } from '../../seals/index.js';
import { createInstanceRow } from './create.js';
import * as repo from './repo.js';
import { dayIn } from '../../lib/time-zone.js';
import { defaultSummary, refineSummaries, summaryFacts, SUMMARY_LANGS, type SummaryFacts } from './summary.js';

/**
 * Starts the main version of a definition with the initiator's form data, or only saves a draft.
 * The subject defaults to "flow name - initiator - date"; the summary is built from the form data
 * (and refined by the configured model after the commit).
 */
export async function startProcess(deps: Pick<AppDeps, 'db' | 'config'>, c: Caller, body: StartBody) {
  const { user, lang } = c;
  const def = await mainDefByKey(deps.db, body.defKey);
  if (!def) throw wfError(404, 'def.notFound');
  if (def.status !== 'deploy') throw wfError(403, 'def.forbidden');
  if (!def.startable || !(await hasStartRight(deps.db, user, def.defKey))) throw wfError(403, 'def.noStartRight');
  const form = await loadForm(deps.db, def.formKey);
  const rights = rightsAt(form, def.model.startId, true);
  // a draft keeps a seal's entry without using its grant up: the start that sends it on does
  const writer = { db: deps.db, user, lang, sealScope: { defKey: def.defKey } };
  const { data, seals } = await mergeFormData(writer, form, rights, {}, body.formData, { skipRequired: !!body.draft });
  // a draft is unfinished work: like required fields, the rules wait for the start
  if (!body.draft) checkFormRules(form, data, lang);
  const now = new Date();
  // written once, in the starter's zone (the day their header shows), else the company's (issue 29.1)
  const timeZone = c.timeZone ?? deps.config.printTimeZone;
  const defName = pickName(def.name, lang);
  const subject = body.subject?.trim() || `${defName} - ${user.fullname} - ${dayIn(now, timeZone)}`;

  if (body.draft) {
    // read, check and write the draft in one transaction
    const id = await deps.db.transaction().execute(async (trx) => {
      const existing = body.draftId ? await repo.ownDraftForUpdate(trx, body.draftId, user.id) : undefined;
      if (body.draftId && !existing) throw wfError(404, 'draft.notFound');
      if (existing) {
        await repo.updateDraft(trx, existing.id, data, subject, now);
        return existing.id;
      }
      const draftId = newId();
      await repo.insertDraft(trx, { id: draftId, defKey: def.defKey, userId: user.id, subject, formData: data });
      return draftId;
    });
    return { instId: null, draftId: id, subject, prop1: null, newTasks: [] };
  }

  // the same facts in every language: each reader gets the summary in their own (docs/workflow.md)
  const facts = Object.fromEntries(
    SUMMARY_LANGS.map((l) => [l, summaryFacts(form, data, user.fullname, pickName(def.name, l), now, l, timeZone)]),
  ) as Record<Lang, SummaryFacts>;
  const result = await inAction(deps, lang, async (ctx) => {
    const inst = await createInstanceRow(ctx, {
      def,
      creatorId: user.id,
      creatorName: user.fullname,
      formData: data,
      subject,
      urgentState: body.urgentState ?? 0,
      timeZone,
      aiSummary: defaultSummary(facts[lang], lang),
      aiSummaries: Object.fromEntries(SUMMARY_LANGS.map((l) => [l, defaultSummary(facts[l], l)])),
    });
    await applySealGrants(ctx.trx, user, seals, { instId: inst.id, taskId: null });
    const { newTasks } = await advance(ctx, inst, def, []);
    if (body.draftId) await repo.removeOwnDraft(ctx.trx, body.draftId, user.id);
    return { instId: inst.id, draftId: null, subject, prop1: inst.prop1, newTasks };
  });
  if (deps.config.llm && result.instId) void refineSummaries(deps.db, deps.config, result.instId, facts, lang);
  return result;
}
