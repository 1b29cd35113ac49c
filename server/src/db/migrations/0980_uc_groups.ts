import { sql, type Kysely } from 'kysely';

/**
 * Groups (issue 16): a group is personal (owner_id: only its owner sees and changes it) or shared (no owner:
 * everyone sees it, admins change it). Its code is unique among its owner's groups, or among the shared ones.
 * Members keep their order in `sort` (0-based, rewritten under the group's row lock).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table uc_group (
      id text primary key,
      code text not null,
      name text not null,
      description text,
      owner_id text references uc_user(id) on delete cascade,
      create_by text references uc_user(id) on delete set null,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create unique index uc_group_code on uc_group(coalesce(owner_id, ''), lower(code));
    create index uc_group_owner on uc_group(owner_id);
    create table uc_group_user (
      id text primary key,
      group_id text not null references uc_group(id) on delete cascade,
      user_id text not null references uc_user(id) on delete cascade,
      sort integer not null,
      create_time timestamptz not null default now(),
      unique (group_id, user_id)
    );
    create index uc_group_user_order on uc_group_user(group_id, sort);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists uc_group_user; drop table if exists uc_group`.execute(db);
}
