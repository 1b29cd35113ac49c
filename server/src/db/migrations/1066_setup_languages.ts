import { sql, type Kysely } from 'kysely';

/**
 * The languages a company offers (issue 30): one row for every company, not only one that started empty (the demo
 * company's administrator may narrow them too). No row means all three. They lived in `sys_setup.languages`
 * (migration 1063, only in an empty company's row): copied here, and the column goes, so there is one place to read.
 * `version` guards a change against two administrators at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sys_languages (
      id int primary key check (id = 1),
      languages text not null check (languages <> ''),
      version int not null default 0,
      changed_at timestamptz not null default now()
    );
    insert into sys_languages (id, languages) select 1, languages from sys_setup where id = 1 and languages <> '';
    alter table sys_setup drop column languages;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sys_setup add column languages text not null default 'zh-CN,en-US,id';
    update sys_setup set languages = l.languages from sys_languages l;
    drop table sys_languages;
  `.execute(db);
}
