import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import { BOSS_SCHEMA, QUEUES } from './queues.js';
import { bossDbOf } from './repo.js';

/**
 * The jobs of this server on pg-boss 10: every server process runs a worker, jobs are taken with
 * SKIP LOCKED (one process each), and a process killed in the middle of a job leaves it active
 * until it expires, when pg-boss gives it to a worker again. Handlers are written to be run twice.
 */

export interface JobsSettings {
  /** how often an idle worker asks for jobs (JOBS_POLL_SECONDS, at least 0.5) */
  pollSeconds: number;
  /** how often the expiry of jobs of dead workers is checked (JOBS_MAINTENANCE_SECONDS) */
  maintenanceSeconds: number;
  /** an active job not completed after this is tried again (JOBS_EXPIRE_SECONDS) */
  expireSeconds: number;
  /** JOBS=off: this process runs no worker (jobs are still sent; another process runs them) */
  worker: boolean;
}

export function readJobsSettings(env: NodeJS.ProcessEnv = process.env): JobsSettings {
  const num = (v: string | undefined, fallback: number, min: number) => {
    const n = Number(v);
    return v && Number.isFinite(n) ? Math.max(min, n) : fallback;
  };
  return {
    pollSeconds: num(env.JOBS_POLL_SECONDS, 2, 0.5),
    maintenanceSeconds: Math.round(num(env.JOBS_MAINTENANCE_SECONDS, 60, 1)),
    expireSeconds: Math.round(num(env.JOBS_EXPIRE_SECONDS, 300, 1)),
    worker: env.JOBS !== 'off',
  };
}

// sends a job on the caller's connection only (the `db` option of every send): never connects itself
const nowhere = {
  executeSql: () => Promise.reject(new Error('jobs are sent inside a transaction')),
};
const sender = new PgBoss({ db: nowhere, schema: BOSS_SCHEMA });

export interface NewJob {
  /** the job's data (a timer: its row id) */
  data: Record<string, unknown>;
  startAfter: Date;
  /** the same key is never queued twice while one waits */
  key: string;
  /** retries after a failure (default 20, first after 1 s, doubling) */
  retry?: { limit: number; delaySeconds: number };
}

/** Sends jobs inside the caller's transaction: they exist exactly when what they serve was committed. */
export async function sendJobs(trx: Database, queue: (typeof QUEUES)[number], jobs: NewJob[], settings: JobsSettings): Promise<void> {
  const db = bossDbOf(trx);
  for (const job of jobs)
    await sender.send(queue, job.data, {
      db,
      startAfter: job.startAfter,
      singletonKey: job.key,
      retryLimit: job.retry?.limit ?? 20,
      retryDelay: job.retry?.delaySeconds ?? 1,
      retryBackoff: true,
      expireInSeconds: settings.expireSeconds,
    });
}

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface RunningJobs {
  stop(): Promise<void>;
}

/** Starts this process's worker on every queue with a handler; stop() lets a running job finish (graceful). */
export async function startJobs(
  url: string,
  settings: JobsSettings,
  handlers: Partial<Record<(typeof QUEUES)[number], JobHandler>>,
  log: (m: string) => void,
): Promise<RunningJobs> {
  const boss = new PgBoss({
    connectionString: url,
    schema: BOSS_SCHEMA,
    max: 3,
    application_name: 'portal-jobs',
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
    schedule: false,
  });
  boss.on('error', (err: Error) => log(`jobs: ${err.message}`));
  await boss.start();
  if (settings.worker)
    for (const [queue, handler] of Object.entries(handlers) as [(typeof QUEUES)[number], JobHandler][])
      await boss.work<Record<string, unknown>>(queue, { pollingIntervalSeconds: settings.pollSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data ?? {});
      });
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
