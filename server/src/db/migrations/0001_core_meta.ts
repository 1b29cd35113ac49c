import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists app_meta (key text primary key, value text not null)`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db).catch(() => {});
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists app_meta`.execute(db);
}
