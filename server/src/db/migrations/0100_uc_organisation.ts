import { sql, type Kysely } from 'kysely';

/**
 * The user centre: dimensions, organisation tree, jobs, posts, roles, users and their links.
 * Ids are text (short stable ids in the seed, UUIDs for rows created later).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table uc_dem (
      id text primary key,
      code text not null unique,
      name text not null,
      is_default boolean not null default false,
      description text
    );
    create table uc_org (
      id text primary key,
      dem_id text not null references uc_dem(id),
      parent_id text references uc_org(id),
      code text not null unique,
      name text not null,
      -- dotted id path from the root (root.a.b), for subtree queries
      path text not null,
      path_name text not null,
      level int not null,
      sort int not null default 0,
      leader_id text
    );
    create index uc_org_parent on uc_org(parent_id);
    create table uc_job (
      id text primary key,
      code text not null unique,
      name text not null,
      level int not null default 0
    );
    create table uc_post (
      id text primary key,
      org_id text not null references uc_org(id),
      job_id text references uc_job(id),
      code text not null unique,
      name text not null,
      is_leader boolean not null default false
    );
    create table uc_role (
      id text primary key,
      code text not null unique,
      name text not null,
      enabled boolean not null default true,
      description text
    );
    create table uc_user (
      id text primary key,
      account text not null unique,
      fullname text not null,
      -- pinyin of the full name, full and initials ("zhang san zhangsan zs"), for user search
      pinyin text not null default '',
      email text,
      mobile text,
      sex text,
      address text,
      photo text,
      -- 1 normal, 0 disabled, -1 not activated, other departed (spec 01 §4)
      status int not null default 1,
      is_admin boolean not null default false,
      password_hash text not null,
      password_changed_at timestamptz not null default now(),
      employee_no text,
      created_at timestamptz not null default now()
    );
    create index uc_user_fullname on uc_user(fullname);
    create table uc_user_org (
      user_id text not null references uc_user(id) on delete cascade,
      org_id text not null references uc_org(id) on delete cascade,
      is_main boolean not null default false,
      primary key (user_id, org_id)
    );
    create index uc_user_org_org on uc_user_org(org_id);
    create table uc_user_post (
      user_id text not null references uc_user(id) on delete cascade,
      post_id text not null references uc_post(id) on delete cascade,
      is_main boolean not null default false,
      primary key (user_id, post_id)
    );
    create table uc_user_role (
      user_id text not null references uc_user(id) on delete cascade,
      role_id text not null references uc_role(id) on delete cascade,
      primary key (user_id, role_id)
    );
    create index uc_user_role_role on uc_user_role(role_id);
    alter table uc_org add constraint uc_org_leader foreign key (leader_id) references uc_user(id) deferrable initially deferred;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists uc_user_role, uc_user_post, uc_user_org, uc_user, uc_role, uc_post, uc_job, uc_org, uc_dem cascade`.execute(
    db,
  );
}
