// `node --import tsx scripts/bench-print-corpus.mjs`: the Word corpus of the print tests (tests/server/fixtures/
// word-corpus/SOURCES.md; PRINT_CORPUS_DIR adds the .docx/.docm/.dotx/.dotm/.odt files of a folder) converted to PDF
// by the server's converter — sandboxed, each document measured and cleaned first — beside a cold
// `soffice --headless --convert-to pdf` of the same documents in the same run, and the converter with the pre-pass
// alone (PRINT_SANDBOX=off). A listener on 127.0.0.1 counts what the documents' links reach. JSON lines out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { percentile, tempDir } from './bench/lib.mjs';
import { PdfConverter } from '../server/src/print/converter.ts';
import { DocumentRefused } from '../server/src/print/package.ts';
import { sandboxSetup } from '../server/src/print/sandbox.ts';
import { solidPng } from '../tests/server/support/office-docs.ts';
import { tripwire } from '../tests/server/support/hostile-docs.ts';
import { realWorldDocs, writtenDocs } from '../tests/server/support/word-corpus.ts';

const out = (row) => console.log(JSON.stringify(row));
const r = (ms) => Math.round(ms * 10) / 10;
const section = 'Printing: the Word corpus, sandboxed (issue 27)';

const soffice = spawnSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' }).stdout.trim();
if (!soffice || sandboxSetup().mode !== 'bwrap') {
  out({ bench: 'print-corpus', skipped: `needs LibreOffice and bubblewrap (${sandboxSetup().reason ?? 'soffice missing'})` });
  process.exit(0);
}

const wire = await tripwire();
const work = tempDir('print-corpus');
const secret = path.join(work, 'secret.png');
fs.writeFileSync(secret, solidPng([255, 0, 0], 96));
const extra = process.env.PRINT_CORPUS_DIR
  ? fs
      .readdirSync(process.env.PRINT_CORPUS_DIR)
      .filter((n) => /\.(docx|docm|dotx|dotm|odt)$/i.test(n))
      .map((n) => ({ name: `extra/${n}`, bytes: async () => fs.readFileSync(path.join(process.env.PRINT_CORPUS_DIR, n)) }))
  : [];
const corpus = [...realWorldDocs(), ...writtenDocs(wire.base, secret), ...extra];
const docs = [];
for (const d of corpus)
  docs.push({ name: d.name, ext: path.extname(d.name).slice(1).toLowerCase(), bytes: await d.bytes(), expect: d.expect });

/** Each document through a converter: its time, and whether it printed, was refused (the document's fault) or failed. */
async function convertAll(converter) {
  const t0 = performance.now();
  await converter.warm();
  const start = performance.now() - t0;
  const rows = [];
  for (const d of docs) {
    const t = performance.now();
    let outcome = 'printed';
    try {
      await converter.toPdf(d.bytes, d.ext);
    } catch (err) {
      outcome = err instanceof DocumentRefused ? 'refused' : `failed: ${err.message.slice(0, 80)}`;
    }
    rows.push({ name: d.name, ms: performance.now() - t, outcome });
  }
  converter.close();
  return { start, rows };
}

try {
  const jailed = await convertAll(new PdfConverter({ timeoutMs: 30_000, startTimeoutMs: 60_000 }));
  const prepassOnly = await convertAll(new PdfConverter({ timeoutMs: 30_000, startTimeoutMs: 60_000, sandbox: { mode: 'off' } }));

  // the reference: a cold soffice per document (one kept profile), for what LibreOffice can be handed safely
  // (not the hostile ones: unjailed, their links would reach out)
  const profile = path.join(work, 'profile');
  const cold = [];
  for (const [i, d] of docs.entries()) {
    if (!('print' in d.expect) || /external|nested/.test(d.name) || jailed.rows[i].outcome !== 'printed') continue;
    const file = path.join(work, `doc${i}.${d.ext}`);
    fs.writeFileSync(file, d.bytes);
    const t0 = performance.now();
    spawnSync(soffice, ['--headless', `-env:UserInstallation=file://${profile}`, '--convert-to', 'pdf', '--outdir', work, file], {
      stdio: 'ignore',
      timeout: 120_000,
    });
    if (fs.existsSync(path.join(work, `doc${i}.pdf`))) cold.push(performance.now() - t0);
  }

  const times = (rows) => rows.map((x) => x.ms).sort((a, b) => a - b);
  const count = (rows, o) => rows.filter((x) => x.outcome.startsWith(o)).length;
  const ms = times(jailed.rows);
  const coldMs = [...cold].sort((a, b) => a - b);
  const slowest = [...jailed.rows].sort((a, b) => b.ms - a.ms)[0];
  const tally = `${docs.length} documents: ${count(jailed.rows, 'printed')} printed, ${count(jailed.rows, 'refused')} refused, ${count(jailed.rows, 'failed')} failed`;
  out({
    section,
    name: `conversion, sandboxed converter, pre-pass included (${tally}): p50`,
    value: String(r(percentile(ms, 50))),
    unit: 'ms',
    reference: {
      name: `cold soffice --convert-to pdf, the ${coldMs.length} printable non-hostile ones: p50`,
      value: String(r(percentile(coldMs, 50))),
      unit: 'ms',
    },
    target: '< 10 000 ms each',
  });
  out({
    section,
    name: 'conversion, sandboxed converter: p95',
    value: String(r(percentile(ms, 95))),
    unit: 'ms',
    reference: { name: 'cold soffice: p95', value: String(r(percentile(coldMs, 95))), unit: 'ms' },
  });
  out({
    section,
    name: `slowest document (${slowest.name}, ${slowest.outcome})`,
    value: String(r(slowest.ms)),
    unit: 'ms',
    reference: { name: 'requests reaching the listener on 127.0.0.1', value: String(wire.hits.length), unit: '' },
  });
  out({
    section,
    name: 'converter start (bubblewrap + LibreOffice + UNO)',
    value: String(r(jailed.start)),
    unit: 'ms',
    reference: { name: 'the same without the sandbox', value: String(r(prepassOnly.start)), unit: 'ms' },
  });
  out({
    section,
    name: 'conversion, pre-pass alone (PRINT_SANDBOX=off): p50',
    value: String(r(percentile(times(prepassOnly.rows), 50))),
    unit: 'ms',
    reference: { name: 'sandboxed (first row)', value: String(r(percentile(ms, 50))), unit: 'ms' },
  });
  for (const x of jailed.rows) if (x.outcome.startsWith('failed')) out({ bench: 'print-corpus', failed: x.name, reason: x.outcome });
} finally {
  await wire.close();
  fs.rmSync(work, { recursive: true, force: true });
}
