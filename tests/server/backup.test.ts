import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { uploadFile } from './support/files.js';
import { as, LEAVE, type Client } from './workflow-support.js';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { restoreSnapshot, writeSnapshot } from '../../server/src/db/snapshot.js';

// Issue 13 §6: a snapshot taken while approvals run restores with every committed approval and file.

let ctx: TestContext;
let zhangwei: Client;
let lina: Client;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
const restoredName = `restored_${crypto.randomBytes(4).toString('hex')}`;
const restoredDir = path.join(work, 'restored-data');

beforeAll(async () => {
  ctx = await createTestApp();
  zhangwei = await as(ctx, 'zhangwei');
  lina = await as(ctx, 'lina');
  await admin.connect();
});
afterAll(async () => {
  await ctx.close();
  await admin.query(`drop database if exists ${restoredName} with (force)`).catch(() => {});
  await admin.end();
  fs.rmSync(work, { recursive: true, force: true });
});

/** One leave request started by zhangwei and approved by lina: the instance id once the approval answered. */
async function approvedLeave(): Promise<string> {
  const started = await zhangwei.post('/runtime/instance/v1/start', { defKey: 'leaveRequest', formData: LEAVE });
  expect(started.status).toBe(200);
  const instId = started.body.value.instId as string;
  const todo = await lina.post('/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 100 } });
  const task = (todo.body.value.rows as { id: string; procInstId: string }[]).find((r) => r.procInstId === instId)!;
  const done = await lina.post('/runtime/task/v1/complete', { taskId: task.id, actionName: 'agree', opinion: 'ok' });
  expect(done.status).toBe(200);
  return instId;
}

const uploaded = (name: string, data: Buffer) => uploadFile(ctx, zhangwei, name, data);

describe('a snapshot taken under load', () => {
  it('restores into an empty database and folder with every committed approval and file', async () => {
    const before = [await approvedLeave(), await approvedLeave()];
    const bytes = [crypto.randomBytes(40_000), Buffer.from('审批附件\n')];
    const fileIds = [await uploaded('scan.bin', bytes[0]!), await uploaded('说明.txt', bytes[1]!)];

    // approvals keep running while the snapshot is written
    let running = true;
    const during: string[] = [];
    const load = (async () => {
      while (running) during.push(await approvedLeave());
    })();
    const out = path.join(work, 'portal.snapshot.tar.gz');
    const manifest = await writeSnapshot(ctx.url, ctx.config.dataDir, out);
    running = false;
    await load;
    expect(during.length).toBeGreaterThan(0);
    expect(manifest.files.length).toBeGreaterThanOrEqual(2);

    await admin.query(`create database ${restoredName}`);
    const url = new URL(ctx.url);
    url.pathname = `/${restoredName}`;
    await restoreSnapshot(url.toString(), restoredDir, out);

    const restored = new pg.Client({ connectionString: url.toString() });
    await restored.connect();
    try {
      // every table holds what the snapshot counted
      for (const t of manifest.tables) {
        const { rows } = await restored.query(`select count(*)::int as n from "${t.name}"`);
        expect({ table: t.name, rows: rows[0].n }).toEqual({ table: t.name, rows: t.rows });
      }
      // the approvals answered before the snapshot are there, with their opinions
      const insts = await restored.query(`select id, status from wf_instance where id = any($1)`, [before]);
      expect(insts.rows.map((r) => r.id).sort()).toEqual([...before].sort());
      const opinions = await restored.query(`select inst_id, status from wf_opinion where inst_id = any($1) and status = 'agree'`, [
        before,
      ]);
      expect(new Set(opinions.rows.map((r) => r.inst_id))).toEqual(new Set(before));
      // an approval running during the snapshot is in it whole or not at all: a done task has its opinion
      const torn = await restored.query(
        `select t.id from wf_task t where t.inst_id = any($1) and t.status = 'done'
           and not exists (select 1 from wf_opinion o where o.inst_id = t.inst_id and o.status = 'agree')`,
        [during],
      );
      expect(torn.rows).toEqual([]);
      // the files: the same bytes under the keys their rows name
      const files = await restored.query(`select id, storage_key from sys_file where id = any($1) order by array_position($1, id)`, [
        fileIds,
      ]);
      expect(files.rows).toHaveLength(2);
      files.rows.forEach((row, i) =>
        expect(fs.readFileSync(path.join(restoredDir, 'files', row.storage_key)).equals(bytes[i]!)).toBe(true),
      );
    } finally {
      await restored.end();
    }
  }, 120_000);

  it('refuses to restore over a database that holds data', async () => {
    const out = path.join(work, 'second.tar.gz');
    await writeSnapshot(ctx.url, ctx.config.dataDir, out);
    await expect(restoreSnapshot(ctx.url, path.join(work, 'elsewhere'), out)).rejects.toThrow(/not empty/);
  }, 60_000);
});

/** The entries of a snapshot file, by name. */
async function entriesOf(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  extract.end(zlib.gunzipSync(fs.readFileSync(file)));
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  return entries;
}

/** A snapshot file made of these entries (as someone who edits a backup would make it). */
async function packed(file: string, entries: Map<string, Buffer>): Promise<void> {
  const pack = tar.pack();
  for (const [name, body] of entries) pack.entry({ name }, body);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(chunks)));
}

describe('a snapshot is the whole company (issue 27 item 9)', () => {
  it('is written readable by its owner only (0600), also over an older backup of the same name', async () => {
    const out = path.join(work, 'private.tar.gz');
    fs.writeFileSync(out, 'an older backup', { mode: 0o644 });
    fs.writeFileSync(`${out}.part`, 'a torn earlier run', { mode: 0o644 });
    await writeSnapshot(ctx.url, ctx.config.dataDir, out);
    expect((fs.statSync(out).mode & 0o777).toString(8)).toBe('600');
    expect(fs.existsSync(`${out}.part`)).toBe(false);
  }, 60_000);

  it('refuses a manifest whose file keys leave DATA_DIR/files, before anything is written', async () => {
    await uploaded('harmless.txt', Buffer.from('harmless'));
    const real = path.join(work, 'real.tar.gz');
    await writeSnapshot(ctx.url, ctx.config.dataDir, real);
    const entries = await entriesOf(real);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
    const dataDir = path.join(work, 'crafted', 'data');
    const empty = `crafted_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${empty}`);
    const url = new URL(ctx.url);
    url.pathname = `/${empty}`;
    try {
      for (const key of ['../../x', '/tmp/portal-crafted-x', 'a/../../../x', '..', '']) {
        const crafted = path.join(work, 'crafted.tar.gz');
        const edited = new Map(entries);
        edited.set('manifest.json', Buffer.from(JSON.stringify({ ...manifest, files: [...manifest.files, key] })));
        edited.set(`files/${key}`, Buffer.from('planted'));
        await packed(crafted, edited);
        await expect(restoreSnapshot(url.toString(), dataDir, crafted), key).rejects.toThrow(/names a file outside DATA_DIR\/files/);
      }
      // nothing written: not the planted file, not the data folder, not one table
      expect(fs.existsSync(path.join(work, 'x'))).toBe(false);
      expect(fs.existsSync(path.join(work, 'crafted', 'x'))).toBe(false);
      expect(fs.existsSync('/tmp/portal-crafted-x')).toBe(false);
      expect(fs.existsSync(dataDir)).toBe(false);
      const restored = new pg.Client({ connectionString: url.toString() });
      await restored.connect();
      try {
        const { rows } = await restored.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
        expect(rows[0].n).toBe(0);
      } finally {
        await restored.end();
      }
    } finally {
      await admin.query(`drop database if exists ${empty} with (force)`).catch(() => {});
    }
  }, 60_000);
});
