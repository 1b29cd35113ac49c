// `npm run bench`: runs every benchmark script, each printing JSON lines
// {section, name, value, unit, reference: {name, value, unit}, target?}, and writes docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const scripts = [
  ['scripts/bench/bundle.mjs'],
  ['scripts/bench-first-screen.mjs'],
  ['scripts/bench/server.mjs'],
  ['scripts/bench-routes.mjs'],
  ['scripts/bench-workflow.mjs'],
  ['scripts/bench-steps.mjs'],
  ['scripts/bench-bpmn.mjs'],
  ['scripts/bench-todolist.mjs', { BENCH_TASKS: '100000' }],
  ['scripts/bench-todolist.mjs', { BENCH_TASKS: '1000000' }],
  ['scripts/bench-analytics.mjs'],
  ['scripts/bench-flowchart.mjs'],
  ['scripts/bench-screen.mjs'],
  ['scripts/bench-print.mjs'],
  ['scripts/bench-print-corpus.mjs'],
  ['scripts/bench-mail.mjs'],
].filter(([s]) => fs.existsSync(path.join(root, s)));

const rows = [];
for (const [script, env = {}] of scripts) {
  console.log(`running ${script} ${JSON.stringify(env)}`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 << 20,
  });
  for (const line of res.stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      rows.push(JSON.parse(line));
    } catch {
      /* not a result line */
    }
  }
  if (res.status !== 0)
    rows.push({ section: 'Failures', name: script, value: `exit ${res.status}`, unit: '', reference: { name: '', value: '', unit: '' } });
}

// the soak test's last figures (npm run soak writes them; it runs for minutes, so not here)
const soak = path.join(root, 'docs/soak.json');
if (fs.existsSync(soak))
  rows.push(...JSON.parse(fs.readFileSync(soak, 'utf8')).map((r) => ({ ...r, section: 'Soak (npm run soak, its last run)' })));

const sections = [...new Set(rows.map((r) => r.section))];
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
let md = `# Benchmarks\n\nWritten by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ${fmtMem(os.totalmem())}, Node ${process.version}.\n`;
md += 'These machines are shared and noisy: read each figure beside its reference, measured in the same run.\n';
for (const s of sections) {
  md += `\n## ${s}\n\n| measure | value | reference (same run) | target |\n|---|---|---|---|\n`;
  for (const r of rows.filter((x) => x.section === s)) {
    const ref = r.reference ? `${r.reference.name}: ${r.reference.value} ${r.reference.unit}`.trim() : '';
    md += `| ${r.name} | ${r.value} ${r.unit} | ${ref} | ${r.target ?? ''} |\n`;
  }
}
fs.writeFileSync(path.join(root, 'docs/benchmarks.md'), md);
console.log(md);

function fmtMem(bytes) {
  return `${Math.round(bytes / 2 ** 30)} GiB`;
}
