import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { loggerOptions } from '../../server/src/lib/log.js';
import { buildApp } from '../../server/src/app.js';

// Issue 13 §7: /health (alive), /ready (database, migrations, engine workers), /metrics (Prometheus, allow-list or token).

let ctx: TestContext;
const lines: string[] = [];
/** The log lines of one /ready check that failed. */
const failedChecks = (check: string) =>
  lines
    .map((l) => JSON.parse(l) as { check?: string; msg: string; err?: { message: string }; detail?: string })
    .filter((l) => l.check === check);
beforeAll(async () => {
  ctx = await createTestApp(
    { metricsToken: 'metrics-secret-token', metricsAllow: ['127.0.0.1', '10.9.0.0/16'] },
    { logger: loggerOptions('info', { write: (l: string) => void lines.push(l) }) },
  );
});
afterAll(() => ctx.close());

/** A request as the server meets it: `from` is the socket's address (the client, or a proxy in front of it). */
const get = (url: string, headers: Record<string, string> = {}, from = '127.0.0.1') =>
  ctx.app.inject({ method: 'GET', url, headers, remoteAddress: from });

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

describe('/health and /ready', () => {
  it('says alive without a token', async () => {
    expect((await get('/health')).json()).toMatchObject({ state: true, value: 'up' });
  });

  it('is ready with the database up and every migration run', async () => {
    const res = await get('/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ ready: true, database: 'up', migrations: 'done', problems: [] });
  });

  it('answers 503 while the database is down and 200 when it is back', async () => {
    await withAdmin(async (admin) => {
      await admin.query(`alter database ${ctx.name} allow_connections false`);
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [ctx.name]);
    });
    try {
      const down = await get('/ready', { 'p-langid': 'en-US' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        state: false,
        code: 503,
        value: { ready: false, database: 'down', problems: ['database: no answer'] },
      });
      // which check failed, never the database's own words (its name, users, hosts): those go to the log
      expect(down.json().message).toBe('The server is not ready: database: no answer');
      const [logged] = failedChecks('database');
      expect(logged?.err?.message).toBeTruthy();
      expect(down.body).not.toContain(logged!.err!.message);
      expect(down.body).not.toContain(ctx.name);
      // alive all the same: a load balancer takes it out of rotation, an orchestrator does not kill it
      expect((await get('/health')).statusCode).toBe(200);
    } finally {
      await withAdmin((admin) => admin.query(`alter database ${ctx.name} allow_connections true`));
    }
    const back = await get('/ready');
    expect(back.statusCode).toBe(200);
    expect(back.json().value.database).toBe('up');
  });

  it('answers how many migrations have not run, and names them in the log', async () => {
    const last = await ctx.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow();
    const { name, timestamp } = last as { name: string; timestamp: string };
    await ctx.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', name as never)
      .execute();
    try {
      const res = await get('/ready', { 'p-langid': 'en-US' });
      expect(res.statusCode).toBe(503);
      expect(res.json().value).toMatchObject({ ready: false, database: 'up', migrations: 'pending', problems: ['migrations: 1 not run'] });
      expect(res.body).not.toContain(name);
      expect(failedChecks('migrations').some((l) => l.detail?.includes(name))).toBe(true);
    } finally {
      await ctx.db
        .insertInto('kysely_migration' as never)
        .values({ name, timestamp } as never)
        .execute();
    }
    expect((await get('/ready')).statusCode).toBe(200);
  });
});

describe('/metrics', () => {
  it('gives the Prometheus text to an allowed address: requests per route, latency, engine, streams, pool, queues', async () => {
    await get('/health');
    await ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { account: 'nobody', password: 'x' } });
    const res = await get('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/portal_http_requests_total\{method="GET",route="\/health",status="200"\} \d+/);
    expect(text).toMatch(/portal_http_requests_total\{method="POST",route="\/auth\/login",status="400"\} 1/);
    expect(text).toContain('portal_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/health"}');
    expect(text).toContain('# TYPE portal_engine_step_duration_seconds histogram');
    expect(text).toContain('portal_open_streams');
    expect(text).toMatch(/portal_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/portal_queue_depth\{queue="jobs"\} \d+/);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('allows an address of an allowed range and a bearer token, and refuses others in their language', async () => {
    expect((await get('/metrics', {}, '10.9.3.4')).statusCode).toBe(200);
    expect((await get('/metrics', { authorization: 'Bearer metrics-secret-token' }, '203.0.113.7')).statusCode).toBe(200);
    const refused = await get('/metrics', { authorization: 'Bearer wrong-token-of-same-len', 'p-langid': 'id' }, '203.0.113.7');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ state: false, code: 403, message: 'Alamat ini tidak boleh membaca metrik' });
    expect((await get('/metrics', {}, '10.10.0.1')).statusCode).toBe(403);
  });
});

describe('/metrics behind TRUST_PROXY (issue 27 item 12)', () => {
  /** The app on a real listener at 127.0.0.1 with these proxy and metrics settings; the test runs with its address. */
  async function listening(trustProxy: boolean | string, test: (base: string) => Promise<void>) {
    const app = await buildApp({ db: ctx.db, config: { ...ctx.config, trustProxy, metricsAllow: ['10.9.0.0/16'] } }, { logger: false });
    try {
      await test(await app.listen({ host: '127.0.0.1', port: 0 }));
    } finally {
      await app.close();
    }
  }
  const metrics = (base: string, forwardedFor?: string) =>
    fetch(`${base}/metrics`, { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }).then((r) => r.status);

  it('TRUST_PROXY=true (trust all): the check takes the socket address, a forged X-Forwarded-For opens nothing', async () => {
    await listening(true, async (base) => {
      expect(await metrics(base, '10.9.3.4')).toBe(403);
      expect(await metrics(base, '10.9.3.4, 10.9.0.1')).toBe(403);
      expect(await metrics(base)).toBe(403);
    });
    // an allowed socket address still reads it, whatever the header claims
    expect((await get('/metrics', { 'x-forwarded-for': '203.0.113.7' }, '10.9.3.4')).statusCode).toBe(200);
  });

  it('TRUST_PROXY as a list: the forwarded address counts only when a listed proxy sends it', async () => {
    // the socket (127.0.0.1) is the listed proxy: the client it names is the one checked
    await listening('127.0.0.1', async (base) => {
      expect(await metrics(base, '10.9.3.4')).toBe(200);
      expect(await metrics(base, '203.0.113.7')).toBe(403);
    });
    // a client that is not a listed proxy cannot name another address
    await listening('192.0.2.1', async (base) => {
      expect(await metrics(base, '10.9.3.4')).toBe(403);
    });
  });
});
