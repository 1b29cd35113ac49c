import { sql, type Kysely } from 'kysely';

/**
 * Organisation administration (issue 30 part 1): closed units are kept (status), several leaders per unit
 * (uc_org_leader; uc_org.leader_id stays the first of them for the readers that know one), and a version on every row
 * administrators change, so the second of two admins editing at once is refused (409) instead of overwriting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table uc_org add column status text not null default 'active' check (status in ('active', 'closed'));
    alter table uc_org add column closed_at timestamptz;
    alter table uc_org add column version int not null default 1;
    create index if not exists uc_org_path on uc_org (path text_pattern_ops);
    create index if not exists uc_org_dem on uc_org (dem_id, status);
    create table uc_org_leader (
      org_id text not null references uc_org(id) on delete cascade,
      user_id text not null references uc_user(id) on delete cascade,
      sort int not null default 0,
      primary key (org_id, user_id)
    );
    insert into uc_org_leader (org_id, user_id, sort) select id, leader_id, 0 from uc_org where leader_id is not null;
    alter table uc_dem add column version int not null default 1;
    alter table uc_job add column version int not null default 1;
    alter table uc_post add column version int not null default 1;
    create index if not exists uc_post_org on uc_post (org_id);
    create index if not exists uc_user_post_post on uc_user_post (post_id);
    alter table uc_role add column version int not null default 1;
    alter table sys_menu add column version int not null default 1;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sys_menu drop column if exists version;
    alter table uc_role drop column if exists version;
    drop index if exists uc_user_post_post;
    drop index if exists uc_post_org;
    alter table uc_post drop column if exists version;
    alter table uc_job drop column if exists version;
    alter table uc_dem drop column if exists version;
    drop table if exists uc_org_leader;
    drop index if exists uc_org_dem;
    drop index if exists uc_org_path;
    alter table uc_org drop column if exists version, drop column if exists closed_at, drop column if exists status;
  `.execute(db);
}
