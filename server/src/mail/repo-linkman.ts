import crypto from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../db/database.js';
import type { AllowList } from '../db/filters.js';
import { selectPage, type PageQuery } from '../db/filtered-page.js';
import type { MailLinkmanTable } from './tables.js';

export type LinkmanRecord = Selectable<MailLinkmanTable>;

/** Filter and sort properties of the contact list (contract LINKMAN_FILTERS). */
export const linkmanFilters: AllowList = {
  name: { column: 'l.name', kind: 'text' },
  mailAddress: { column: 'l.mail_address', kind: 'text' },
  lastUseTime: { column: 'l.last_use_time', kind: 'date' },
  useCount: { column: 'l.use_count', kind: 'number' },
};

export const pageLinkmen = (db: Database, ownerId: string, q: PageQuery): Promise<{ rows: LinkmanRecord[]; total: number }> =>
  selectPage(
    db.selectFrom('mail_linkman as l').where('l.owner_id', '=', ownerId),
    q,
    (query) => query.selectAll('l'),
    (query) => query.orderBy('l.use_count', 'desc').orderBy('l.name').orderBy('l.id'),
    (r) => r,
  );

export const findOwnLinkman = (db: Database, ownerId: string, id: string): Promise<LinkmanRecord | undefined> =>
  db.selectFrom('mail_linkman').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();

export const findOwnLinkmanByAddress = (db: Database, ownerId: string, address: string): Promise<LinkmanRecord | undefined> =>
  db
    .selectFrom('mail_linkman')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where(sql`lower(mail_address)`, '=', address.toLowerCase())
    .executeTakeFirst();

export async function insertLinkman(db: Database, ownerId: string, name: string, address: string): Promise<string> {
  const id = crypto.randomUUID();
  await db.insertInto('mail_linkman').values({ id, owner_id: ownerId, name, mail_address: address }).execute();
  return id;
}

export async function updateOwnLinkman(db: Database, ownerId: string, id: string, name: string, address: string): Promise<void> {
  await db.updateTable('mail_linkman').set({ name, mail_address: address }).where('id', '=', id).where('owner_id', '=', ownerId).execute();
}

export async function removeOwnLinkmen(db: Database, ownerId: string, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await db
    .deleteFrom('mail_linkman')
    .where('owner_id', '=', ownerId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Counts a use of each address (a sent mail): new addresses become contacts, named when a name is known. */
export async function recordUse(db: Database, ownerId: string, recipients: readonly { name: string; address: string }[]): Promise<void> {
  for (const r of recipients)
    await sql`
      insert into mail_linkman (id, owner_id, name, mail_address, use_count, last_use_time)
      values (${crypto.randomUUID()}, ${ownerId}, ${r.name}, ${r.address}, 1, now())
      on conflict (owner_id, lower(mail_address)) do update set
        use_count = mail_linkman.use_count + 1,
        last_use_time = now(),
        name = case when mail_linkman.name = '' then excluded.name else mail_linkman.name end
    `.execute(db);
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The caller's contacts whose name or address contains `query` (all when empty), most used first. */
export const suggestLinkmen = (db: Database, ownerId: string, query: string, limit: number) =>
  db
    .selectFrom('mail_linkman')
    .select(['name', 'mail_address'])
    .where('owner_id', '=', ownerId)
    .$if(!!query, (qb) => qb.where((eb) => eb.or([eb('name', 'ilike', likeOf(query)), eb('mail_address', 'ilike', likeOf(query))])))
    .orderBy('use_count', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();

/** Active portal users with an email whose name, account or email contains `query`. */
export const suggestUsers = (db: Database, query: string, limit: number) =>
  db
    .selectFrom('uc_user')
    .select(['id', 'account', 'fullname', 'email'])
    .where('status', '=', 1)
    .where('email', 'is not', null)
    .where('email', '<>', '')
    .$if(!!query, (qb) =>
      qb.where((eb) =>
        eb.or([eb('fullname', 'ilike', likeOf(query)), eb('account', 'ilike', likeOf(query)), eb('email', 'ilike', likeOf(query))]),
      ),
    )
    .orderBy('fullname')
    .orderBy('id')
    .limit(limit)
    .execute();
