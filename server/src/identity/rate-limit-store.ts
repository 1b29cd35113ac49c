import { sql } from 'kysely';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '../db/database.js';

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
      const k = (this.prefix + key).slice(0, 300);
      sql<{ count: number; ttl: number }>`
        insert into identity_rate_limit as r (key, count, reset_at)
        values (${k}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        on conflict (key) do update set
          count = case when r.reset_at <= now() then 1 else r.count + 1 end,
          reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
        returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`
        .execute(db)
        .then(
          (res) => {
            const row = res.rows[0];
            cb(null, { current: row?.count ?? 1, ttl: row?.ttl ?? timeWindow });
            if (Math.random() < 0.01)
              void sql`delete from identity_rate_limit where reset_at < now() - interval '1 minute'`.execute(db).catch(() => {});
          },
          (err: Error) => cb(err),
        );
    }

    read(key: string, cb: Callback): void {
      sql<{ count: number; ttl: number }>`
        select count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
        from identity_rate_limit where key = ${(this.prefix + key).slice(0, 300)} and reset_at > now()`
        .execute(db)
        .then(
          (res) => cb(null, { current: res.rows[0]?.count ?? 0, ttl: res.rows[0]?.ttl ?? 0 }),
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
