// The server the end-to-end suite drives: a fresh data folder each run, the built portal.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
// a fresh log each run (the suite's teardown reads it)
if (process.env.LOG_FILE) fs.rmSync(process.env.LOG_FILE, { force: true });
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
buildIfNeeded();
register();
await import('../server/src/main.ts');
