import type { MailSyncProgress } from '../../../contract/mail.js';
import { publishEvent } from '../db/events.js';
import { MAIL_SYNC_QUEUE, readJobsSettings, sendJobs } from '../jobs/index.js';
import type { Lang } from '../lib/i18n.js';
import { progressOf } from './account.js';
import * as repo from './repo-settings.js';
import { ownAccount, type MailDeps } from './service-settings.js';

const jobs = readJobsSettings();

/** A queued sync whose job did not start within this time is queued again (its job was lost). */
const QUEUED_STALE_MS = 10 * 60_000;

function isLive(r: repo.SettingRecord, now = Date.now()): boolean {
  if (r.sync_state === 'running') return !!r.sync_lease && r.sync_lease.getTime() > now;
  if (r.sync_state === 'queued') return !!r.sync_start && now - r.sync_start.getTime() < QUEUED_STALE_MS;
  return false;
}

/**
 * Starts a sync of the caller's account, or joins the one queued or running: the account row is locked while its
 * state is read and the job is sent, and the job has the account as its singleton key, so two requests at once
 * make one job. The sync itself runs in a job worker of any process (sync.ts).
 */
export async function requestSync(deps: MailDeps, ownerId: string, accountId: string, lang: Lang): Promise<MailSyncProgress> {
  return deps.db.transaction().execute(async (trx) => {
    const account = await repo.lockOwnSetting(trx, ownerId, accountId);
    if (!account) await ownAccount(trx, ownerId, accountId); // throws the 404
    if (!isLive(account!)) {
      await repo.markQueued(trx, accountId);
      await sendJobs(trx, MAIL_SYNC_QUEUE, [{ data: { accountId }, startAfter: new Date(Date.now() - 1000), key: accountId }], jobs);
      await publishEvent(trx, {
        type: 'mail.sync',
        userIds: [ownerId],
        data: { accountId, state: 'queued', done: 0, total: 0, fetched: 0 },
      });
    }
    return progressOf((await repo.findOwnSetting(trx, ownerId, accountId))!, lang);
  });
}

export async function syncState(deps: MailDeps, ownerId: string, accountId: string, lang: Lang): Promise<MailSyncProgress> {
  return progressOf(await ownAccount(deps.db, ownerId, accountId), lang);
}
