/**
 * The pg-boss schema and the queues of this server. pg-boss keeps its tables in a schema of their
 * own in the same database; it is built by a migration (0940), so that every database, the test
 * template included, can take a job inside a transaction before any worker has started.
 */
export const BOSS_SCHEMA = 'pgboss';

/** One job per timer row (wf_timer): a BPMN timer event, a reminder, an escalation, an auto-approval. */
export const TIMER_QUEUE = 'wf-timer';

/** One job per account sync (mail_setting); singletonKey = the account id (migration 0970, policy short). */
export const MAIL_SYNC_QUEUE = 'mail-sync';

/** Rebuilds of the process analytics rollups (a definition's, or all): after migrations, seeding, an admin's rebuild. */
export const ANALYTICS_QUEUE = 'analytics-rollup';

/** One job per email notice (notify_delivery row): sent through the system SMTP transport. */
export const NOTIFY_EMAIL_QUEUE = 'notify-email';

/** One job per webhook delivery (notify_delivery row): a signed POST to the user's or company's target. */
export const NOTIFY_WEBHOOK_QUEUE = 'notify-webhook';

export const QUEUES = [TIMER_QUEUE, MAIL_SYNC_QUEUE, ANALYTICS_QUEUE, NOTIFY_EMAIL_QUEUE, NOTIFY_WEBHOOK_QUEUE] as const;
