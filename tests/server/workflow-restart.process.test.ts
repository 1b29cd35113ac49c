import { describe, expect, it } from 'vitest';
import { serverProcess } from './support/server-process.js';

// The real server (`tsx server/src/main.ts`) on a temp DATA_DIR and PORT: a step is completed,
// the process is killed with SIGKILL, started again on the same folder, and the next step goes on.
const port = 19900 + (process.pid % 90);
const server = serverProcess({ tmpPrefix: 'portal-wf-restart-', port, env: { EMBEDDED_PG_PORT: String(port + 1000) } });
const login = async (account: string) => (await server.signIn(account)).token;
const call = <T>(token: string, url: string, body?: unknown) => server.call<T>(url, { token, body });

describe('the real server killed in the middle of a process', () => {
  it('continues the instance after SIGKILL and a restart', async () => {
    await server.start();
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

    await server.kill();

    await server.start();
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
