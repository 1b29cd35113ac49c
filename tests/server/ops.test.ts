import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';

// Issue 13 §7: /health (alive), /ready (database, migrations, engine workers), /metrics (Prometheus, allow-list or token).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ metricsToken: 'metrics-secret-token', metricsAllow: ['127.0.0.1', '10.9.0.0/16'] });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

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
      expect(down.json()).toMatchObject({ state: false, code: 503, value: { ready: false, database: 'down' } });
      expect(down.json().message).toMatch(/^The server is not ready: database: /);
      // alive all the same: a load balancer takes it out of rotation, an orchestrator does not kill it
      expect((await get('/health')).statusCode).toBe(200);
    } finally {
      await withAdmin((admin) => admin.query(`alter database ${ctx.name} allow_connections true`));
    }
    const back = await get('/ready');
    expect(back.statusCode).toBe(200);
    expect(back.json().value.database).toBe('up');
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
    expect((await get('/metrics', { 'x-forwarded-for': '10.9.3.4' })).statusCode).toBe(200);
    expect((await get('/metrics', { 'x-forwarded-for': '203.0.113.7', authorization: 'Bearer metrics-secret-token' })).statusCode).toBe(
      200,
    );
    const refused = await get('/metrics', {
      'x-forwarded-for': '203.0.113.7',
      authorization: 'Bearer wrong-token-of-same-len',
      'p-langid': 'id',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ state: false, code: 403, message: 'Alamat ini tidak boleh membaca metrik' });
    expect((await get('/metrics', { 'x-forwarded-for': '10.10.0.1' })).statusCode).toBe(403);
  });
});
