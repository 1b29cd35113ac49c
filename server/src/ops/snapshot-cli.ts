import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config.js';
import { openEmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded.js';
import { loadSnapshot, restoreSnapshot, writeSnapshot } from '../db/snapshot.js';

/**
 * `npm run backup [FILE]` and `npm run restore FILE` (issue 13 §6). They read the server's environment
 * (DATA_DIR, PORT, DATABASE_URL, EMBEDDED_PG_PORT): a backup runs beside a running portal (or starts the
 * data folder's database for itself); a restore fills a new, empty data folder (or empty DATABASE_URL).
 */
const config = readConfig();
const [command, fileArg] = process.argv.slice(2);
const say = (m: string) => console.log(m);

async function database(fresh: boolean) {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const options = { dataDir: config.dataDir, appPort: config.port, port: config.embeddedPgPort, log: say };
  return fresh ? startEmbeddedPostgres(options) : openEmbeddedPostgres(options);
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

async function backup(): Promise<void> {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  const file = path.resolve(fileArg ?? path.join('backups', `portal-${stamp}.tar.gz`));
  // the snapshot holds every row and file of the company: a folder we make is its owner's alone (the file is 0600)
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const db = await database(false);
  try {
    const started = Date.now();
    const manifest = await writeSnapshot(db.url, config.dataDir, file);
    const rows = manifest.tables.reduce((s, t) => s + t.rows, 0);
    say(
      `backup written to ${file}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files, in ${Date.now() - started} ms`,
    );
  } finally {
    await db.stop();
  }
}

async function restore(): Promise<void> {
  if (!fileArg) throw new Error('usage: npm run restore FILE (into an empty DATA_DIR)');
  const file = path.resolve(fileArg);
  if (!fs.existsSync(file)) throw new Error(`no such file: ${file}`);
  if (!config.databaseUrl && !isEmptyDir(path.join(config.dataDir, 'pg')))
    throw new Error(`${config.dataDir} already holds a database: restore into a new, empty DATA_DIR`);
  if (!isEmptyDir(path.join(config.dataDir, 'files')))
    throw new Error(`${config.dataDir}/files is not empty: restore into a new, empty DATA_DIR`);
  // checked before the database starts: a refused snapshot leaves nothing behind
  const snapshot = await loadSnapshot(file, config.dataDir);
  const db = await database(true);
  try {
    const manifest = await restoreSnapshot(db.url, config.dataDir, snapshot);
    say(
      `restored ${file} (taken ${manifest.createdAt}) into ${config.dataDir}: ${manifest.tables.length} tables, ${manifest.files.length} files`,
    );
    say('start the portal on this data folder with: npm start');
  } finally {
    await db.stop();
  }
}

try {
  if (command === 'backup') await backup();
  else if (command === 'restore') await restore();
  else throw new Error('usage: snapshot-cli backup [FILE] | restore FILE');
} catch (err) {
  console.error(`${command ?? 'snapshot'} failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
