import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import tar from 'tar-stream';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { createDatabase } from './database.js';
import { codeMigrations, migrateTo, migrateToLatest, pendingMigrations } from './migrate.js';

/**
 * Backup and restore (issue 13 §6; docs/decisions.md "Backups"). A snapshot is one .tar.gz:
 * - `manifest.json`: format, time, the migrations the database had run, every table with its row count, the
 *   sequences' values, the files;
 * - `db/<table>.copy`: each table in PostgreSQL's COPY text format, all read in ONE repeatable-read transaction,
 *   so the tables agree with each other as of one instant while the portal keeps running;
 * - `files/<key>`: the stored files that snapshot's file rows name. Stored files are never changed and a file
 *   row's bytes are never removed, so copying them after the tables still gives the snapshot's files.
 * No pg_dump: the embedded PostgreSQL's package ships none, and the machine's (15) cannot dump an 18 server.
 * A snapshot holds every row and file of the company: it is written readable by its owner only (0600), and a
 * restore trusts nothing in it (issue 27 item 9): the manifest must have its shape and every file key must stay
 * inside DATA_DIR/files, checked before anything is written.
 */

export const SNAPSHOT_FORMAT = 1;
const SKIP = new Set(['kysely_migration', 'kysely_migration_lock']);

const ManifestShape = Type.Object({
  format: Type.Number(),
  createdAt: Type.String(),
  migrations: Type.Array(Type.String()),
  tables: Type.Array(Type.Object({ name: Type.String(), rows: Type.Number() })),
  sequences: Type.Array(Type.Object({ name: Type.String(), value: Type.Union([Type.Number(), Type.Null()]), called: Type.Boolean() })),
  files: Type.Array(Type.String()),
});
export type Manifest = Static<typeof ManifestShape>;

/** Where a stored file's key lives under `dataDir`/files; a key that would leave that folder is refused. */
export function storedFilePath(dataDir: string, key: string): string {
  const root = path.resolve(dataDir, 'files');
  const target = path.resolve(root, key);
  if (key.includes('\0') || !target.startsWith(root + path.sep))
    throw new Error(`the snapshot names a file outside DATA_DIR/files: ${JSON.stringify(key)}`);
  return target;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function collect(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Writes a snapshot of the database at `url` and the files of `dataDir` to `outFile`; answers its manifest. */
export async function writeSnapshot(url: string, dataDir: string, outFile: string): Promise<Manifest> {
  const part = `${outFile}.part`;
  // a new file of our own: never one a torn run (or someone else) left with wider rights or as a link
  await fsp.rm(part, { force: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(part, { flags: 'wx', mode: 0o600 }));
  const entry = (name: string, body: Buffer) => new Promise<void>((ok, fail) => pack.entry({ name }, body, (e) => (e ? fail(e) : ok())));
  try {
    await client.query('begin isolation level repeatable read read only');
    const migrations = (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((r) => r.name);
    const tableNames = (
      await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename")
    ).rows
      .map((r) => r.name)
      .filter((n) => !SKIP.has(n));
    const tables: Manifest['tables'] = [];
    for (const name of tableNames) {
      const body = await collect(client.query(copyTo(`copy ${ident(name)} to stdout`)));
      await entry(`db/${name}.copy`, body);
      tables.push({ name, rows: body.length ? body.toString('utf8').split('\n').length - 1 : 0 });
    }
    const sequences = (
      await client.query<{ name: string; value: string | null; called: boolean }>(
        `select sequencename as name, last_value as value, last_value is not null as called from pg_sequences where schemaname = 'public'`,
      )
    ).rows.map((s) => ({ name: s.name, value: s.value === null ? null : Number(s.value), called: s.called }));
    const files = tableNames.includes('sys_file')
      ? (await client.query<{ key: string }>('select storage_key as key from sys_file order by storage_key')).rows.map((r) => r.key)
      : [];
    await client.query('commit');
    for (const key of files) await entry(`files/${key}`, await fsp.readFile(storedFilePath(dataDir, key)));
    const manifest: Manifest = { format: SNAPSHOT_FORMAT, createdAt: new Date().toISOString(), migrations, tables, sequences, files };
    await entry('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    pack.finalize();
    await written;
    await fsp.rename(part, outFile);
    return manifest;
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => {});
    await fsp.rm(part, { force: true });
    throw err;
  } finally {
    await client.end();
  }
}

/** A snapshot read into memory and checked: its manifest, its entries by name (tables as COPY text, files as bytes). */
export interface LoadedSnapshot {
  file: string;
  manifest: Manifest;
  entries: Map<string, Buffer>;
}

/**
 * Reads a snapshot and checks it before anything is written: a manifest of the right shape and format, and every
 * file key inside `dataDir`/files (a key like `../../x` would write anywhere the restoring user may).
 */
export async function loadSnapshot(file: string, dataDir: string): Promise<LoadedSnapshot> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    collect(stream).then((body) => (entries.set(header.name, body), next()), next);
  });
  await pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  const manifestText = entries.get('manifest.json');
  if (!manifestText) throw new Error(`${file} is not a snapshot of this portal (no manifest.json)`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestText.toString('utf8'));
  } catch {
    throw new Error(`${file} is not a snapshot of this portal (its manifest.json is not JSON)`);
  }
  if (!Value.Check(ManifestShape, manifest)) throw new Error(`${file} is not a snapshot of this portal (its manifest.json is malformed)`);
  if (manifest.format !== SNAPSHOT_FORMAT) throw new Error(`snapshot format ${manifest.format} is not ${SNAPSHOT_FORMAT}`);
  for (const key of manifest.files) {
    storedFilePath(dataDir, key);
    if (!entries.has(`files/${key}`)) throw new Error(`the snapshot lacks file ${key}`);
  }
  for (const { name } of manifest.tables) if (!entries.has(`db/${name}.copy`)) throw new Error(`the snapshot lacks table ${name}`);
  return { file, manifest, entries };
}

/**
 * Brings a snapshot back into an empty database at `url` and an empty `dataDir`: the schema as it was (the
 * snapshot's migrations), every table's rows in one transaction, the sequences, the files; then the
 * migrations this code has beyond the snapshot's. Refuses a database that holds data, a snapshot newer
 * than the code, and one that fails loadSnapshot's checks (before writing anything).
 */
export async function restoreSnapshot(url: string, dataDir: string, snapshot: string | LoadedSnapshot): Promise<Manifest> {
  const { manifest, entries } = typeof snapshot === 'string' ? await loadSnapshot(snapshot, dataDir) : snapshot;

  const { db } = createDatabase(url, { max: 2, prepare: false });
  try {
    const known = new Set(await codeMigrations());
    const pending = await pendingMigrations(db);
    if (pending.length < known.size)
      throw new Error('the database is not empty: restore into a new data folder (or an empty DATABASE_URL)');
    const unknown = manifest.migrations.filter((m) => !known.has(m));
    if (unknown.length) throw new Error(`the snapshot is newer than this code (migrations ${unknown.join(', ')}): update the portal first`);
    const last = manifest.migrations.at(-1);
    if (last) await migrateTo(db, last);
  } finally {
    await db.destroy();
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    // foreign keys and triggers wait until every table is in (this needs a superuser, as the embedded one is)
    await client.query('set local session_replication_role = replica');
    const names = manifest.tables.map((t) => ident(t.name)).join(', ');
    if (names) await client.query(`truncate ${names}`);
    for (const { name } of manifest.tables) {
      const body = entries.get(`db/${name}.copy`)!;
      const into = client.query(copyFrom(`copy ${ident(name)} from stdin`));
      const source = new PassThrough();
      source.end(body);
      await pipeline(source, into);
    }
    for (const s of manifest.sequences) {
      if (s.value !== null) await client.query('select setval($1, $2, $3)', [ident(s.name), s.value, s.called]);
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }

  for (const key of manifest.files) {
    const body = entries.get(`files/${key}`)!;
    const target = storedFilePath(dataDir, key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.writeFile(target, body, { flag: 'wx' });
  }

  const after = createDatabase(url, { max: 2, prepare: false }).db;
  try {
    await migrateToLatest(after);
  } finally {
    await after.destroy();
  }
  return manifest;
}
