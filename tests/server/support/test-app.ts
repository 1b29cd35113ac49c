import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createDatabase, type Database } from '../../../server/src/db/database.js';
import { buildApp } from '../../../server/src/app.js';
import { readConfig, type ServerConfig } from '../../../server/src/config.js';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** The database's name (a clone of the template). */
  name: string;
  config: ServerConfig;
  url: string;
  close(): Promise<void>;
}

/** A fresh database cloned from the seeded template, and the app on it (driven with inject). */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  appOptions: FastifyServerOptions = { logger: false },
): Promise<TestContext> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `t_${template.replace('portal_tpl_', '')}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // a template may not have other sessions while it is copied: retry briefly when two files clone at once
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      break;
    } catch (err) {
      if (attempt > 50) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    }
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db, pool } = createDatabase(url.toString(), 10);
  // tests stand in for clients behind a proxy: X-Forwarded-For gives each its own address
  const config: ServerConfig = {
    ...readConfig({ ...process.env, PORT: '0', DATA_DIR: `/tmp/${name}` }),
    logLevel: 'silent',
    trustProxy: true,
    ...overrides,
  };
  const app = await buildApp({ db, config, pool }, appOptions);
  await app.ready();
  return {
    app,
    db,
    name,
    config,
    url: url.toString(),
    async close() {
      await app.close();
      await db.destroy();
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

/**
 * A test file's app: created before the file's tests and closed after them. The object is filled in
 * place (in beforeAll), so a file names it once at its top: `const ctx = useTestApp();`.
 */
export function useTestApp(overrides: Partial<ServerConfig> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(overrides));
  });
  afterAll(() => ctx.close?.());
  return ctx;
}

/** useTestApp and one signed-in user per account named, each filled in place like the app. */
export function useTestUsers<const A extends string, U extends object>(
  accounts: readonly A[],
  signIn: (ctx: TestContext, account: A) => Promise<U>,
): { ctx: TestContext } & Record<A, U> {
  const ctx = useTestApp();
  const users = Object.fromEntries(accounts.map((a) => [a, {}])) as Record<A, U>;
  beforeAll(async () => {
    await Promise.all(accounts.map(async (a) => Object.assign(users[a], await signIn(ctx, a))));
  });
  return { ...users, ctx };
}
