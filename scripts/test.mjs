// `npm test`: lint and type checks, the unit, component and server suites (vitest), then the end-to-end suite
// (Playwright in the system Chromium against a freshly started server).
import { spawnSync } from 'node:child_process';
import net from 'node:net';

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

const projects = ['web', 'server-pg18'];
if (await answers(hostname, port)) projects.push('server-pg15');
else console.log(`notice: no PostgreSQL answers at ${hostname}:${port}; the server suite runs on the embedded PostgreSQL only`);

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;
const lint = run('npm', ['run', '--silent', 'lint']);
if (lint !== 0) process.exit(lint);
const unit = run('npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])]);
if (unit !== 0) process.exit(unit);
process.exit(run('npx', ['playwright', 'test']));
