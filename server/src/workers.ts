import type { AppDeps } from './lib/context.js';
import { fireTimer } from './workflow/timers/fire.js';
import { resendLostTimerJobs } from './workflow/timers/service.js';
import { readJobsSettings, startJobs, type JobsSettings, type RunningJobs } from './jobs/boss.js';
import { runSync } from './mail/sync.js';
import { ANALYTICS_QUEUE, MAIL_SYNC_QUEUE, NOTIFY_EMAIL_QUEUE, NOTIFY_WEBHOOK_QUEUE, TIMER_QUEUE } from './jobs/queues.js';
import { maintain, queuePendingRebuild, rebuild } from './workflow/analytics/service.js';
import { deliverEmail } from './notify/deliver-email.js';
import { deliverWebhook } from './notify/deliver-webhook.js';

/**
 * This process's job worker with the handler of every queue (started by the server after its migrations). It is put
 * together here, beside app.ts, so that jobs/ (pg-boss, the queues' names) imports no domain.
 */
export async function startWorkers(
  deps: Pick<AppDeps, 'db' | 'config'>,
  url: string,
  log: (m: string) => void,
  settings: JobsSettings = readJobsSettings(),
): Promise<RunningJobs> {
  const resent = await resendLostTimerJobs(deps.db);
  if (resent) log(`timers: ${resent} waiting timers had no job and got one again`);
  // rows written before the analytics rollups existed (migration 1021 asks for this once)
  if (await queuePendingRebuild(deps.db)) log('analytics: a rebuild of every rollup was queued');
  return startJobs(
    url,
    settings,
    {
      [TIMER_QUEUE]: async (data) => {
        if (typeof data.timerId === 'string') await fireTimer(deps, data.timerId);
      },
      [MAIL_SYNC_QUEUE]: async (data) => {
        if (typeof data.accountId === 'string') await runSync(deps, data.accountId);
      },
      [ANALYTICS_QUEUE]: async (data) => {
        if (typeof data.maintain === 'string') return maintain(deps, data.maintain);
        const n = await rebuild(deps, typeof data.defKey === 'string' ? data.defKey : null);
        log(`analytics: rollups of ${n} definition(s) rebuilt`);
      },
      [NOTIFY_EMAIL_QUEUE]: async (data) => {
        if (typeof data.deliveryId === 'string') await deliverEmail(deps.db, deps.config.notify, data.deliveryId);
      },
      [NOTIFY_WEBHOOK_QUEUE]: async (data) => {
        if (typeof data.deliveryId === 'string') await deliverWebhook(deps.db, deps.config.notify, data.deliveryId);
      },
    },
    log,
  );
}
