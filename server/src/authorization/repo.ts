import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { selectPage, type PageQuery } from '../db/filtered-page.js';
import type { I18n } from '../workflow/tables.js';
import { inForce, reaches } from './repo-reach.js';

/** The SQL of the authorisation centre's lists: authorisations, the people and posts they reach. */

/** The authorisations with their target's name, flow keys (comma separated, in order) and whether in force. */
const entries = (db: Database) =>
  db.selectFrom((eb) =>
    eb
      .selectFrom('auth_center_entry as x')
      .leftJoin('uc_org as o', (j) => j.onRef('o.id', '=', 'x.target_id').on('x.level', '=', 2))
      .leftJoin('uc_role as r', (j) => j.onRef('r.id', '=', 'x.target_id').on('x.level', '=', 3))
      .leftJoin('uc_post as p', (j) => j.onRef('p.id', '=', 'x.target_id').on('x.level', '=', 4))
      .leftJoin('uc_org as po', 'po.id', 'p.org_id')
      .leftJoin('uc_user as u', (j) => j.onRef('u.id', '=', 'x.target_id').on('x.level', '=', 5))
      .select([
        'x.id',
        'x.name',
        'x.level',
        'x.target_id',
        'x.enabled',
        'x.valid_from',
        'x.valid_to',
        'x.description',
        'x.updated_by_name',
        'x.updated_at',
        sql<string | null>`case x.level when 2 then o.path_name when 3 then r.name
          when 4 then p.name || ' · ' || po.name when 5 then u.fullname || ' (' || u.account || ')' end`.as('target_name'),
        sql<string>`coalesce((select string_agg(f.def_key, ',' order by f.sort, f.def_key) from auth_center_flow f
          where f.entry_id = x.id), '')`.as('def_keys'),
        inForce('x').as('in_force'),
      ])
      .as('e'),
  );

export interface EntryRecord {
  id: string;
  name: string;
  level: number;
  targetId: string | null;
  targetName: string | null;
  defKeys: string[];
  enabled: boolean;
  validFrom: string | null;
  validTo: string | null;
  inForce: boolean;
  description: string | null;
  updatedByName: string;
  updateTime: string;
}

const columnsOf = (q: ReturnType<typeof entries>) =>
  q.select([
    'e.id',
    'e.name',
    'e.level',
    'e.target_id',
    'e.target_name',
    'e.def_keys',
    'e.enabled',
    sql<string | null>`to_char(e.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
    sql<string | null>`to_char(e.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
    'e.in_force',
    'e.description',
    'e.updated_by_name',
    'e.updated_at',
  ]);

type Selected = Awaited<ReturnType<ReturnType<typeof columnsOf>['execute']>>[number];
const toRecord = (r: Selected): EntryRecord => ({
  id: r.id,
  name: r.name,
  level: r.level,
  targetId: r.target_id,
  targetName: r.target_name,
  defKeys: r.def_keys ? r.def_keys.split(',') : [],
  enabled: r.enabled,
  validFrom: r.valid_from,
  validTo: r.valid_to,
  inForce: r.in_force,
  description: r.description,
  updatedByName: r.updated_by_name,
  updateTime: r.updated_at.toISOString(),
});

/** A page of authorisations under the checked filters; the newest change first after the sorters. */
export const findEntryPage = (db: Database, q: PageQuery) =>
  selectPage(entries(db), q, columnsOf, (query) => query.orderBy('e.updated_at', 'desc').orderBy('e.id'), toRecord);

export async function findEntry(db: Database, id: string): Promise<EntryRecord | undefined> {
  const row = await columnsOf(entries(db)).where('e.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** How many authorisations each level holds under the filters. */
export function countByLevel(db: Database, where: PageQuery['where']) {
  const base = entries(db);
  return (where ? base.where(where) : base)
    .select(['e.level', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('e.level')
    .orderBy('e.level')
    .execute();
}

/** The names (jsonb, every language) of the main definitions of these keys. */
export function findFlowNames(db: Database, keys: string[]) {
  if (!keys.length) return Promise.resolve([] as { def_key: string; name: I18n }[]);
  return db.selectFrom('wf_def').select(['def_key', 'name']).where('def_key', 'in', keys).where('is_main', '=', true).execute();
}

/** Which ids exist in the table of a level (2 departments, 3 roles, 4 posts, 5 users). */
export async function targetExists(db: Database, level: number, id: string): Promise<boolean> {
  const table = ({ 2: 'uc_org', 3: 'uc_role', 4: 'uc_post', 5: 'uc_user' } as const)[level as 2 | 3 | 4 | 5];
  if (!table) return false;
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export interface EntryWrite {
  id: string;
  name: string;
  level: number;
  target_id: string | null;
  enabled: boolean;
  valid_from: string | null;
  valid_to: string | null;
  description: string | null;
}

/** Adds or replaces an authorisation and its flows (in the caller's transaction); false when the id to change is gone. */
export async function writeEntry(db: Database, row: EntryWrite, defKeys: string[], by: { id: string; name: string }, isNew: boolean) {
  const now = new Date();
  if (isNew) {
    await db
      .insertInto('auth_center_entry')
      .values({ ...row, created_by: by.id, updated_by: by.id, updated_by_name: by.name, updated_at: now })
      .execute();
  } else {
    const changed = await db
      .updateTable('auth_center_entry')
      .set({ ...row, updated_by: by.id, updated_by_name: by.name, updated_at: now })
      .where('id', '=', row.id)
      .executeTakeFirst();
    if (!Number(changed.numUpdatedRows)) return false;
    await db.deleteFrom('auth_center_flow').where('entry_id', '=', row.id).execute();
  }
  await db
    .insertInto('auth_center_flow')
    .values(defKeys.map((def_key, sort) => ({ entry_id: row.id, def_key, sort })))
    .execute();
  return true;
}

export async function deleteEntries(db: Database, ids: string[]): Promise<number> {
  const gone = await db.deleteFrom('auth_center_entry').where('id', 'in', ids).executeTakeFirst();
  return Number(gone.numDeletedRows);
}

/** The active people an authorisation reaches, with their main department and post; a name, account or pinyin search. */
export function findPersonnel(db: Database, entryId: string, keyword: string, page: { limit: number; offset: number }) {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const base = db
    .selectFrom('uc_user as u')
    .innerJoin('auth_center_entry as e', (j) => j.on('e.id', '=', entryId))
    .where('u.status', '=', 1)
    .where(reaches('e', 'u'))
    .$if(keyword !== '', (q) => q.where(sql<boolean>`(u.fullname ilike ${like} or u.account ilike ${like} or u.pinyin ilike ${like})`));
  return Promise.all([
    base
      .leftJoin('uc_user_org as uo', (j) => j.onRef('uo.user_id', '=', 'u.id').on('uo.is_main', '=', true))
      .leftJoin('uc_org as o', 'o.id', 'uo.org_id')
      .leftJoin('uc_user_post as up', (j) => j.onRef('up.user_id', '=', 'u.id').on('up.is_main', '=', true))
      .leftJoin('uc_post as p', 'p.id', 'up.post_id')
      .select(['u.id', 'u.account', 'u.fullname', 'o.name as orgName', 'p.name as postName'])
      .orderBy('u.account')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]).then(([rows, count]) => ({ rows, total: Number(count.n) }));
}

/** How many active people an authorisation reaches. */
export async function countPersonnel(db: Database, entryId: string): Promise<number> {
  const row = await db
    .selectFrom('uc_user as u')
    .innerJoin('auth_center_entry as e', (j) => j.on('e.id', '=', entryId))
    .where('u.status', '=', 1)
    .where(reaches('e', 'u'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const POST_LIMIT = 500;

/**
 * The posts an authorisation reaches: every post (company), the posts of the department and below, the posts its
 * role's holders hold, the post itself, or the person's posts; each with its active holders.
 */
export function findPosts(db: Database, entry: { level: number; targetId: string | null }) {
  const target = entry.targetId ?? '';
  const which = {
    1: sql<boolean>`true`,
    2: sql<boolean>`exists (select 1 from uc_org t where t.id = ${target} and (o.path = t.path or left(o.path, length(t.path) + 1) = t.path || '.'))`,
    3: sql<boolean>`exists (select 1 from uc_user_post up join uc_user_role ur on ur.user_id = up.user_id
      where up.post_id = p.id and ur.role_id = ${target})`,
    4: sql<boolean>`p.id = ${target}`,
    5: sql<boolean>`exists (select 1 from uc_user_post up where up.post_id = p.id and up.user_id = ${target})`,
  }[entry.level as 1 | 2 | 3 | 4 | 5];
  return db
    .selectFrom('uc_post as p')
    .innerJoin('uc_org as o', 'o.id', 'p.org_id')
    .where(which ?? sql<boolean>`false`)
    .select([
      'p.id',
      'p.name',
      'o.name as orgName',
      sql<number>`(select count(*) from uc_user_post up join uc_user uu on uu.id = up.user_id and uu.status = 1
        where up.post_id = p.id)::int`.as('holders'),
    ])
    .orderBy('o.path')
    .orderBy('p.is_leader', 'desc')
    .orderBy('p.name')
    .limit(POST_LIMIT)
    .execute();
}
