import { describe, expect, it } from 'vitest';
import { serverProcess } from './support/server-process.js';
import { LEAVE } from './workflow-support.js';

// Issue 13 §8: SIGTERM during a burst of completions loses no answered completion; live streams end with a
// reconnect hint; the process exits 0 and the embedded PostgreSQL stops cleanly (the next start needs no recovery
// of a leftover server).
const server = serverProcess({ tmpPrefix: 'portal-sigterm-', port: 19300 + (process.pid % 90), env: { STOP_GRACE_MS: '15000' } });

type Row = { id: string; procInstId: string };

describe('a server stopped with SIGTERM in the middle of a burst of completions', () => {
  it('answers or refuses each completion, and every answered one is there after the restart', async () => {
    await server.start();
    const zhangwei = (await server.signIn('zhangwei')).token;
    const lina = (await server.signIn('lina')).token;
    const instIds: string[] = [];
    for (let i = 0; i < 16; i++) {
      const started = await server.call<{ instId: string }>('/runtime/instance/v1/start', {
        token: zhangwei,
        body: { defKey: 'leaveRequest', formData: LEAVE },
      });
      expect(started.state).toBe(true);
      instIds.push(started.value.instId);
    }
    const todo = await server.call<{ rows: Row[] }>('/runtime/task/v1/getTodoList', {
      token: lina,
      body: { pageBean: { page: 1, pageSize: 100 } },
    });
    const tasks = todo.value.rows.filter((r) => instIds.includes(r.procInstId));
    expect(tasks).toHaveLength(16);

    // lina's live-update stream is open when the stop comes
    const stream = await fetch(`${server.base}/runtime/events/v1/stream`, { headers: { 'P-Auth': lina } });
    const streamText = stream.text();

    const burst = tasks.map((task) =>
      server
        .call('/runtime/task/v1/complete', { token: lina, body: { taskId: task.id, actionName: 'agree', opinion: 'ok' } })
        .then((answer) => ({ task, answered: answer.status === 200 && answer.state }))
        .catch(() => ({ task, answered: false })),
    );
    // the stop comes once the first completion is answered: the rest are in flight or waiting
    await Promise.race(burst);
    const exitCode = await server.terminate();
    const outcomes = await Promise.all(burst);

    expect(exitCode).toBe(0);
    expect(await streamText).toMatch(/retry: \d+/);
    const answered = outcomes.filter((o) => o.answered).map((o) => o.task.procInstId);
    expect(answered.length).toBeGreaterThan(0);

    await server.start();
    const linaAgain = (await server.signIn('lina')).token;
    for (const instId of answered) {
      const opinions = await server.call<{ status: string }[]>(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`, {
        token: linaAgain,
      });
      expect(
        opinions.value.map((o) => o.status),
        `instance ${instId}`,
      ).toContain('agree');
    }
  }, 300_000);
});
