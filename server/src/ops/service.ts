import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../lib/context.js';
import { engineState } from '../workflow/index.js';
import { countJobsWaiting, migrationsPending, pingWithin } from './repo.js';

export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  migrations: 'done' | 'pending' | 'unknown';
  engine: { workers: number; alive: number };
  /**
   * What keeps it from being ready, for the operator (English, like the log): which check failed, in our own words.
   * /ready is public, so the database's error text (its name, users, hosts) and the migrations' names go to the log.
   */
  problems: string[];
}

const PING_MS = 2000;

/**
 * /ready: the database answers, every migration has run, and the engine's worker threads are up. A load
 * balancer sends traffic only to a ready server; /health only says the process lives.
 */
export async function readiness(deps: AppDeps, log: FastifyBaseLogger): Promise<Readiness> {
  const problems: string[] = [];
  let database: Readiness['database'] = 'up';
  let migrations: Readiness['migrations'] = 'unknown';
  try {
    await pingWithin(deps.db, PING_MS);
  } catch (err) {
    database = 'down';
    problems.push('database: no answer');
    log.warn({ check: 'database', err }, 'not ready: the database gives no answer');
  }
  if (database === 'up') {
    const pending = await migrationsPending(deps.db).catch((err: unknown) => {
      log.warn({ check: 'migrations', err }, 'not ready: the migrations table is unreadable');
      return null;
    });
    migrations = pending === null ? 'unknown' : pending.length ? 'pending' : 'done';
    if (pending === null) problems.push('migrations: state unreadable');
    else if (pending.length) {
      problems.push(`migrations: ${pending.length} not run`);
      log.warn({ check: 'migrations', detail: pending.join(', ') }, 'not ready: migrations not run');
    }
  }
  const engine = engineState();
  if (engine.alive < engine.workers) problems.push(`engine: ${engine.alive} of ${engine.workers} workers up`);
  return { ready: problems.length === 0, database, migrations, engine, problems };
}

export const jobsWaiting = (deps: AppDeps): Promise<number> => countJobsWaiting(deps.db);
