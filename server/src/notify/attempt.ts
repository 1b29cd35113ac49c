import type { Database } from '../db/database.js';
import type { NotifyConfig } from '../config.js';
import * as repo from './repo.js';

/**
 * One attempt of a delivery (email or webhook), its `attempts` already counted: `send` done, the delivery is sent;
 * failed, the error is kept and the delivery stays queued for pg-boss's retry with backoff (the error is thrown on),
 * or, after the last attempt, it is failed.
 */
export async function attemptDelivery(
  db: Database,
  config: Pick<NotifyConfig, 'attempts'>,
  d: { id: string; attempts: number },
  send: () => Promise<void>,
): Promise<void> {
  try {
    await send();
    await repo.updateDelivery(db, d.id, { status: 'sent', last_error: null });
  } catch (err) {
    const last = d.attempts >= config.attempts;
    await repo.updateDelivery(db, d.id, {
      status: last ? 'failed' : 'queued',
      last_error: String((err as Error).message ?? err).slice(0, 500),
    });
    if (!last) throw err;
  }
}
