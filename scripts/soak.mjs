// `npm run soak` (not part of `npm test`): SOAK_USERS simulated employees (200) on loopback for SOAK_MINUTES (10)
// doing the day's mix against a server on a fresh data folder with the demo company and its history: sign-in,
// lists, start, approve, search, files, messages. Reports the error count (target 0), p50/p99 per call, and the
// server's memory (start, halfway, end) and database connections at the start and the end; writes docs/soak.json, which
// `npm run bench` puts into docs/benchmarks.md.
//
// Each employee signs in from an address of its own (X-Forwarded-For behind TRUST_PROXY=loopback), as staff on
// their own machines do. Several employees share a demo account, so two may approve the same task at once: the
// loser's clear refusal (409/400 from the exactly-once rule) counts as a conflict, not an error.
import fs from 'node:fs';
import path from 'node:path';
import { IDENTITY_CALLS } from '../contract/identity.ts';
import { TAB_CALLS } from '../contract/workflow-lists.ts';
import { INSTANCE_CALLS } from '../contract/workflow-instances.ts';
import { TASK_CALLS } from '../contract/workflow-tasks.ts';
import { SEARCH_CALLS } from '../contract/search.ts';
import { MESSAGE_CALLS } from '../contract/messages.ts';
import { FILE_CALLS } from '../contract/files.ts';
import { root, startServer, tempDir } from './bench/lib.mjs';

const USERS = Number(process.env.SOAK_USERS ?? 200);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 2000);
const port = Number(process.env.SOAK_PORT ?? 18977);
const base = `http://127.0.0.1:${port}`;
const ACCOUNTS = ['zhangwei', 'lina', 'liuyang', 'chenjing', 'sunli', 'zhouqiang', 'wuhao', 'zhaomin', 'wangqiang', 'huanglei'];
const LEAVE = { leaveType: 'annual', days: 2, startDate: '2026-12-01', endDate: '2026-12-02', reason: 'soak' };

const timings = new Map();
let errors = 0;
let conflicts = 0;
const errorSamples = [];

function note(name, ms) {
  if (!timings.has(name)) timings.set(name, []);
  timings.get(name).push(ms);
}

/** One call: its time under its name; a network error, a 5xx or an unexpected refusal is an error. */
async function call(name, spec, { token, ip, body, query, raw, expectConflict = false } = {}) {
  const url = new URL(spec.path, base);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: spec.method,
      headers: {
        'x-forwarded-for': ip,
        'p-langid': 'zh-CN',
        ...(token ? { 'p-auth': token } : {}),
        ...(raw ? {} : body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
    });
    const text = await res.text();
    note(name, performance.now() - started);
    const envelope = text.startsWith('{') ? JSON.parse(text) : null;
    if (res.ok && (!envelope || envelope.state !== false)) return envelope?.value ?? text;
    if (expectConflict && res.status < 500) {
      conflicts++;
      return null;
    }
    throw new Error(`${res.status} ${envelope?.message ?? text.slice(0, 80)}`);
  } catch (err) {
    errors++;
    if (errorSamples.length < 10) errorSamples.push(`${name}: ${err.message}`);
    return null;
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function employee(n, until) {
  const ip = `10.${100 + Math.floor(n / 250)}.${n % 250}.${(n * 7) % 250 || 1}`;
  const account = ACCOUNTS[n % ACCOUNTS.length];
  await sleep(Math.random() * THINK_MS * 2); // not all at 9:00:00
  const login = await call('sign-in', IDENTITY_CALLS.login, { ip, body: { account, password: 'Portal@2026' } });
  if (!login) return;
  const token = login.token;
  const page = { pageBean: { page: 1, pageSize: 20 } };
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.3) await call('todo list', TAB_CALLS.todo, { token, ip, body: page });
    else if (roll < 0.42)
      await call(`${pick(['done', 'myRequest', 'received'])} list`, TAB_CALLS[pick(['done', 'myRequest', 'received'])], {
        token,
        ip,
        body: page,
      });
    else if (roll < 0.52) await call('start', INSTANCE_CALLS.start, { token, ip, body: { defKey: 'leaveRequest', formData: LEAVE } });
    else if (roll < 0.66) {
      const todo = await call('todo list', TAB_CALLS.todo, { token, ip, body: page });
      const task = todo?.rows?.[Math.floor(Math.random() * Math.min(5, todo.rows.length))];
      if (task)
        await call('approve', TASK_CALLS.complete, {
          token,
          ip,
          body: { taskId: task.id, actionName: 'agree', opinion: 'ok' },
          expectConflict: true,
        });
    } else if (roll < 0.78)
      await call('search', SEARCH_CALLS.docList, { token, ip, body: { ...page, title: pick(['请假', '报销', 'leave', '采购']) } });
    else if (roll < 0.9) await call('messages', MESSAGE_CALLS.list, { token, ip, body: page });
    else {
      const boundary = `soak${n}${Date.now()}`;
      const raw = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note-${n}.txt"\r\nContent-Type: text/plain\r\n\r\nsoak ${n} ${Date.now()}\r\n--${boundary}--\r\n`;
      const up = await fetchUpload(token, ip, boundary, raw);
      if (up) await call('file download', FILE_CALLS.download, { token, ip, query: { fileId: up } });
    }
    await sleep(THINK_MS * (0.5 + Math.random()));
  }
}

async function fetchUpload(token, ip, boundary, raw) {
  const started = performance.now();
  try {
    const res = await fetch(new URL(FILE_CALLS.upload.path, base), {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, 'p-auth': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: raw,
    });
    const envelope = await res.json();
    note('file upload', performance.now() - started);
    if (!res.ok || !envelope.state) throw new Error(`${res.status} ${envelope.message}`);
    const value = Array.isArray(envelope.value) ? envelope.value[0] : envelope.value;
    return value.fileId ?? value.id;
  } catch (err) {
    errors++;
    if (errorSamples.length < 10) errorSamples.push(`file upload: ${err.message}`);
    return null;
  }
}

/** The server's own figures from /metrics: resident memory, heap, pool connections, open handles. */
async function serverFigures() {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (re) => Number(re.exec(text)?.[1] ?? NaN);
  return {
    rssMb: value(/^process_resident_memory_bytes (\S+)/m) / 2 ** 20,
    heapMb: value(/^nodejs_heap_size_used_bytes (\S+)/m) / 2 ** 20,
    pool: value(/^portal_db_pool_connections\{state="total"\} (\S+)/m),
    handles: value(/^nodejs_active_handles_total (\S+)/m),
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');

const dataDir = tempDir('soak');
const server = await startServer({ port, dataDir, env: { SEED: '', TRUST_PROXY: 'loopback' } });
try {
  // warm-up: one pass of every call, so the start figures are of a server that has run
  await employee(99_999, Date.now() + 1);
  const start = await serverFigures();
  const began = Date.now();
  const until = began + MINUTES * 60_000;
  console.error(`soak: ${USERS} employees for ${MINUTES} min against ${base}`);
  // a sample halfway: growth after the warm-up (caches filled, pool opened) is what a leak would show
  let middle = start;
  const halfway = setTimeout(async () => (middle = await serverFigures().catch(() => start)), (MINUTES * 60_000) / 2);
  await Promise.all(Array.from({ length: USERS }, (_, n) => employee(n, until)));
  clearTimeout(halfway);
  const seconds = (Date.now() - began) / 1000;
  // the employees' idle keep-alive sockets stay open as long as the server's keep-alive hint (72 s): the handles
  // left after it are the server's own
  await sleep(75_000);
  const end = await serverFigures();
  const total = [...timings.values()].reduce((s, t) => s + t.length, 0);

  const rows = [];
  const row = (name, value, unit, reference) => rows.push({ section: 'Soak', name, value, unit, reference });
  const date = new Date().toISOString().slice(0, 10);
  row(`errors, ${USERS} employees × ${MINUTES} min (${date})`, String(errors), '', {
    name: 'calls',
    value: String(total),
    unit: `(${fmt(total / seconds)} /s; ${conflicts} approval conflicts refused cleanly)`,
  });
  for (const [name, list] of [...timings].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = list.sort((a, b) => a - b);
    row(`${name}: p99`, fmt(quantile(sorted, 0.99)), 'ms', {
      name: 'p50',
      value: fmt(quantile(sorted, 0.5)),
      unit: `ms (${sorted.length} calls)`,
    });
  }
  row('server memory (RSS) at the end', fmt(end.rssMb, 0), 'MB', {
    name: 'at the start / halfway',
    value: `${fmt(start.rssMb, 0)} / ${fmt(middle.rssMb, 0)}`,
    unit: 'MB',
  });
  row('server heap used at the end', fmt(end.heapMb, 0), 'MB', {
    name: 'at the start / halfway',
    value: `${fmt(start.heapMb, 0)} / ${fmt(middle.heapMb, 0)}`,
    unit: 'MB',
  });
  row('database connections at the end', fmt(end.pool, 0), '', { name: 'at the start', value: fmt(start.pool, 0), unit: '(pool max 20)' });
  row('open handles once idle after the run', fmt(end.handles, 0), '', {
    name: 'at the start / halfway (under load)',
    value: `${fmt(start.handles, 0)} / ${fmt(middle.handles, 0)}`,
    unit: '',
  });
  for (const r of rows) console.log(JSON.stringify(r));
  if (errorSamples.length) console.error(`error samples:\n${errorSamples.join('\n')}`);
  fs.writeFileSync(path.join(root, 'docs/soak.json'), JSON.stringify(rows, null, 2) + '\n');
  // the bound: over the second half (after the warm-up) memory grows by at most 100 MB, the pool stays within its
  // maximum, and once the employees' connections are gone at most 20 more handles are open than before the run
  const grew = end.rssMb - middle.rssMb > 100 || end.pool > 20 || end.handles - start.handles > 20;
  if (grew) console.error('soak: growth beyond the bound');
  if (errors > 0 || grew) process.exitCode = 1;
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
