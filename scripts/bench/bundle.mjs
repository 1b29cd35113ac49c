// Build sizes: the JS and CSS the browser fetches for the first screen after sign-in (recorded
// in Chromium against a running server), gzip and brotli, and the whole build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { fmt, root, startServer, tempDir } from './lib.mjs';

const out = (row) => console.log(JSON.stringify(row));
const dist = path.join(root, 'dist');
const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);
fs.writeFileSync(path.join(dist, '.build-stamp'), new Date().toISOString());

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const files = walk(dist).filter((f) => !/\.(gz|br)$/.test(f) && !f.endsWith('.build-stamp'));
const total = files.reduce((s, f) => s + fs.statSync(f).size, 0);
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const br = (buf) => zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const jsAll = files.filter((f) => /\.(js|css)$/.test(f)).reduce((s, f) => s + gz(fs.readFileSync(f)), 0);

const port = Number(process.env.BENCH_PORT ?? 18932);
const dataDir = tempDir('bundle');
const server = await startServer({ port, dataDir });
const requested = new Set();
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ locale: 'zh-CN' });
    await page.goto(`http://127.0.0.1:${port}/login?redirect=/front/home`);
    await page.locator('input[name="account"]').fill('zhangwei');
    await page.locator('input[name="password"]').fill('Portal@2026');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/front\/home/);
    await page.getByText('我的待办').first().waitFor();
    page.on('request', (r) => requested.add(new URL(r.url()).pathname));
    await page.reload();
    // the live event stream stays open, so the network never goes idle: wait for the home page's
    // cards, then for late chunks
    await page.getByText('我的待办').first().waitFor();
    await page.waitForTimeout(3000);
  } finally {
    await browser.close();
  }
} finally {
  // a failed run must not leave its server (and embedded PostgreSQL) behind on the port
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const firstScreen = [...requested]
  .filter((p) => /\.(js|css)$/.test(p) && p.startsWith('/front/'))
  .map((p) => path.join(dist, p.replace(/^\/front\//, '')));
let raw = 0,
  g = 0,
  b = 0;
for (const f of firstScreen) {
  const buf = fs.readFileSync(f);
  raw += buf.length;
  g += gz(buf);
  if (process.env.BENCH_VERBOSE) console.error(`${(gz(buf) / 1024).toFixed(1)} KB  ${path.basename(f)}`);
  b += br(buf);
}
const kb = (n) => fmt(n / 1024, 1);
const budget = { name: 'budget', value: '400', unit: 'KB gzip' };
out({
  section: 'Build size',
  name: `first screen after sign-in (/home): ${firstScreen.length} JS/CSS files, gzip`,
  value: kb(g),
  unit: 'KB',
  reference: budget,
  target: '< 400 KB gzip',
});
out({
  section: 'Build size',
  name: 'first screen after sign-in, brotli',
  value: kb(b),
  unit: 'KB',
  reference: { name: 'same files, raw', value: kb(raw), unit: 'KB' },
});
out({
  section: 'Build size',
  name: 'all JS and CSS of the build, gzip',
  value: kb(jsAll),
  unit: 'KB',
  reference: { name: 'first screen share', value: fmt((100 * g) / jsAll, 0), unit: '%' },
});
out({
  section: 'Build size',
  name: 'whole build (raw, without .gz/.br)',
  value: kb(total),
  unit: 'KB',
  reference: { name: 'files', value: String(files.length), unit: '' },
});
