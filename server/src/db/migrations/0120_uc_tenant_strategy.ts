import { sql, type Kysely } from 'kysely';

/**
 * What the user centre needs beyond the organisation: tenants (the portal asks for one by code),
 * the password strategy a password change is checked against, and the data scope of each role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table uc_tenant (
      id text primary key,
      code text not null unique,
      name text not null,
      short_name text,
      status text not null default 'enable',
      domain text,
      created_at timestamptz not null default now()
    );
    create table uc_pwd_strategy (
      id text primary key,
      is_default boolean not null default false,
      min_length int not null default 8,
      require_letter boolean not null default true,
      require_digit boolean not null default true,
      require_upper boolean not null default false,
      require_special boolean not null default false,
      forbid_account boolean not null default true,
      -- 0: never expires
      expire_days int not null default 0
    );
    create unique index uc_pwd_strategy_default on uc_pwd_strategy(is_default) where is_default;
    insert into uc_pwd_strategy (id, is_default) values ('default', true);
    -- all, orgAndChildren, org or self: what a role may see of other people's data
    alter table uc_role add column data_scope text not null default 'self';
    create index uc_user_pinyin on uc_user(pinyin);
    create index uc_user_post_post on uc_user_post(post_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists uc_user_post_post;
    drop index if exists uc_user_pinyin;
    alter table uc_role drop column if exists data_scope;
    drop table if exists uc_pwd_strategy, uc_tenant;
  `.execute(db);
}
