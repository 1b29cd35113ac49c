// Completed approval steps per second through the HTTP API (the real server on a fresh data
// folder, on its embedded PostgreSQL) beside bpmn-engine alone on the same steps in this process.
import fs from 'node:fs';
import path from 'node:path';
import { fmt, postJson, root, signIn, startServer, tempDir } from './bench/lib.mjs';
import { runStep } from '../server/src/workflow/engine/runner.ts';
import { demoXml } from '../server/src/workflow/demo/layout.ts';

const out = (row) => console.log(JSON.stringify(row));

/** CPU time (ms) used so far by the server process and by its PostgreSQL's processes (Linux /proc). */
function cpuOf(serverPid, dataDir) {
  try {
    const tick = 10; // USER_HZ 100
    const stat = (pid) => {
      const st = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
      return { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) * tick };
    };
    const procs = fs
      .readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
    let master = null;
    for (const pid of procs) {
      try {
        if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir) && stat(pid).ppid === serverPid) master = pid;
      } catch {
        // the process ended meanwhile
      }
    }
    let pg = 0;
    for (const pid of procs) {
      try {
        const s = stat(pid);
        if (pid === master || s.ppid === master) pg += s.cpu;
      } catch {
        // the process ended meanwhile
      }
    }
    return master ? { server: stat(serverPid).cpu, pg } : null;
  } catch {
    return null;
  }
}
const N = Number(process.env.BENCH_STEPS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_STEPS_CONCURRENCY ?? 4);
const section = 'Approval steps per second';

// bpmn-engine alone: recover -> signal the leader's task -> getState, one after another
const demo = JSON.parse(fs.readFileSync(path.join(root, 'server/src/workflow/demo/demo.json'), 'utf8'));
const xml = demoXml(demo.definitions.find((d) => d.key === 'leaveRequest').process);
const scope = { data: { days: 1 } };
// cachedSource false: bpmn-engine used the plain way (the XML parsed by the engine, the model kept
// in the state and rebuilt from it on every recover); true: our server's way (model parsed once)
async function engineSteps(cachedSource) {
  const started = [];
  for (let i = 0; i < N; i++) {
    const first = await runStep({ name: `i${i}`, xml, state: null, scope, cachedSource });
    started.push({ state: JSON.stringify(first.state), w: [...first.waiting.values()].find((x) => x.nodeId === 'leaderApprove') });
  }
  const t0 = performance.now();
  for (let i = 0; i < N; i++) {
    const { state, w } = started[i];
    await runStep({
      name: `i${i}`,
      xml,
      state: JSON.parse(state),
      scope,
      cachedSource,
      actions: [{ kind: 'complete', executionId: w.executionId, output: { decision: 'agree', vote: 'agree' } }],
    });
  }
  return N / ((performance.now() - t0) / 1000);
}
await engineSteps(false); // warm-up of the JIT for both paths
const engineRate = await engineSteps(false);
const ourEngineRate = await engineSteps(true);
let t0;

// the HTTP path: lina agrees to N leave requests of zhangwei, CONCURRENCY in flight
const port = Number(process.env.BENCH_PORT ?? 18951);
const base = `http://127.0.0.1:${port}`;
const dataDir = tempDir('steps');
const server = await startServer({ port, dataDir, env: { DATABASE_URL: '' } });
try {
  const zw = await signIn(base, 'zhangwei', 'Portal@2026');
  const lina = await signIn(base, 'lina', 'Portal@2026');
  const call = async (tok, url, body) => {
    const json = await postJson(base + url, body, { 'P-Auth': tok.token });
    if (!json.state) throw new Error(`${url}: ${json.message}`);
    return json.value;
  };
  const pool = async (items, fn) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < items.length) await fn(items[next++]);
      }),
    );
  };
  await pool([...Array(N).keys()], (i) =>
    call(zw, '/runtime/instance/v1/start', {
      defKey: 'leaveRequest',
      subject: `bench ${i}`,
      formData: { leaveType: 'annual', days: 1, startDate: '2026-12-01', endDate: '2026-12-01', reason: 'bench' },
    }),
  );
  const todo = await call(lina, '/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 1000 } });
  const tasks = todo.rows.filter((r) => r.subject.startsWith('bench ')).map((r) => r.id);
  const cpu0 = cpuOf(server.child.pid, dataDir);
  const client0 = process.cpuUsage();
  t0 = performance.now();
  await pool(tasks, (taskId) => call(lina, '/runtime/task/v1/complete', { taskId, actionName: 'agree', opinion: 'ok' }));
  const httpRate = tasks.length / ((performance.now() - t0) / 1000);
  const cpu1 = cpuOf(server.child.pid, dataDir);
  const client = process.cpuUsage(client0);
  if (cpu0 && cpu1) {
    const per = (k) => fmt((cpu1[k] - cpu0[k]) / tasks.length, 2);
    out({
      section,
      name: 'CPU per HTTP step: server process (all threads)',
      value: per('server'),
      unit: 'ms',
      reference: { name: 'its PostgreSQL (all backends)', value: per('pg'), unit: 'ms' },
    });
    out({
      section,
      name: 'CPU per HTTP step: this load generator (same cores)',
      value: fmt((client.user + client.system) / 1000 / tasks.length, 2),
      unit: 'ms',
      reference: { name: 'the server process (row above)', value: per('server'), unit: 'ms' },
    });
  }
  const ref = { name: 'bpmn-engine alone, same steps, one after another', value: fmt(engineRate, 0), unit: 'steps/s' };
  out({
    section,
    name: 'our engine step alone (model parsed once per definition), one after another',
    value: fmt(ourEngineRate, 0),
    unit: 'steps/s',
    reference: ref,
  });
  out({
    section,
    name: `leader agrees (HTTP complete, ${CONCURRENCY} in flight, ${tasks.length} tasks)`,
    value: fmt(httpRate, 0),
    unit: 'steps/s',
    reference: ref,
    target: '>= 150/s',
  });
  out({
    section,
    name: 'HTTP path as a share of the engine alone',
    value: fmt((100 * httpRate) / engineRate, 0),
    unit: '%',
    reference: ref,
    target: '>= 60 %',
  });
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
