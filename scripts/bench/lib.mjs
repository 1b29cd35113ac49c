// Small helpers shared by the benchmark scripts: start a server on a fresh data folder,
// sign in, and time requests under a bounded loopback load.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export async function waitFor(url, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts the server (without the build step) on a port and data folder; resolves when /health answers. */
export async function startServer({ port, dataDir, env = {} }) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', path.join(root, 'server/src/main.ts')],
    {
      cwd: root,
      // the benchmarks bring their own data: no demo history (measurements stay comparable)
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED: 'demo-bare', ...env },
      stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  await waitFor(`http://127.0.0.1:${port}/health`);
  const ms = performance.now() - started;
  return {
    ms,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export function tempDir(name) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `portal-bench-${name}-`));
}

export async function signIn(base, account, password) {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const body = await res.json();
  if (!body.state) throw new Error(`sign-in failed: ${body.message}`);
  return { token: body.value.token, rtoken: body.value.rtoken };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function once(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode < 400 ? resolve(performance.now() - t0) : reject(new Error(`${url}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** POSTs JSON over the keep-alive agent (lighter than fetch: the load generator shares the server's cores) and answers the parsed reply. */
export function postJson(url, body, headers = {}) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (err) {
            reject(new Error(`${url}: ${res.statusCode} ${err.message}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `total` requests with `concurrency` in flight; answers p50/p99 in ms and requests per second. */
export async function load(url, options, { total = 2000, concurrency = 8 } = {}) {
  const times = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        times.push(await once(url, options));
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), rps: total / seconds, n: total };
}

export const fmt = (n, digits = 1) => Number(n).toFixed(digits);
