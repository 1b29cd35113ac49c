import crypto from 'node:crypto';
import type { AuthorizationInput, AuthorizationRow, FlowInfo, LevelCounts, PersonRow, PostReach } from '../../../contract/authorization.js';
import type { PageResultOf, QueryBody } from '../../../contract/common.js';
import type { Database } from '../db/database.js';
import { filteredPage } from '../db/filtered-page.js';
import { pageOf, whereFromQuerys } from '../db/filters.js';
import type { CurrentUser, Caller } from '../lib/context.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import type { Lang } from '../lib/i18n.js';
import { AUTHORIZATION_FILTERS } from './allow-list.js';
import * as repo from './repo.js';
import * as reach from './repo-reach.js';
import { uniqueIds } from '../lib/ids.js';

/** The authorisation centre's rules: only admins read and change authorisations; anyone may check their own flows. */

function requireAdmin(user: CurrentUser): void {
  if (!user.isAdmin) throw forbidden('authorization.adminOnly');
}

const nameIn = (name: Record<string, string> | undefined, lang: Lang) => (name ? name[lang] || name['zh-CN'] || '' : '');

/** Rows with their flows' names in the caller's language. */
async function withFlowNames(db: Database, records: repo.EntryRecord[], lang: Lang): Promise<AuthorizationRow[]> {
  const keys = [...new Set(records.flatMap((r) => r.defKeys))];
  const names = new Map(
    (await repo.findFlowNames(db, keys)).map((d) => [d.def_key, nameIn(d.name as unknown as Record<string, string>, lang)]),
  );
  return records.map((r) => ({
    ...r,
    level: r.level as AuthorizationRow['level'],
    flowNames: r.defKeys.map((k) => names.get(k) || k),
  }));
}

async function page(db: Database, body: QueryBody, lang: Lang): Promise<PageResultOf<AuthorizationRow>> {
  const found = await filteredPage(body, AUTHORIZATION_FILTERS, (q) => repo.findEntryPage(db, q));
  return { ...found, rows: await withFlowNames(db, found.rows, lang) };
}

export async function list(db: Database, c: Caller, body: QueryBody) {
  const { user, lang } = c;
  requireAdmin(user);
  return page(db, body, lang);
}

export async function count(db: Database, user: CurrentUser, body: QueryBody): Promise<LevelCounts> {
  requireAdmin(user);
  const rows = await repo.countByLevel(db, whereFromQuerys(AUTHORIZATION_FILTERS, body.querys));
  const levels = rows.map((r) => ({ level: r.level as LevelCounts['levels'][number]['level'], count: Number(r.count) }));
  return { total: levels.reduce((sum, l) => sum + l.count, 0), levels };
}

/** One level's authorisations; the keyword searches names, targets and flow keys. */
export async function listByLevel(db: Database, c: Caller, body: { level: number; keyword?: string; pageBean?: QueryBody['pageBean'] }) {
  const { user, lang } = c;
  requireAdmin(user);
  const keyword = body.keyword?.trim();
  const querys: NonNullable<QueryBody['querys']> = [{ property: 'level', value: body.level, operation: 'EQUAL' }];
  if (keyword)
    for (const property of ['name', 'targetName', 'defKeys'])
      querys.push({ property, value: keyword, operation: 'LIKE', group: 'keyword', relation: 'OR' });
  return page(db, { querys, pageBean: body.pageBean }, lang);
}

async function entryOrThrow(db: Database, id: string) {
  const entry = await repo.findEntry(db, id);
  if (!entry) throw notFound('authorization.notFound');
  return entry;
}

export async function personnel(
  db: Database,
  user: CurrentUser,
  id: string,
  body: { keyword?: string; pageBean?: QueryBody['pageBean'] },
): Promise<PageResultOf<PersonRow>> {
  requireAdmin(user);
  await entryOrThrow(db, id);
  const { page: p, pageSize, offset } = pageOf(body);
  const found = await repo.findPersonnel(db, id, body.keyword?.trim().toLowerCase() ?? '', { limit: pageSize, offset });
  return { ...found, page: p, pageSize };
}

export async function personCount(db: Database, user: CurrentUser, id: string): Promise<number> {
  requireAdmin(user);
  await entryOrThrow(db, id);
  return repo.countPersonnel(db, id);
}

export async function posts(db: Database, user: CurrentUser, id: string): Promise<PostReach[]> {
  requireAdmin(user);
  return repo.findPosts(db, await entryOrThrow(db, id));
}

/**
 * Every startable flow with how its start is ruled; with a user, whether they may start it (the same check the start
 * itself makes) and through which authorisations. Anyone may ask about themselves, only an admin about others.
 */
/**
 * Whether a user may start a flow: the workflow's check (its own rules and the authorisations above), handed in by
 * app.ts since workflow uses this domain (authorization imports nothing of workflow).
 */
export type StartRight = (db: Database, user: Pick<CurrentUser, 'id' | 'account' | 'isAdmin'>, defKey: string) => Promise<boolean>;

export async function flowInfo(
  db: Database,
  hasStartRight: StartRight,
  c: Caller,
  body: { userId?: string; keyword?: string },
): Promise<FlowInfo[]> {
  const { user, lang } = c;
  if (body.userId && body.userId !== user.id) requireAdmin(user);
  const who = body.userId ? await reach.findUserForRights(db, body.userId) : undefined;
  if (body.userId && !who) throw notFound('authorization.userNotFound');
  const keyword = body.keyword?.trim().toLowerCase() ?? '';
  const flows = (await reach.findStartableFlows(db))
    .map((f) => ({ ...f, label: nameIn(f.name as unknown as Record<string, string>, lang) }))
    .filter((f) => !keyword || f.def_key.toLowerCase().includes(keyword) || f.label.toLowerCase().includes(keyword));
  const reaching = who ? await reach.findReachingEntries(db, who.id) : [];
  const asked = who && { id: who.id, account: who.account, fullname: who.fullname, isAdmin: who.is_admin, sessionId: '', postId: null };
  const out: FlowInfo[] = [];
  for (const f of flows) {
    out.push({
      defKey: f.def_key,
      name: f.label,
      everyone: f.rule_everyone || (f.rule_count === 0 && f.authorization_count === 0),
      ruleCount: f.rule_count,
      authorizationCount: f.authorization_count,
      mayStart: asked ? await hasStartRight(db, asked, f.def_key) : null,
      via: reaching
        .filter((r) => r.def_key === f.def_key)
        .map((r) => ({ id: r.id, name: r.name, level: r.level as FlowInfo['via'][number]['level'] })),
    });
  }
  return out;
}

/** A real calendar day (the pattern lets 2026-02-31 through). */
const realDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** Adds or changes an authorisation: the level's target must exist, the flows too, the period must run forward. */
export async function save(db: Database, c: Caller, input: AuthorizationInput): Promise<AuthorizationRow> {
  const { user, lang } = c;
  requireAdmin(user);
  const name = input.name.trim();
  if (!name) throw badRequest('authorization.nameRequired');
  const targetId = input.level === 1 ? null : input.targetId?.trim() || null;
  if (input.level !== 1 && !targetId) throw badRequest('authorization.targetRequired');
  const validFrom = input.validFrom || null;
  const validTo = input.validTo || null;
  for (const day of [validFrom, validTo]) if (day && !realDay(day)) throw badRequest('authorization.badDate', { value: day });
  if (validFrom && validTo && validTo < validFrom) throw badRequest('authorization.badPeriod');
  const defKeys = [...new Set(input.defKeys.map((k) => k.trim()).filter(Boolean))];
  if (!defKeys.length) throw badRequest('authorization.flowsRequired');
  const id = input.id ?? crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    if (targetId && !(await repo.targetExists(trx, input.level, targetId))) throw badRequest('authorization.targetNotFound');
    const known = new Set((await repo.findFlowNames(trx, defKeys)).map((d) => d.def_key));
    const unknown = defKeys.find((k) => !known.has(k));
    if (unknown) throw badRequest('authorization.flowNotFound', { key: unknown });
    const row = {
      id,
      name,
      level: input.level,
      target_id: targetId,
      enabled: input.enabled,
      valid_from: validFrom,
      valid_to: validTo,
      description: input.description?.trim() || null,
    };
    if (!(await repo.writeEntry(trx, row, defKeys, { id: user.id, name: user.fullname }, !input.id)))
      throw notFound('authorization.notFound');
  });
  const [saved] = await withFlowNames(db, [await entryOrThrow(db, id)], lang);
  return saved;
}

export async function remove(db: Database, user: CurrentUser, ids: string): Promise<number> {
  requireAdmin(user);
  const list = uniqueIds(ids);
  if (!list.length || list.length > 500) throw badRequest('authorization.badIds');
  return repo.deleteEntries(db, list);
}
