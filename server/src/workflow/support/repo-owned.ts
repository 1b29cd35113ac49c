import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { selectPage } from '../../db/filtered-page.js';
import type { Paging } from '../../db/paging.js';
import { iso } from '../task-lists/repo-common.js';
import { fullnameOf } from './repo-users.js';

/**
 * The statements shared by the tables of rows a user owns: agents (owner: the principal), secretaries
 * (the leader) and approval words (the user; none: a shared word). Each names its table and owner column.
 */
export interface OwnedTable {
  table: 'wf_agent' | 'wf_secretary' | 'wf_approval_item';
  owner: 'principal_id' | 'leader_id' | 'user_id';
}

/**
 * A table whose rows join their owner to one other user (agents: the agent; secretaries: the secretary); `view` is
 * how the portal reads a row (of type Row, with both users' names).
 */
export interface PartyTable<Row, View> extends OwnedTable {
  other: 'agent_id' | 'secretary_id';
  view: (r: Row & PartyNames) => View;
}

/** A party row's two users, by the same names in every party table. */
export interface PartyNames {
  owner_id: string;
  owner_name: string;
  other_id: string;
  other_name: string;
}

/** One table's rows, typed by the caller: the statements below touch only `id` and the owner column. */
type Rows = Kysely<Record<OwnedTable['table'], Record<string, unknown>>>;
const rowsOf = (db: Database) => db as unknown as Rows;

/** The owner of a row (null: nobody's), locked until the transaction ends; undefined when there is no such row. */
export async function ownerOf(trx: Database, t: OwnedTable, id: string): Promise<{ owner: string | null } | undefined> {
  return rowsOf(trx)
    .selectFrom(t.table)
    .select(sql<string | null>`${sql.ref(t.owner)}`.as('owner'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateOwned(trx: Database, t: OwnedTable, id: string, values: object): Promise<void> {
  await rowsOf(trx).updateTable(t.table).set(values).where('id', '=', id).execute();
}

/** Removes the given rows, only the owner's own unless ownerId is null (an admin). */
export async function removeOwned(db: Database, t: OwnedTable, ids: string[], ownerId: string | null): Promise<number> {
  let q = rowsOf(db).deleteFrom(t.table).where('id', 'in', ids);
  if (ownerId !== null) q = q.where(t.owner, '=', ownerId);
  return Number((await q.executeTakeFirst()).numDeletedRows);
}

/** The rows of a party table as `x`. */
const partyFrom = <Row>(db: Database, t: PartyTable<Row, unknown>) => db.selectFrom(sql<Row>`${sql.table(t.table)}`.as('x'));

/** The rows with both users' names. */
const withNames = <Row>(t: PartyTable<Row, unknown>, q: ReturnType<typeof partyFrom<Row>>) =>
  q
    .selectAll('x')
    .select([
      sql<string>`${sql.ref(`x.${t.owner}`)}`.as('owner_id'),
      fullnameOf(`x.${t.owner}`).as('owner_name'),
      sql<string>`${sql.ref(`x.${t.other}`)}`.as('other_id'),
      fullnameOf(`x.${t.other}`).as('other_name'),
    ])
    .$castTo<Row & PartyNames>();

export async function partyById<Row, View>(db: Database, t: PartyTable<Row, View>, id: string): Promise<View | undefined> {
  const rows: (Row & PartyNames)[] = await withNames(t, partyFrom(db, t))
    .where(sql<boolean>`x.id = ${id}`)
    .execute();
  return rows.map(t.view)[0];
}

/** A page of the rows a user is party to, as owner or as the other user (null: everyone's), newest first, counted exactly. */
export async function pageParties<Row, View>(db: Database, t: PartyTable<Row, View>, userId: string | null, p: Paging) {
  const [owner, other] = [sql.ref(`x.${t.owner}`), sql.ref(`x.${t.other}`)];
  const where = userId === null ? sql<boolean>`true` : sql<boolean>`(${owner} = ${userId} or ${other} = ${userId})`;
  const { rows, total } = await selectPage(
    partyFrom(db, t),
    { where, order: [], limit: p.pageSize, offset: p.offset },
    (q) => withNames(t, q),
    (q) => q.orderBy(sql`x.create_time desc`),
    (r): View => t.view(r as Row & PartyNames),
  );
  return { rows, total, page: p.page, pageSize: p.pageSize };
}

/** A party row as the portal reads it: its users under their roles' names (`principal`: principalId, principalName). */
export type PartyFields<O extends string, G extends string> = {
  id: string;
  defKeys: string[];
  enabled: boolean;
  createTime: string;
} & Record<`${O | G}Id` | `${O | G}Name`, string>;

export function partyFields<O extends string, G extends string>(
  r: PartyNames & { id: string; def_keys: string[]; enabled: boolean; create_time: Date },
  owner: O,
  other: G,
): PartyFields<O, G> {
  const users = { [`${owner}Id`]: r.owner_id, [`${owner}Name`]: r.owner_name, [`${other}Id`]: r.other_id, [`${other}Name`]: r.other_name };
  return {
    id: r.id,
    defKeys: r.def_keys,
    enabled: r.enabled,
    createTime: iso(r.create_time)!,
    ...(users as Record<`${O | G}${'Id' | 'Name'}`, string>),
  };
}
