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

export const QUEUES = [TIMER_QUEUE, MAIL_SYNC_QUEUE] as const;
