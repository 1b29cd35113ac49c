import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';

const root = path.resolve(__dirname, '../../..');

interface Answer<T> {
  status: number;
  state: boolean;
  message?: string;
  value: T;
}

/**
 * The real server process, as `npm start` runs it without the build step (`tsx server/src/main.ts`),
 * on a data folder of its own and the port given, for tests that kill it and start it again. After
 * the file's tests a running server is stopped and the folder removed. Runs on the embedded
 * PostgreSQL only: the server-pg15 project leaves *.process.test.ts files out.
 */
export function serverProcess(opts: { tmpPrefix: string; port: number; env?: Record<string, string> }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), opts.tmpPrefix));
  const base = `http://127.0.0.1:${opts.port}`;
  let child: ChildProcess | undefined;

  const stop = async (signal: NodeJS.Signals) => {
    const exited = new Promise((r) => child!.once('exit', r));
    child!.kill(signal);
    await exited;
  };

  afterAll(async () => {
    // a child killed by a signal has no exit code but a signal code: it is gone too
    if (child && child.exitCode === null && child.signalCode === null) await stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A call with the caller's token (if any), a POST when it has a body; the answer's envelope and status. */
  async function call<T>(url: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<Answer<T>> {
    const res = await fetch(`${base}${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'P-LangId': 'en-US',
        ...(token ? { 'P-Auth': token } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as Omit<Answer<T>, 'status'>) };
  }

  return {
    call,

    /** Starts the server and waits until it answers /health. */
    async start() {
      const proc = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(opts.port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          SEED: 'demo-bare',
          ...opts.env,
        },
        stdio: 'ignore',
      });
      child = proc;
      const end = Date.now() + 120_000;
      while (Date.now() < end) {
        if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`server exited with ${proc.exitCode ?? proc.signalCode}`);
        try {
          if ((await fetch(`${base}/health`)).ok) return;
        } catch {
          /* not up yet */
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('server did not start');
    },

    /** Kills the server with SIGKILL: nothing of it gets to shut down cleanly. */
    kill: () => stop('SIGKILL'),

    /** Asks the server to stop (SIGTERM, as an orchestrator does); answers its exit code once it has. */
    async terminate(): Promise<number | null> {
      await stop('SIGTERM');
      return child!.exitCode;
    },

    base,

    /** Signs a demo user in through /auth/login. */
    async signIn(account: string) {
      const login = await call<{ token: string; rtoken: string }>('/auth/login', { body: { account, password: 'Portal@2026' } });
      expect(login.state, `sign-in of ${account}`).toBe(true);
      return login.value;
    },
  };
}
