/**
 * The pg-boss schema and the queues of this server. pg-boss keeps its tables in a schema of their
 * own in the same database; it is built by a migration (0940), so that every database, the test
 * template included, can take a job inside a transaction before any worker has started.
 */
export const BOSS_SCHEMA = 'pgboss';

/** One job per timer row (wf_timer): a BPMN timer event, a reminder, an escalation, an auto-approval. */
export const TIMER_QUEUE = 'wf-timer';

/** One job per email notice (notify_delivery row): sent through the system SMTP transport. */
export const NOTIFY_EMAIL_QUEUE = 'notify-email';

/** One job per webhook delivery (notify_delivery row): a signed POST to the user's or company's target. */
export const NOTIFY_WEBHOOK_QUEUE = 'notify-webhook';

export const QUEUES = [TIMER_QUEUE, NOTIFY_EMAIL_QUEUE, NOTIFY_WEBHOOK_QUEUE] as const;
