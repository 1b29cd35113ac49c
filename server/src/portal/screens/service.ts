import {
  SCREEN_MAX_ROWS,
  SCREEN_WORKFLOW_METRICS,
  type ScreenData,
  type ScreenDesign,
  type ScreenLayout,
  type ScreenWorkflowMetric,
} from '../../../../contract/screen.js';
import type { Database } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { t, type Lang } from '../../lib/i18n.js';
import { callerRoles, seesCompanyFigures } from '../roles-repo.js';
import { DASHBOARD_CANVAS, dashboardItems } from '../dashboards/layout.js';
import * as repo from './repo.js';
import type { Caller } from '../../lib/context.js';

/** A text stored in every language: `{ "i18n": { "zh-CN": …, "en-US": …, "id": … } }`. */
const isI18n = (v: unknown): v is { i18n: Record<string, string> } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && 'i18n' in v;

/** The stored design with every i18n text in `lang` (zh-CN when the language is missing). */
export function localise(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((v) => localise(v, lang));
  if (isI18n(value)) return value.i18n[lang] ?? value.i18n['zh-CN'] ?? '';
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localise(v, lang)]));
  }
  return value;
}

export const encodeDesign = (design: ScreenDesign): string => Buffer.from(JSON.stringify(design), 'utf8').toString('base64');

/**
 * A large-screen layout by alias: 404 when there is none, 403 when its roles leave the caller out. A dashboard
 * (kind 'dashboard') answers its items instead, in the caller's saved arrangement when there is one.
 */
export async function layoutByAlias(db: Database, c: Caller, alias: string): Promise<ScreenLayout> {
  const { user, lang } = c;
  const row = await repo.layoutByAlias(db, alias);
  if (!row) throw notFound('screen.notFound', { alias });
  if (row.roles.length) {
    const roles = await callerRoles(db, user);
    if (!row.roles.some((r) => roles.has(r))) throw forbidden('screen.forbidden');
  }
  const name = row.name_i18n?.[lang] || row.name;
  if (row.kind === 'dashboard') {
    const design = { config: DASHBOARD_CANVAS, elements: [] };
    const arranged = await dashboardItems(db, user.id, row.id, localise(row.design, lang));
    return {
      id: row.id,
      alias: row.alias,
      name,
      config: design.config,
      elements: [],
      designHtml: encodeDesign(design),
      kind: 'dashboard',
      ...arranged,
    };
  }
  const design = localise(row.design, lang) as ScreenDesign;
  return {
    id: row.id,
    alias: row.alias,
    name,
    config: design.config,
    elements: design.elements.map((e) => ({ key: e.key })),
    designHtml: encodeDesign(design),
    figures: (await seesCompanyFigures(db, user)) ? 'company' : 'own',
  };
}

/** A person's name: as written in Chinese, else its pinyin syllables capitalised ("Zhang Wei"). */
export function personName(fullname: string | null, pinyin: string | null, lang: Lang): string {
  if (!fullname) return '-';
  if (lang === 'zh-CN' || !pinyin) return fullname;
  const words = pinyin.split(' ').filter(Boolean);
  // pinyinOf writes the syllables, then them joined, then the initials: as many syllables as initials
  const count = words.length >= 3 ? (words[words.length - 1]?.length ?? 0) : 0;
  const syllables = count > 0 && count <= words.length - 2 ? words.slice(0, count) : [];
  return syllables.length ? syllables.map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join(' ') : fullname;
}

const flowName = (name: Record<string, string> | null, lang: Lang, key: string) => name?.[lang] || name?.['zh-CN'] || key;
const ENDED = new Set(['end', 'manual_end']);
const STATE_KEYS = new Set(['running', 'end', 'manual_end', 'draft', 'canceled']);

/**
 * One live workflow figure: the company's for those who may see it (seesCompanyFigures), everyone else their own
 * tasks and requests; `figures` says which.
 */
export async function workflowData(db: Database, c: Caller, metric: string): Promise<ScreenData> {
  const { user, lang } = c;
  if (!(SCREEN_WORKFLOW_METRICS as readonly string[]).includes(metric)) throw badRequest('screen.unknownMetric', { metric });
  const all = await seesCompanyFigures(db, user);
  const scope: repo.Scope = { all, userId: user.id };
  const col = (key: string) => t(lang, `screen.column.${key}`);
  const data = await (async (): Promise<ScreenData> => {
    switch (metric as ScreenWorkflowMetric) {
      case 'totals': {
        const n = await repo.totals(db, scope);
        return {
          columns: [col('name'), col('count')],
          rows: [
            [t(lang, 'screen.metric.todo'), n.todo],
            [t(lang, 'screen.metric.doneToday'), n.done_today],
            [t(lang, 'screen.metric.running'), n.running],
            [t(lang, 'screen.metric.ended'), n.ended],
          ],
        };
      }
      case 'todoByFlow':
        return {
          columns: [col('flow'), col('todo')],
          rows: (await repo.todoByFlow(db, scope)).map((r) => [flowName(r.def_name, lang, r.def_key), r.n]),
        };
      case 'requestsPerDay':
        return {
          columns: [col('day'), col('started'), col('ended')],
          rows: (await repo.requestsPerDay(db, scope, 14)).map((r) => [r.day, r.started, r.ended]),
        };
      case 'doneByApprover':
        return {
          columns: [col('approver'), col('done')],
          rows: (await repo.doneByApprover(db, scope)).map((r) => [personName(r.fullname, r.pinyin, lang), r.n]),
        };
      case 'instancesByState':
        return {
          columns: [col('state'), col('count')],
          rows: (await repo.instancesByState(db, scope)).map((r) => [
            t(lang, `workflow.instanceState.${STATE_KEYS.has(r.status) ? r.status : 'other'}`),
            r.n,
          ]),
        };
      case 'recentTasks':
        return {
          columns: [col('flow'), col('assignee'), col('hours')],
          rows: (await repo.recentTasks(db, scope, 30)).map((r) => [
            flowName(r.def_name, lang, '-'),
            personName(r.fullname, r.pinyin, lang),
            r.hours,
          ]),
        };
      case 'completionRate': {
        const states = await repo.instancesByState(db, scope);
        const total = states.reduce((s, r) => s + r.n, 0);
        const ended = states.filter((r) => ENDED.has(r.status)).reduce((s, r) => s + r.n, 0);
        return {
          columns: [col('name'), col('rate')],
          rows: [[t(lang, 'screen.metric.completion'), total ? Math.round((ended * 100) / total) : 0]],
        };
      }
    }
  })();
  return { columns: data.columns, rows: data.rows.slice(0, SCREEN_MAX_ROWS + 1), figures: all ? 'company' : 'own' };
}
