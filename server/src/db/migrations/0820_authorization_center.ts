import { sql, type Kysely } from 'kysely';

/**
 * The authorisation centre: authorisations granting the start of flows (by definition key) to the people one
 * level names: 1 the company, 2 a department and its sub-departments, 3 a role, 4 a post, 5 a person. The target
 * is kept as an id without a foreign key (it names one of four tables); a removed target reaches nobody.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table auth_center_entry (
      id text primary key,
      name text not null,
      level smallint not null check (level between 1 and 5),
      target_id text,
      enabled boolean not null default true,
      valid_from date,
      valid_to date,
      description text,
      created_by text not null,
      created_at timestamptz not null default now(),
      updated_by text not null,
      updated_by_name text not null,
      updated_at timestamptz not null default now(),
      check ((level = 1) = (target_id is null)),
      check (valid_from is null or valid_to is null or valid_to >= valid_from)
    );
    create index auth_center_entry_level on auth_center_entry(level, updated_at desc);
    create index auth_center_entry_target on auth_center_entry(target_id) where target_id is not null;
    create table auth_center_flow (
      entry_id text not null references auth_center_entry(id) on delete cascade,
      def_key text not null,
      sort smallint not null default 0,
      primary key (entry_id, def_key)
    );
    create index auth_center_flow_key on auth_center_flow(def_key);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists auth_center_flow, auth_center_entry cascade`.execute(db);
}
