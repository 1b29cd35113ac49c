import { sql, type Kysely } from 'kysely';
import { ANALYTICS_QUEUE, BOSS_SCHEMA } from '../../jobs/queues.js';

/**
 * The pg-boss queue `analytics-rollup` (issue 17): a job rebuilds a definition's rollups (or all
 * of them) from the instances and tasks. The database is marked for a rebuild of everything: the
 * server sends that job when it starts (workers.ts), so rows written before this migration
 * are in the rollups too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`select ${sql.id(BOSS_SCHEMA)}.create_queue(${ANALYTICS_QUEUE}, ${JSON.stringify({ policy: 'standard' })}::json)
    where not exists (select 1 from ${sql.id(BOSS_SCHEMA, 'queue')} where name = ${ANALYTICS_QUEUE})`.execute(db);
  await sql`insert into app_meta (key, value) values ('analytics_rebuild', 'pending')
    on conflict (key) do update set value = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from app_meta where key = 'analytics_rebuild'`.execute(db);
  await sql`select ${sql.id(BOSS_SCHEMA)}.delete_queue(${ANALYTICS_QUEUE})
    where exists (select 1 from ${sql.id(BOSS_SCHEMA, 'queue')} where name = ${ANALYTICS_QUEUE})`.execute(db);
}
