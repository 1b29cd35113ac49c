import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process, as `npm start` runs it (without the build step): killed with SIGKILL,
// it must start again on the same data folder with every row intact. Runs once, on the embedded
// PostgreSQL: the server-pg15 project leaves *.process.test.ts files out.
const root = path.resolve(__dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
const port = 19000 + (process.pid % 900);
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | undefined;

function start(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', SEED: 'empty' },
    stdio: 'ignore',
  });
}

interface Answer<T> {
  state: boolean;
  message?: string;
  value: T;
}
const json = async <T>(res: Response) => (await res.json()) as Answer<T>;

async function waitUp(proc: ChildProcess): Promise<void> {
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed with SIGKILL', () => {
  it('starts again on the same data with every row intact', async () => {
    child = start();
    await waitUp(child);
    const login = await json<{ token: string; rtoken: string }>(
      await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'zhangwei', password: 'Portal@2026' }),
      }),
    );
    expect(login.state).toBe(true);
    const { token, rtoken } = login.value;

    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGKILL');
    await exited;

    child = start();
    await waitUp(child);
    // the session written before the kill is still there, and the seed did not run twice
    const sso = await json<{ account: string }>(
      await fetch(`${base}/sso/auth?rtoken=${encodeURIComponent(rtoken)}&utoken=${encodeURIComponent(token)}`),
    );
    expect(sso.state).toBe(true);
    expect(sso.value.account).toBe('zhangwei');
    const search = await json<{ rows: { account: string }[] }>(
      await fetch(`${base}/api/user/v1/users/queryByType`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'P-Auth': token },
        body: JSON.stringify({ pattern: 'zhangwei', page: 1, pageSize: 50 }),
      }),
    );
    expect(search.value.rows.filter((r: { account: string }) => r.account === 'zhangwei')).toHaveLength(1);
  }, 240_000);
});
