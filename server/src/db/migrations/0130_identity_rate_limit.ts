import { sql, type Kysely } from 'kysely';

/** Request counters of the rate limits, shared by every server process (see identity/rate-limit-store.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table identity_rate_limit (
      key text primary key,
      count int not null,
      reset_at timestamptz not null
    );
    create index identity_rate_limit_reset on identity_rate_limit(reset_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists identity_rate_limit`.execute(db);
}
