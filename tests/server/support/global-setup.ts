import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../server/src/db/embedded.js';
import { createDatabase } from '../../../server/src/db/database.js';
import { migrateToLatest } from '../../../server/src/db/migrate.js';
import { seedDemoData } from '../../../server/src/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL per run: the template database is migrated and seeded once, and every test
 * file clones it (CREATE DATABASE ... TEMPLATE, milliseconds) so files never share rows.
 */
export default async function setup(project: TestProject) {
  const target = project.name === 'server-pg15' ? 'external' : 'embedded';
  let embedded: EmbeddedDatabase | undefined;
  let tmp: string | undefined;
  let adminUrl: string;
  if (target === 'embedded') {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir: tmp, appPort: 0, port: 20000 + (process.pid % 9000) });
    adminUrl = embedded.url.replace(/\/portal$/, '/postgres');
  } else {
    adminUrl = process.env.EXTERNAL_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  }
  const template = `portal_tpl_${process.pid}_${target === 'embedded' ? 'e' : 'x'}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const { db } = createDatabase(url.toString(), 2);
  await migrateToLatest(db);
  // no demo history: the tests count the rows they make
  await seedDemoData(db, { history: false });
  await db.destroy();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    // drop what this run created, including clones a crashed file left behind
    const left = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $2 or datname = $1`, [
      template,
      `t_${process.pid}_${target === 'embedded' ? 'e' : 'x'}_%`,
    ]);
    for (const { datname } of left.rows) await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  };
}
