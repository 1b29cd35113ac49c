import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app.js';
import { readConfig, type ServerConfig } from '../../server/src/config.js';
import { createDatabase, type Database } from '../../server/src/db/database.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { seedDemoData } from '../../server/src/seed/index.js';
import { issueSetupLink, startedEmpty } from '../../server/src/setup/index.js';
import { verifyAuditChain } from '../../server/src/audit/index.js';
import { withSeals } from '../../server/src/seals/tables.js';

/**
 * The first run of a real company (issue 30): SEED=empty seeds one administrator whose password nobody knows, set
 * through a one-time link the server prints; then the setup page's calls. Its own database, migrated and seeded empty.
 */
const name = `t_setup_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
let admin: pg.Client;
let db: Database;
let app: FastifyInstance;
let config: ServerConfig;
const printed: string[] = [];

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  db = createDatabase(url.toString(), 5).db;
  config = {
    ...readConfig({ ...process.env, PORT: '0', DATA_DIR: `/tmp/${name}`, SEED: 'empty', PUBLIC_BASE_URL: 'https://portal.example.com' }),
    logLevel: 'silent',
    trustProxy: true,
    auditKey: 'the-audit-key-of-the-first-run-test-012345',
  };
  await migrateToLatest(db);
  expect(config.emptyStart).toBe(true);
  expect(await seedDemoData(db, { history: config.demoHistory, empty: config.emptyStart })).toBe(true);
  app = await buildApp({ db, config });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
  fs.rmSync(`/tmp/${name}`, { recursive: true, force: true });
});

const login = (password: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { account: 'admin', password },
    headers: { 'p-langid': 'en-US', 'x-forwarded-for': '10.9.9.9' },
  });
const page = (token: string) => app.inject({ method: 'GET', url: `/setup/admin?lang=en-US&token=${encodeURIComponent(token)}` });
const submit = (token: string, password: string, confirm = password, ip = '10.1.1.1') =>
  app.inject({
    method: 'POST',
    url: '/setup/admin?lang=en-US',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    payload: new URLSearchParams({ token, password, confirm }).toString(),
  });
const PASSWORD = 'Harbour-Lamp-2026';

describe('an empty start', () => {
  it('has exactly one user, the administrator, no seals, no units but the root, no flows and no history', async () => {
    const users = await db.selectFrom('uc_user').select(['account', 'is_admin', 'status']).execute();
    expect(users).toEqual([{ account: 'admin', is_admin: true, status: 1 }]);
    // (the login page then never names demo accounts, server.ts)
    expect(await startedEmpty(db)).toBe(true);
    expect(await db.selectFrom('uc_org').select(['id', 'parent_id']).execute()).toEqual([{ id: 'org_root', parent_id: null }]);
    expect(await withSeals(db).selectFrom('seal').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('wf_def').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('wf_instance').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('inner_message').select('id').execute()).toEqual([]);
    const roles = await db.selectFrom('uc_user_role').select('role_id').orderBy('role_id').execute();
    expect(roles.map((r) => r.role_id)).toEqual(['role_admin', 'role_employee']);
    // the menu is there, with the setup page for administrators
    const setup = await db.selectFrom('sys_menu').select(['component', 'parent_id']).where('alias', '=', 'companySetup').executeTakeFirst();
    expect(setup).toEqual({ component: 'setup/CompanySetup', parent_id: 'menu_front_sysAdmin' });
    // a second start seeds nothing more (no demo forms, seals or templates arrive later)
    expect(await seedDemoData(db, { history: true })).toBe(false);
    expect(await db.selectFrom('uc_user').select('id').execute()).toHaveLength(1);
    expect(await withSeals(db).selectFrom('seal').select('id').execute()).toEqual([]);
  });

  it('cannot be signed into before the password is set, with no published password', async () => {
    for (const guess of ['Admin@2026', 'Portal@2026', 'admin', '']) expect((await login(guess)).statusCode).toBeGreaterThanOrEqual(400);
    // (the wrong guesses would ask the next sign-in for a captcha)
    await db.deleteFrom('identity_login_attempt').execute();
  });

  it('prints a one-time link at start; an earlier link stops working when a new one is issued', async () => {
    const lines: string[] = [];
    const first = await issueSetupLink({ db, config }, (m) => lines.push(m));
    const second = await issueSetupLink({ db, config }, (m) => printed.push(m));
    expect(first && second).toBeTruthy();
    expect(lines[0]).toContain(`https://portal.example.com/setup/admin?token=${first}`);
    expect(fs.readFileSync(path.join(config.dataDir, 'setup-link.txt'), 'utf8')).toContain(second!);
    expect(fs.statSync(path.join(config.dataDir, 'setup-link.txt')).mode & 0o777).toBe(0o600);
    // only the token's hash is in the database
    const row = await db.selectFrom('sys_setup').select('token_hash').executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(crypto.createHash('sha256').update(second!).digest('hex'));
    expect((await page(first!)).statusCode).toBe(403);
    expect((await page('')).statusCode).toBe(403);
    const form = await page(second!);
    expect(form.statusCode).toBe(200);
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    expect(form.body).toContain('Set the administrator password');
  });

  it('sets the password once with the token, under the password rule; the token then stops working', async () => {
    const token = /token=([\w-]+)/.exec(printed[0])![1];
    // a wrong token changes nothing
    expect((await submit('not-the-token', PASSWORD)).statusCode).toBe(403);
    // the rule and the confirmation: the form again, the token still good
    const differ = await submit(token, PASSWORD, PASSWORD + 'x');
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain('The two passwords differ');
    const weak = await submit(token, 'admin12345');
    expect(weak.statusCode).toBe(400);
    expect((await login('admin12345')).statusCode).toBeGreaterThanOrEqual(400);
    const done = await submit(token, PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('The administrator password is set');
    expect(fs.existsSync(path.join(config.dataDir, 'setup-link.txt'))).toBe(false);
    // used up: neither the page nor the form takes it again, and a restart issues no new link
    expect((await submit(token, 'Another-Lamp-2027')).statusCode).toBe(410);
    expect((await page(token)).statusCode).toBe(410);
    expect(await issueSetupLink({ db, config }, () => {})).toBeNull();
    await db.deleteFrom('identity_login_attempt').execute();
    const signedIn = await login(PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const entry = await db.selectFrom('audit_log').selectAll().where('action', '=', 'setup.adminPassword').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_account: 'setup', ip: '10.1.1.1', target_id: 'u_admin', after: '{"passwordSet":true}' });
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);
  });

  it('runs the setup: the company’s name, languages and first units, then complete, each an audit entry', async () => {
    const body = (await login(PASSWORD)).json();
    const token = body.value.token as string;
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: { 'p-auth': token, 'p-langid': 'en-US', 'x-forwarded-for': '10.2.2.2' },
        ...(payload ? { payload } : {}),
      });
    const state = (await call('GET', '/uc/setup/v1/state')).json().value;
    expect(state).toMatchObject({
      applies: true,
      completed: false,
      companyName: '我的公司',
      languages: ['zh-CN', 'en-US', 'id'],
      units: [],
      languagesVersion: 0,
    });
    // never no language: a clear refusal, nothing written
    const none = await call('POST', '/uc/setup/v1/save', {
      companyName: 'X',
      languages: [],
      units: [],
      complete: true,
      version: state.version,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one language to offer');
    const saved = await call('POST', '/uc/setup/v1/save', {
      companyName: 'Harbour Lamps Ltd',
      languages: ['en-US', 'zh-CN'],
      units: ['Sales', ' Finance ', '', 'Sales'],
      complete: true,
      version: state.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().value;
    expect(after).toMatchObject({ completed: true, companyName: 'Harbour Lamps Ltd', languages: ['zh-CN', 'en-US'], languagesVersion: 1 });
    // offered from now on, before sign-in too
    expect((await app.inject({ method: 'GET', url: '/uc/setup/v1/languages' })).json().value).toEqual({ languages: ['zh-CN', 'en-US'] });
    expect(after.units.map((u: { name: string }) => u.name)).toEqual(['Sales', 'Finance']);
    expect(await db.selectFrom('uc_tenant').select('name').execute()).toEqual([{ name: 'Harbour Lamps Ltd' }]);
    const paths = await db.selectFrom('uc_org').select('path_name').where('parent_id', '=', 'org_root').orderBy('sort').execute();
    expect(paths.map((p) => p.path_name)).toEqual(['Harbour Lamps Ltd/Sales', 'Harbour Lamps Ltd/Finance']);
    // the same version again: another administrator's save came first
    const stale = await call('POST', '/uc/setup/v1/save', {
      companyName: 'Other',
      languages: ['id'],
      units: [],
      complete: false,
      version: state.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Another administrator');
    expect((await db.selectFrom('uc_tenant').select('name').executeTakeFirstOrThrow()).name).toBe('Harbour Lamps Ltd');
    const actions = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_account', 'ip', 'target_name', 'after'])
      .orderBy('seq')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['setup.adminPassword', 'setup.company', 'org.create', 'org.create', 'setup.complete']);
    expect(actions[1]).toMatchObject({
      actor_account: 'admin',
      ip: '10.2.2.2',
      after: '{"name":"Harbour Lamps Ltd","languages":["zh-CN","en-US"]}',
    });
    expect(await verifyAuditChain(db, config)).toMatchObject({ intact: true, entries: 5 });
  });
});

describe('the seed options', () => {
  it.each([
    [{}, [], false, true],
    [{ SEED: 'empty' }, [], true, false],
    [{}, ['node', 'scripts/start.mjs', '--empty'], true, false],
    [{ SEED: 'demo-bare' }, [], false, false],
  ] as const)('env %j, arguments %j: empty %s, demo history %s', (env, argv, empty, history) => {
    const c = readConfig({ ...env }, argv);
    expect([c.emptyStart, c.demoHistory]).toEqual([empty, history]);
  });
});
