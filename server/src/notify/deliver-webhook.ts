import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Database } from '../db/database.js';
import { readJobsSettings, sendJobs, NOTIFY_WEBHOOK_QUEUE } from '../jobs/index.js';
import type { NotifyConfig } from '../config.js';
import { attemptDelivery } from './attempt.js';
import * as repo from './repo.js';
import { checkTarget, guardedLookup } from './target.js';

/** The signature header: `sha256=` and the hex HMAC-SHA256 of the raw body with the target's secret. */
export const signBody = (secret: string, body: string) => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

const TIMEOUT_MS = 10_000;

/**
 * Posts the body and answers the status. Redirects are not followed. Unless private targets are allowed, the
 * connection resolves the name itself through guardedLookup, so the address connected to is the one checked.
 */
export function postWebhook(
  target: URL,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
  resolveName?: Parameters<typeof guardedLookup>[0],
): Promise<number> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: TIMEOUT_MS,
        ...(allowPrivate ? {} : { lookup: guardedLookup(resolveName) }),
      },
      (res) => {
        clearTimeout(timer);
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    // the whole call, not only a silent socket, is bounded
    const timer = setTimeout(() => req.destroy(new Error('timed out')), TIMEOUT_MS);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}

/**
 * The job of one webhook delivery: rate-limited per target (over the limit it waits for the next
 * minute: queued, never dropped), signed, posted; a non-2xx answer or a network error is an attempt
 * that failed (retried with backoff by pg-boss), and after the last attempt the delivery is failed.
 */
export async function deliverWebhook(db: Database, config: NotifyConfig, deliveryId: string): Promise<void> {
  const d = await db.transaction().execute(async (trx) => {
    const row = await repo.deliveryForUpdate(trx, deliveryId);
    if (!row || row.status !== 'queued') return undefined;
    if ((await repo.recentAttempts(trx, row.target)) >= config.webhookPerMinute) return 'later' as const;
    await repo.updateDelivery(trx, row.id, { attempts: row.attempts + 1, last_attempt: new Date() });
    return { ...row, attempts: row.attempts + 1 };
  });
  if (!d) return;
  if (d === 'later') {
    await sendJobs(
      db,
      NOTIFY_WEBHOOK_QUEUE,
      [{ data: { deliveryId }, startAfter: new Date(Date.now() + 60_000), key: `${deliveryId}:${Date.now()}` }],
      readJobsSettings(),
    );
    return;
  }
  await attemptDelivery(db, config, d, async () => {
    const target = await checkTarget(d.target, config.webhookAllowPrivate);
    const secret = await repo.secretOf(db, d.user_id, d.hook ?? 'user');
    if (!secret) throw new Error('no secret');
    const time = new Date();
    const body = JSON.stringify({ ...(d.payload ?? {}), deliveryId: d.id, attempt: d.attempts, sentAt: time.toISOString() });
    const status = await postWebhook(
      target,
      {
        'content-type': 'application/json',
        'user-agent': 'approval-portal-webhook',
        'x-portal-signature': signBody(secret, body),
        'x-portal-timestamp': String(Math.floor(time.getTime() / 1000)),
        'x-portal-delivery': d.id,
      },
      body,
      config.webhookAllowPrivate,
    );
    if (status < 200 || status >= 300) throw new Error(`HTTP ${status}`);
  });
}
