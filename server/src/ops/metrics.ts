import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type pg from 'pg';

/**
 * The server's Prometheus metrics (GET /metrics): request rate and latency per route, engine step time,
 * open live-update streams, the database pool, and the queues (engine steps in flight, export jobs waiting),
 * beside Node's own (memory, event loop lag, handles). One registry per app, so tests can build several.
 */
export interface Metrics {
  readonly registry: Registry;
  request(method: string, route: string, status: number, seconds: number): void;
  engineStep(seconds: number, where: 'worker' | 'here'): void;
  streamOpened(kind: 'events' | 'assistant'): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by app.ts; declared here so that lib/context.ts need not know the ops domain. */
    metrics: Metrics;
  }
}

export interface MetricSources {
  pool?: pg.Pool;
  /** Engine steps sent to a worker and not answered yet. */
  stepsInFlight(): number;
  /** Export and other background jobs waiting or running (portal async events). */
  jobsWaiting(): Promise<number>;
}

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const steps = new Histogram({
    name: 'portal_engine_step_duration_seconds',
    help: 'Time of one workflow engine step, on a worker thread or in the calling thread',
    labelNames: ['where'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'portal_open_streams',
    help: 'Open server-sent event streams (live updates, assistant answers)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const pool = sources.pool;
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool?.totalCount ?? 0);
      this.set({ state: 'idle' }, pool?.idleCount ?? 0);
      this.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
    },
  });
  new Gauge({
    name: 'portal_queue_depth',
    help: 'Work waiting: engine steps in flight, background jobs (exports) not finished',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.set({ queue: 'engine_steps' }, sources.stepsInFlight());
      this.set({ queue: 'jobs' }, await sources.jobsWaiting().catch(() => -1));
    },
  });
  return {
    registry,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    engineStep(seconds, where) {
      steps.observe({ where }, seconds);
    },
    streamOpened(kind) {
      streams.inc({ kind });
      let open = true;
      return () => {
        if (open) streams.dec({ kind });
        open = false;
      };
    },
  };
}
