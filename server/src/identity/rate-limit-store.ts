import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '../db/database.js';
import { bumpRateCounter, deleteOldRateCounters, readRateCounter } from './repo.js';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit on PostgreSQL: the counters of one address are shared by every
 * server process, so N processes behind a load balancer still allow N-times-nothing more. The
 * table is unlogged (counters need no crash safety) and expired rows are swept now and then.
 */
export function postgresRateLimitStore(db: Database) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: RouteOptions = {}) {
      const info = options.routeInfo;
      const method = Array.isArray(info?.method) ? info.method.join(',') : (info?.method ?? '*');
      this.prefix = `${method} ${info?.url ?? '*'}|`;
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      bumpRateCounter(db, (this.prefix + key).slice(0, 300), timeWindow).then(
        (row) => {
          cb(null, { current: row?.count ?? 1, ttl: row?.ttl ?? timeWindow });
          if (Math.random() < 0.01) void deleteOldRateCounters(db).catch(() => {});
        },
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback): void {
      readRateCounter(db, (this.prefix + key).slice(0, 300)).then(
        (row) => cb(null, { current: row?.count ?? 0, ttl: row?.ttl ?? 0 }),
        (err: Error) => cb(err),
      );
    }

    // the plugin's types name the route's options, but at run time it passes its merged settings,
    // whose routeInfo is the route; that is what names the counter
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new PostgresRateLimitStore(routeOptions as unknown as RouteOptions);
    }
  };
}
