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
  ['scripts/bench-departures.mjs'],
  ['scripts/bench-admin-org.mjs'],
  ['scripts/bench-admin-users.mjs'],
].filter(([s]) => fs.existsSync(path.join(root, s)));

// `npm run bench -- --before <git ref> [--only routes,steps] [--out docs/x.md]`: each chosen script runs twice in turn, on a throw-away
// checkout of the ref and on this one, so that a change's figures stand beside the ones before it, measured on the same
// machine in the same minutes (a restructuring must keep them within noise)
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const beforeRef = option('before');
const only = option('only')?.split(',').filter(Boolean);
const chosen = only ? scripts.filter(([s, env = {}]) => only.some((o) => `${s} ${JSON.stringify(env)}`.includes(o))) : scripts;
const beforeRoot = beforeRef ? checkoutOf(beforeRef) : null;

const rows = [];
const before = [];
try {
  for (const [script, env = {}] of chosen) {
    if (beforeRoot) before.push(...runScript(beforeRoot, script, env, `${beforeRef}: `));
    rows.push(...runScript(root, script, env, ''));
  }
} finally {
  if (beforeRoot) spawnSync('git', ['worktree', 'remove', '--force', beforeRoot], { cwd: root, stdio: 'inherit' });
}

/** One benchmark script's result rows ({section, name, value, unit, reference, target?} per JSON line it prints). */
function runScript(cwd, script, env, label) {
  console.log(`running ${label}${script} ${JSON.stringify(env)}`);
  if (!fs.existsSync(path.join(cwd, script))) return [];
  const res = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 << 20,
  });
  const out = [];
  for (const line of res.stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      out.push(JSON.parse(line));
    } catch {
      /* not a result line */
    }
  }
  if (res.status !== 0)
    out.push({
      section: 'Failures',
      name: `${label}${script}`,
      value: `exit ${res.status}`,
      unit: '',
      reference: { name: '', value: '', unit: '' },
    });
  return out;
}

/** A throw-away checkout of `ref` beside this one, sharing its installed packages. */
function checkoutOf(ref) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-before-'));
  fs.rmSync(dir, { recursive: true });
  const res = spawnSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`no checkout of ${ref}`);
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

// the soak test's last figures (npm run soak writes them; it runs for minutes, so not here)
const soak = path.join(root, 'docs/soak.json');
if (!only && fs.existsSync(soak))
  rows.push(...JSON.parse(fs.readFileSync(soak, 'utf8')).map((r) => ({ ...r, section: 'Soak (npm run soak, its last run)' })));

const sections = [...new Set(rows.map((r) => r.section))];
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
let md = `# Benchmarks\n\nWritten by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ${fmtMem(os.totalmem())}, Node ${process.version}.\n`;
md += 'These machines are shared and noisy: read each figure beside its reference, measured in the same run.\n';
if (beforeRef)
  md += `Each figure stands beside the same measure on \`${beforeRef}\` (\`--before\`), the two run in turn script by script.\n`;
const refText = (r) => (r?.reference ? `${r.reference.name}: ${r.reference.value} ${r.reference.unit}`.trim() : '');
for (const s of sections) {
  if (beforeRef) {
    md += `\n## ${s}\n\n| measure | value | reference (same run) | before: value | before: reference | target |\n|---|---|---|---|---|---|\n`;
    for (const r of rows.filter((x) => x.section === s)) {
      const b = before.find((x) => x.section === s && x.name === r.name);
      md += `| ${r.name} | ${r.value} ${r.unit} | ${refText(r)} | ${b ? `${b.value} ${b.unit}` : '—'} | ${refText(b)} | ${r.target ?? ''} |\n`;
    }
    continue;
  }
  md += `\n## ${s}\n\n| measure | value | reference (same run) | target |\n|---|---|---|---|\n`;
  for (const r of rows.filter((x) => x.section === s)) md += `| ${r.name} | ${r.value} ${r.unit} | ${refText(r)} | ${r.target ?? ''} |\n`;
}
fs.writeFileSync(path.resolve(root, option('out') ?? 'docs/benchmarks.md'), md);
console.log(md);

function fmtMem(bytes) {
  return `${Math.round(bytes / 2 ** 30)} GiB`;
}
