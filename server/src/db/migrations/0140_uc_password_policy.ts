import { sql, type Kysely } from 'kysely';

/**
 * The password policy of issue 13: at least 10 characters, not a common password, neither the account nor the
 * name inside it. The default strategy moves up to 10 unless someone already set more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table uc_pwd_strategy add column forbid_common boolean not null default true;
    alter table uc_pwd_strategy alter column min_length set default 10;
    update uc_pwd_strategy set min_length = 10 where min_length < 10;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table uc_pwd_strategy drop column forbid_common;
    alter table uc_pwd_strategy alter column min_length set default 8;
  `.execute(db);
}
