// `npm test`: lint and type checks, the unit, component and server suites (vitest), then the end-to-end suite
// (Playwright in the system Chromium against a freshly started server).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const external = process.env.EXTERNAL_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const { hostname, port } = new URL(external);

function answers(host, p) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(p || 5432), timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const projects = ['web', 'web-isolated', 'server-pg18'];
if (await answers(hostname, port)) projects.push('server-pg15');
else console.log(`notice: no PostgreSQL answers at ${hostname}:${port}; the server suite runs on the embedded PostgreSQL only`);

// each stage's time, and the slowest test files, printed at the very end: on CI only the tail of the output is kept,
// and the suite must stay within its time (docs/decisions.md, "Test suite length")
const stages = [];
const vitestReport = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-report-')), 'report.json');
const run = (name, cmd, args) => {
  const started = Date.now();
  const status = spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;
  stages.push([name, Math.round((Date.now() - started) / 1000), status]);
  return status;
};

// `npm run lint`, its two halves side by side (each is one process on one core): formatting then ESLint, and the
// three type checks
const chain = (steps) =>
  steps.reduce(
    (before, [cmd, args]) =>
      before.then((status) =>
        status !== 0
          ? status
          : new Promise((resolve) => spawn(cmd, args, { stdio: 'inherit', env: process.env }).on('close', (code) => resolve(code ?? 1))),
      ),
    Promise.resolve(0),
  );
const lintStarted = Date.now();
const lintParts = await Promise.all([
  chain([
    ['npx', ['prettier', '--check', '.']],
    ['npx', ['eslint', '.']],
  ]),
  chain(['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.e2e.json'].map((p) => ['npx', ['tsc', '-p', p]])),
]);
const lint = lintParts.find((s) => s !== 0) ?? 0;
stages.push(['lint', Math.round((Date.now() - lintStarted) / 1000), lint]);
const unit =
  lint === 0
    ? run('vitest', 'npx', [
        'vitest',
        'run',
        ...projects.flatMap((p) => ['--project', p]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ])
    : 1;
const e2e = unit === 0 ? run('playwright', 'npx', ['playwright', 'test']) : 1;
summary();
process.exit(lint || unit || e2e);

function summary() {
  console.log('\ntest stages (seconds, exit code):');
  for (const [name, seconds, status] of stages) console.log(`  ${name.padEnd(10)} ${String(seconds).padStart(5)} s  exit ${status}`);
  if (!fs.existsSync(vitestReport)) return;
  try {
    const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
    const files = report.testResults
      .map((r) => ({ file: path.relative(process.cwd(), r.name), ms: (r.endTime ?? 0) - (r.startTime ?? 0) }))
      .sort((a, b) => b.ms - a.ms);
    // one file runs in several projects (the server suite on two PostgreSQL versions): each run is a row
    console.log(`the slowest of ${files.length} vitest file runs (seconds):`);
    for (const f of files.slice(0, 25)) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(6)}  ${f.file}`);
  } catch (err) {
    console.log(`vitest report unreadable: ${err}`);
  }
}
