import { sql, type Kysely } from 'kysely';

/**
 * One main organisation per user, held by the database (issue 30, the user list by organisation at 100,000 users).
 * Every writer already keeps it (a save writes one, the import one per user, a post's new holder gets one only when
 * they had none, a merge moves it) and the lists read it as one (the list's row joins the main organisation). Held as
 * a rule, it lets the user list count an organisation's subtree without sorting out who is placed twice: the main
 * places in it are each a different user, read in index order and stopped at the count's cap, and only the users
 * placed there otherwise (a post in another unit) are grouped. The rule is checked at commit, so a merge may move a
 * main place before it deletes the old one in the same transaction.
 *
 * A user who has several main places already (none of the portal's writers makes one) keeps the deepest one, as the
 * departures' hand-over reads it; the others stay as places that are not main.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update uc_user_org uo set is_main = false
    from (
      select m.user_id, m.org_id,
        row_number() over (partition by m.user_id order by o.level desc, m.org_id) as n
      from uc_user_org m join uc_org o on o.id = m.org_id
      where m.is_main
    ) extra
    where extra.n > 1 and uo.user_id = extra.user_id and uo.org_id = extra.org_id;
    alter table uc_user_org add constraint uc_user_org_one_main
      exclude using btree (user_id with =) include (org_id) where (is_main) deferrable initially deferred;
    -- a unit's members by their main place, and by their other places
    create index uc_user_org_main_members on uc_user_org (org_id, user_id) where is_main;
    create index uc_user_org_other_members on uc_user_org (org_id, user_id) where not is_main;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists uc_user_org_other_members, uc_user_org_main_members;
    alter table uc_user_org drop constraint if exists uc_user_org_one_main;
  `.execute(db);
}
