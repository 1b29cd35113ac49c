import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DASHBOARD_MAX_ROWS,
  DASHBOARD_METRICS,
  type DashboardColumn,
  type DashboardColumnData,
  type DashboardMetric,
  type UserLayoutSaveBody,
} from '../../../../contract/dashboards.js';
import { DASHBOARD_COLS, type ScreenLayout } from '../../../../contract/screen.js';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { t, type Lang } from '../../lib/i18n.js';
import * as screenRepo from '../screens/repo.js';
import { layoutByAlias, localise, personName } from '../screens/service.js';
import { defaultItems } from './layout.js';
import * as repo from './repo.js';
import { callAsCaller, extractRows, paramValue, resolveDataFrom } from '../../lib/internal-calls.js';
import type { Caller } from '../../lib/context.js';

/** A column definition by alias, its texts in `lang`. */
export async function columnByAlias(db: Database, lang: Lang, alias: string): Promise<DashboardColumn> {
  const row = await repo.columnByAlias(db, alias);
  if (!row) throw notFound('dashboards.columnNotFound', { alias });
  return {
    id: row.id,
    alias: row.alias,
    name: row.name_i18n?.[lang] || row.name,
    dataFrom: row.data_from,
    requestType: row.request_type === 'POST' ? 'POST' : 'GET',
    dataParam: row.data_param,
    ...(row.list_key ? { listKey: row.list_key } : {}),
    config: localise(row.config, lang) as DashboardColumn['config'],
    ...(row.refresh ? { refresh: row.refresh as DashboardColumn['refresh'] } : {}),
  };
}

/**
 * A column's rows: its dataFrom run as the caller (the inner call checks the caller's rights as if the portal had
 * made it), on allow-listed calls only. More than DASHBOARD_MAX_ROWS rows come back as `overLimit`, without rows.
 */
export async function columnData(app: FastifyInstance, request: FastifyRequest, alias: string): Promise<DashboardColumnData> {
  const row = await repo.columnByAlias(app.deps.db, alias);
  if (!row) throw notFound('dashboards.columnNotFound', { alias });
  const target = resolveDataFrom(row.data_from, row.request_type);
  if (!target) throw badRequest('dashboards.targetRefused', { alias });
  const params = Object.fromEntries(row.data_param.map((p) => [p.name, paramValue(p.value)]));
  if (target.method === 'GET') for (const [k, v] of Object.entries(params)) target.query.set(k, String(v));
  const answer = await callAsCaller(app, request, target, params);
  if (answer.kind === 'unparsable') throw badRequest('dashboards.parseFailed', { alias });
  if (answer.kind === 'failed') throw badRequest('dashboards.targetFailed', { alias, message: answer.message });
  const rows = extractRows(answer.value, row.list_key);
  if (!rows) throw badRequest('dashboards.noArray', { alias });
  const overLimit = rows.length > DASHBOARD_MAX_ROWS;
  return { alias: row.alias, rows: overLimit ? [] : rows, total: rows.length, overLimit, updateTime: new Date().toISOString() };
}

/** The dashboard layout by alias, 400 when the alias names a large screen. */
async function dashboardRow(db: Database, alias: string) {
  const row = await screenRepo.layoutByAlias(db, alias);
  if (!row) throw notFound('screen.notFound', { alias });
  if (row.kind !== 'dashboard') throw badRequest('dashboards.notDashboard', { alias });
  return row;
}

/** Saves the caller's arrangement: every item of the layout exactly once, inside the 12 columns. */
export async function saveUserLayout(db: Database, c: Caller, body: UserLayoutSaveBody): Promise<ScreenLayout> {
  const { user } = c;
  // access first (roles), so nobody stores arrangements of layouts they may not open
  await layoutByAlias(db, c, body.alias);
  const row = await dashboardRow(db, body.alias);
  const keys = new Set(defaultItems(row.design).map((i) => i.key));
  const given = new Set(body.items.map((i) => i.key));
  if (given.size !== body.items.length || given.size !== keys.size || body.items.some((i) => !keys.has(i.key)))
    throw badRequest('dashboards.itemsMismatch');
  if (body.items.some((i) => i.x + i.width > DASHBOARD_COLS)) throw badRequest('dashboards.outsideGrid', { cols: DASHBOARD_COLS });
  const items = body.items.map(({ key, x, y, width, height }) => ({ key, x, y, width, height }));
  await repo.saveUserLayout(db, user.id, row.id, items);
  return layoutByAlias(db, c, body.alias);
}

/** Back to the default arrangement. */
export async function resetUserLayout(db: Database, c: Caller, alias: string): Promise<ScreenLayout> {
  const { user } = c;
  await layoutByAlias(db, c, alias);
  const row = await dashboardRow(db, alias);
  await repo.removeUserLayout(db, user.id, row.id);
  return layoutByAlias(db, c, alias);
}

const flowName = (name: Record<string, string> | null, lang: Lang, key: string) => name?.[lang] || name?.['zh-CN'] || key;
const STATE_KEYS = new Set(['running', 'end', 'manual_end', 'draft', 'canceled']);

/** One live workflow figure as rows with stable keys; administrators count the company, everyone else their own. */
export async function metric(db: Database, c: Caller, name: string): Promise<Record<string, unknown>[]> {
  const { user, lang } = c;
  if (!(DASHBOARD_METRICS as readonly string[]).includes(name)) throw badRequest('dashboards.unknownMetric', { name });
  const scope: screenRepo.Scope = { all: user.isAdmin, userId: user.id };
  switch (name as DashboardMetric) {
    case 'todoCount':
      return [{ count: (await screenRepo.totals(db, scope))?.todo ?? 0 }];
    case 'runningCount':
      return [{ count: (await screenRepo.totals(db, scope))?.running ?? 0 }];
    case 'instancesByState':
      return (await screenRepo.instancesByState(db, scope)).map((r) => ({
        state: r.status,
        stateName: t(lang, `workflow.instanceState.${STATE_KEYS.has(r.status) ? r.status : 'other'}`),
        count: r.n,
      }));
    case 'startedPerDay':
      return (await screenRepo.requestsPerDay(db, scope, 14)).map((r) => ({
        day: r.day,
        date: r.date,
        started: r.started,
        ended: r.ended,
      }));
    case 'todoByFlow':
      return (await screenRepo.todoByFlow(db, scope)).map((r) => ({
        flowKey: r.def_key,
        flow: flowName(r.def_name, lang, r.def_key),
        count: r.n,
      }));
    case 'doneByApprover':
      return (await screenRepo.doneByApprover(db, scope)).map((r) => ({ approver: personName(r.fullname, r.pinyin, lang), count: r.n }));
    case 'startedHistory':
      // every day of about four years: the demo column whose result is too long to draw
      return repo.startedPerDay(db, scope, 1500);
  }
}
