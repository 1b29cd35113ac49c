import type { FastifyInstance } from 'fastify';
import { readConfig, type ServerConfig } from './config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './seed/index.js';
import { storeDemoSealImages } from './seals/seed.js';
import { buildApp } from './app.js';
import { issueSetupLink, startedEmpty } from './setup/index.js';
import { ensureCa } from './signing/certificates.js';
import { EventHub } from './db/events.js';
import { configureEnginePool, drainEngine } from './workflow/engine/runner.js';
import { officeNotice, sandboxWarning } from './print/libreoffice.js';
import { sharedConverter } from './print/converter.js';
import { startWorkers } from './workers.js';
import { mailHostsLogLine } from './mail/connect.js';
import type { RunningJobs } from './jobs/boss.js';

export interface RunningServer {
  app: FastifyInstance;
  config: ServerConfig;
  close(): Promise<void>;
}

/** Starts the database (embedded unless DATABASE_URL), migrates, seeds and listens. */
export async function startServer(config: ServerConfig = readConfig()): Promise<RunningServer> {
  const log = (m: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg: m }));
  const started = Date.now();
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, appPort: config.port, port: config.embeddedPgPort, log });
    url = embedded.url;
    log(`embedded PostgreSQL ready on 127.0.0.1:${embedded.port} after ${Date.now() - started} ms`);
  }
  const { db, pool } = createDatabase(url, { prepare: config.databasePrepare });
  let jobs: RunningJobs | undefined;
  try {
    const applied = await migrateToLatest(db);
    if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
    const seedStarted = Date.now();
    const empty = config.emptyStart;
    if (await seedDemoData(db, { history: config.demoHistory, empty, companyName: config.companyName }))
      log(
        `${empty ? 'empty company' : 'demo data'} seeded${config.demoHistory && !empty ? ' with its history' : ''} in ${Date.now() - seedStarted} ms`,
      );
    // an empty company's administrator has no password yet: a one-time link to set it, printed here (issue 30)
    await issueSetupLink({ db, config }, log);
    // a company that started empty has no demo accounts: the login page never names them, whatever this start's SEED
    if (!process.env.LOGIN_DEMO_HINTS && (await startedEmpty(db))) config = { ...config, loginDemoHints: false };
    // the signing CA is made on the first start (and its key opened on every later one)
    await ensureCa({ db, config }, log);
    // pictures are files of the data folder, not rows: stored once per folder, beside the seeded seals
    const pictures = await storeDemoSealImages({ db, config }).catch((err: unknown) => {
      log(`the demo seal pictures could not be stored: ${String(err)}`);
      return 0;
    });
    if (pictures) log(`demo seal pictures stored: ${pictures}`);
    const events = new EventHub(url);
    await events.start();
    const app = await buildApp({ db, config, events, pool });
    // timers and jobs: every process runs a worker (pg-boss hands each job to one of them)
    jobs = await startWorkers({ db, config }, url, log);
    const worker = jobs;
    await app.listen({ port: config.port, host: config.host });
    log(`portal ready at http://127.0.0.1:${config.port}/front/ after ${Date.now() - started} ms`);
    log(mailHostsLogLine(config.mailHosts));
    const notice = officeNotice();
    const unjailed = sandboxWarning();
    if (unjailed) console.warn(`\n${unjailed}\n`);
    if (notice) console.warn(`\n${notice}\n`);
    else {
      // LibreOffice starts now rather than on the first print, which then takes a fraction of a second
      sharedConverter((m) => app.log.error(m))
        .warm()
        .then(() => log('PDF converter (LibreOffice) ready'))
        .catch((err: Error) => app.log.error(`PDF converter did not start: ${err.message}`));
    }
    let closing: Promise<void> | undefined;
    // a graceful stop: no new connections; live-update streams end with a reconnect hint; the requests in
    // flight (completions included) finish and are answered, within STOP_GRACE_MS; engine steps finish; then
    // the event listener, the pool and the embedded PostgreSQL (a clean shutdown) stop
    const close = () =>
      (closing ??= (async () => {
        const stopping = Date.now();
        const force = setTimeout(() => app.server.closeAllConnections(), config.stopGraceMs);
        await app.close().catch(() => {});
        clearTimeout(force);
        // a job in flight finishes (its step commits); the next ones wait for another process
        await worker.stop().catch(() => {});
        await drainEngine(Math.max(0, config.stopGraceMs - (Date.now() - stopping)));
        await configureEnginePool(0);
        await events.close();
        await db.destroy().catch(() => {});
        await embedded?.stop().catch(() => {});
        log(`stopped after ${Date.now() - stopping} ms`);
      })());
    return { app, config, close };
  } catch (err) {
    await jobs?.stop().catch(() => {});
    await db.destroy().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw err;
  }
}
