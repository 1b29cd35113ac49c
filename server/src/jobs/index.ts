/**
 * The jobs domain's door (pg-boss in the same database): what other domains may use. jobs/ imports no domain: the
 * handlers of the queues are put together in server/src/workers.ts. Migrations name the queues through queues.ts.
 */
export { readJobsSettings, sendJobs, startJobs, type JobHandler, type JobsSettings, type NewJob, type RunningJobs } from './boss.js';
export { ANALYTICS_QUEUE, BOSS_SCHEMA, MAIL_SYNC_QUEUE, NOTIFY_EMAIL_QUEUE, NOTIFY_WEBHOOK_QUEUE, QUEUES, TIMER_QUEUE } from './queues.js';
