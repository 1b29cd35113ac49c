import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server (`tsx server/src/main.ts`) on a temp DATA_DIR and PORT: a step is completed,
// the process is killed with SIGKILL, started again on the same folder, and the next step goes on.
const root = path.resolve(__dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-wf-restart-'));
const port = 19900 + (process.pid % 90);
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | undefined;

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: String(port + 1000),
      SEED: 'empty',
    },
    stdio: 'ignore',
  });
}

async function waitUp(proc: ChildProcess): Promise<void> {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('server did not start');
}

async function login(account: string): Promise<string> {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: 'Portal@2026' }),
  });
  const body = (await res.json()) as { state: boolean; value: { token: string } };
  if (!body.state) throw new Error(`login ${account} failed`);
  return body.value.token;
}

async function call<T>(token: string, url: string, body?: unknown): Promise<{ status: number; value: T }> {
  const res = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'P-Auth': token, 'P-LangId': 'en-US', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { value: T };
  return { status: res.status, value: json.value };
}

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the real server killed in the middle of a process', () => {
  it('continues the instance after SIGKILL and a restart', async () => {
    child = startServer();
    await waitUp(child);
    const zhangwei = await login('zhangwei');
    const lina = await login('lina');
    const started = await call<{ instId: string }>(zhangwei, '/runtime/instance/v1/start', {
      defKey: 'leaveRequest',
      formData: { leaveType: 'sick', days: 4, startDate: '2026-05-04', endDate: '2026-05-07', reason: 'Flu' },
    });
    expect(started.status).toBe(200);
    const instId = started.value.instId;
    const todo = await call<{ rows: { id: string; procInstId: string }[] }>(lina, '/runtime/task/v1/getTodoList', {});
    const task = todo.value.rows.find((r) => r.procInstId === instId)!;
    expect((await call(lina, '/runtime/task/v1/complete', { taskId: task.id, actionName: 'agree', opinion: 'ok' })).status).toBe(200);

    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGKILL');
    await exited;

    child = startServer();
    await waitUp(child);
    const liuyang = await login('liuyang');
    const hr = await call<{ rows: { id: string; procInstId: string; nodeId: string }[] }>(liuyang, '/runtime/task/v1/getTodoList', {});
    const hrTask = hr.value.rows.find((r) => r.procInstId === instId)!;
    expect(hrTask.nodeId).toBe('hrApprove');
    const done = await call<{ instStatus: string }>(liuyang, '/runtime/task/v1/complete', {
      taskId: hrTask.id,
      actionName: 'agree',
      opinion: 'get well',
    });
    expect(done.status).toBe(200);
    expect(done.value.instStatus).toBe('end');
    const opinions = await call<{ status: string }[]>(zhangwei, `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`);
    expect(opinions.value.map((o) => o.status)).toEqual(['start', 'agree', 'agree', 'end']);
  }, 300_000);
});
