import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, LEAVE, start, todoOf, workflowSuite, type Client } from './workflow-support.js';
import { uploadFile } from './support/files.js';
import { mayUseAsSignature } from '../../server/src/seals/applied.js';
import { withSeals } from '../../server/src/seals/tables.js';
import { storeDemoSealImages } from '../../server/src/seals/seed.js';

/** Electronic seals: getElectronicSeal with password and secret-free, the guess limit, the use log, administration, stored signatures. */
const { ctx, htadmin, lina, zhangwei, wuhao } = workflowSuite(['htadmin', 'lina', 'zhangwei', 'wuhao']);
afterAll(() => fs.rmSync(ctx.config.dataDir, { recursive: true, force: true }));
// what startServer does after seeding: the demo seals' pictures into this app's data folder, once
let stored: number[];
beforeAll(async () => {
  stored = [await storeDemoSealImages(ctx), await storeDemoSealImages(ctx)];
});

const SEAL = '/uc/electronicSeal/v1';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const ASSET = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../server/assets/seals', name));

const upload = (c: Client, name: string, type: string, data: Buffer) => uploadFile(ctx, c, name, data, type);

/** A check for the start form of the leave request (a grant for it when it passes), as the portal posts it. */
const sealOf = (c: Client, query: Record<string, string | boolean>, lang?: string) =>
  c.post(`${SEAL}/useSeal`, { defKey: 'leaveRequest', ...query }, lang);

/** The picture of a seal (the owner's list does not give it). */
const pictureOf = async (sealId: string) =>
  (await withSeals(ctx.db).selectFrom('seal').select('image_file_id').where('id', '=', sealId).executeTakeFirstOrThrow()).image_file_id!;

async function logOf(sealId: string) {
  const res = await htadmin.post(`${SEAL}/useLog`, {
    querys: [{ property: 'sealId', value: sealId }],
    pageBean: { page: 1, pageSize: 100 },
  });
  expect(res.status).toBe(200);
  return res.body.value.rows as {
    ok: boolean;
    reason: string | null;
    userId: string;
    secretFree: boolean;
    requestId: string;
    instId: string | null;
    taskId: string | null;
    action: string;
  }[];
}

/** A new seal of `owner` made by the administrator, with a picture of its own. */
async function newSeal(owner: Client, extra: Record<string, unknown> = {}) {
  const fileId = await upload(htadmin, 'seal.png', 'image/png', PNG);
  const res = await htadmin.post(`${SEAL}/save`, { name: 'Test seal', ownerId: owner.userId, fileId, password: 'Stamp2026x', ...extra });
  expect(res.status, res.body.message).toBe(200);
  return res.body.value as { id: string; fileId: string };
}

describe('the demo seals', () => {
  it('gives lina her seal, its picture readable by her and not by a colleague', async () => {
    expect(stored).toEqual([3, 0]);
    const mine = await lina.get(`${SEAL}/getSealByCurrentUserId`);
    expect(mine.body.value).toEqual([{ id: 'seal_demo_lina', name: '研发部审批专用章', secretFree: false }]);
    expect(JSON.stringify(mine.body.value)).not.toMatch(/argon|password|hash/i);
    const fileId = await pictureOf('seal_demo_lina');
    const own = await ctx.app.inject({ method: 'GET', url: `/system/file/v1/preview?fileId=${fileId}`, headers: { 'p-auth': lina.token } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(ASSET('lina.png'))).toBe(true);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/system/file/v1/preview?fileId=${fileId}`,
      headers: { 'p-auth': wuhao.token },
    });
    expect(other.statusCode).toBe(403);
  });

  it('stores the seal passwords as argon2id hashes, never as given', async () => {
    const rows = await ctx.db
      .selectFrom('seal' as never)
      .select(['id', 'password_hash'] as never[])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows as { password_hash: string }[]) {
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('Seal@2026');
    }
  });
});

describe('getElectronicSeal', () => {
  it('answers the seal for the right password and logs the check with the request id, the task and its instance', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    // the spec's GET (its instId is the caller's word: the log takes the task's)
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${SEAL}/getElectronicSeal?password=${encodeURIComponent('Seal@2026')}&secretFree=false&instId=inst-1&taskId=${task.id}`,
      headers: { 'p-auth': lina.token, 'p-requestid': 'req-seal-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: true,
      value: { id: 'seal_demo_lina', name: '研发部审批专用章', fileId: await pictureOf('seal_demo_lina'), grant: expect.any(String) },
    });
    expect((await logOf('seal_demo_lina')).find((r) => r.requestId === 'req-seal-1')).toMatchObject({
      ok: true,
      reason: null,
      userId: lina.userId,
      secretFree: false,
      instId,
      taskId: task.id,
      action: 'check',
    });
  });

  it('refuses a wrong or missing password in the caller language, and logs it', async () => {
    const before = (await logOf('seal_demo_lina')).length;
    const wrong = await sealOf(lina, { password: 'nope1234' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ state: false, message: 'Wrong seal password (4 attempts left)' });
    const zh = await sealOf(lina, { password: 'nope1234' }, 'zh-CN');
    expect(zh.body.message).toBe('印章密码错误（还可尝试 3 次）');
    const none = await sealOf(lina, {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Enter the seal password');
    const log = await logOf('seal_demo_lina');
    expect(log.length).toBe(before + 3);
    expect(log.slice(0, 3).map((r) => [r.ok, r.reason])).toEqual([
      [false, 'noPassword'],
      [false, 'wrongPassword'],
      [false, 'wrongPassword'],
    ]);
    // the right password still works below the limit
    expect((await sealOf(lina, { password: 'Seal@2026' })).status).toBe(200);
  });

  it('is secret-free only for a seal that allows it', async () => {
    const free = await sealOf(zhangwei, { secretFree: true });
    expect(free.status).toBe(200);
    expect(free.body.value).toMatchObject({ id: 'seal_demo_zhangwei', secretFree: true });
    const refused = await sealOf(htadmin, { secretFree: true });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This seal cannot be used without its password: enter the seal password');
    expect((await logOf('seal_demo_zhangwei'))[0]).toMatchObject({ ok: true, secretFree: true });
    expect((await logOf('seal_demo_htadmin'))[0]).toMatchObject({ ok: false, reason: 'secretFreeRefused', secretFree: true });
  });

  it('makes a user wait after 5 wrong passwords on one seal, even with the right one, until a reset', async () => {
    const seal = await newSeal(wuhao);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await sealOf(wuhao, { password: `Wrong${i}pass` }));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 429]);
    expect(answers[4].body.message).toBe('Too many wrong seal passwords: please try again in 15 minutes');
    const right = await sealOf(wuhao, { password: 'Stamp2026x' });
    expect(right.status).toBe(429);
    expect((await logOf(seal.id)).map((r) => r.reason)).toEqual([
      'tooManyGuesses',
      'wrongPassword',
      'wrongPassword',
      'wrongPassword',
      'wrongPassword',
      'wrongPassword',
    ]);
    // the administrators' list shows the guesses; a new password lifts the wait
    const listed = await htadmin.post(`${SEAL}/listJson`, { querys: [{ property: 'ownerId', value: wuhao.userId }] });
    expect(listed.body.value.rows[0]).toMatchObject({ id: seal.id, wrongGuesses: 5 });
    expect((await htadmin.post(`${SEAL}/resetPassword`, { id: seal.id, password: 'Fresh2026y' })).status).toBe(200);
    expect((await sealOf(wuhao, { password: 'Stamp2026x' })).status).toBe(400);
    expect((await sealOf(wuhao, { password: 'Fresh2026y' })).body).toMatchObject({ state: true, value: { id: seal.id } });
    await htadmin.del(`${SEAL}/remove?ids=${seal.id}`);
  });

  it('answers a user without a seal, and refuses a disabled one', async () => {
    const none = await sealOf(wuhao, { password: 'x' });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('You have no seal to use');
    const seal = await newSeal(wuhao, { status: 'disabled' });
    expect((await sealOf(wuhao, { password: 'Stamp2026x' })).status).toBe(404);
    const named = await sealOf(wuhao, { password: 'Stamp2026x', sealId: seal.id });
    expect(named.status).toBe(400);
    expect(named.body.message).toBe('This seal is disabled');
    // another user's seal is not found for the caller
    expect((await sealOf(lina, { password: 'Stamp2026x', sealId: seal.id })).status).toBe(404);
    expect(await wuhao.get(`${SEAL}/getSealByCurrentUserId`)).toMatchObject({ body: { value: [] } });
    await htadmin.del(`${SEAL}/remove?ids=${seal.id}`);
  });
});

describe('seal administration', () => {
  it('is for administrators only', async () => {
    expect((await lina.post(`${SEAL}/listJson`, {})).status).toBe(403);
    expect((await lina.post(`${SEAL}/useLog`, {})).status).toBe(403);
    const fileId = await upload(lina, 'mine.png', 'image/png', PNG);
    const save = await lina.post(`${SEAL}/save`, { name: 'Forged', ownerId: lina.userId, fileId, password: 'Forged2026' });
    expect(save.status).toBe(403);
    expect((await lina.post(`${SEAL}/resetPassword`, { id: 'seal_demo_lina', password: 'Taken2026x' })).status).toBe(403);
    expect((await lina.del(`${SEAL}/remove?ids=seal_demo_htadmin`)).status).toBe(403);
    expect((await sealOf(htadmin, { password: 'Seal@2026' })).status).toBe(200);
  });

  it('creates, changes and removes a seal; bad input changes nothing', async () => {
    const fileId = await upload(htadmin, 'seal.png', 'image/png', PNG);
    const pdf = await upload(htadmin, 'seal.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const base = { name: '  财务专用章 ', ownerId: zhangwei.userId, fileId };
    const refusals = await Promise.all([
      htadmin.post(`${SEAL}/save`, base),
      htadmin.post(`${SEAL}/save`, { ...base, password: 'short1' }),
      htadmin.post(`${SEAL}/save`, { ...base, password: 'lettersonly' }),
      htadmin.post(`${SEAL}/save`, { ...base, password: 'Stamp2026x', fileId: pdf }),
      htadmin.post(`${SEAL}/save`, { ...base, password: 'Stamp2026x', fileId: 'no-such-file' }),
      htadmin.post(`${SEAL}/save`, { ...base, password: 'Stamp2026x', ownerId: 'no-such-user' }),
      htadmin.post(`${SEAL}/save`, { ...base, password: 'Stamp2026x', status: 'lost' }),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    expect(refusals.slice(0, 6).map((r) => r.body.message)).toEqual([
      'Enter the seal password',
      'The seal password must have 8 to 64 characters',
      'The seal password must contain both letters and digits',
      'Seal and signature pictures must be PNG images',
      'The picture was not found',
      'The seal owner does not exist',
    ]);
    const listOf = async () =>
      (await htadmin.post(`${SEAL}/listJson`, { querys: [{ property: 'ownerId', value: zhangwei.userId }] })).body.value.rows as {
        id: string;
        name: string;
        secretFree: boolean;
      }[];
    expect((await listOf()).map((r) => r.id)).toEqual(['seal_demo_zhangwei']);

    const created = await htadmin.post(`${SEAL}/save`, { ...base, password: 'Stamp2026x' });
    expect(created.body.value).toMatchObject({ name: '财务专用章', ownerName: '张伟', fileId, status: 'enabled', secretFree: false });
    const id = created.body.value.id as string;
    // changed without a password: the password stays
    const changed = await htadmin.post(`${SEAL}/save`, { ...base, id, name: '财务章', secretFree: true });
    expect(changed.body.value).toMatchObject({ id, name: '财务章', secretFree: true });
    expect((await sealOf(zhangwei, { sealId: id, password: 'Stamp2026x' })).status).toBe(200);
    expect((await htadmin.post(`${SEAL}/save`, { ...base, id: 'no-such-seal' })).status).toBe(404);

    expect((await htadmin.del(`${SEAL}/remove?ids=${id}`)).body.value).toBe(1);
    expect((await listOf()).map((r) => r.id)).toEqual(['seal_demo_zhangwei']);
    // its use log stays
    expect((await logOf(id)).length).toBe(1);
  });
});

describe('stored signatures', () => {
  it('keeps a PNG the user uploaded, and only that', async () => {
    expect((await zhangwei.get('/uc/signature/v1/mine')).body.value).toEqual({ fileId: null, updateTime: null });
    const own = await upload(zhangwei, 'signature.png', 'image/png', PNG);
    const saved = await zhangwei.post('/uc/signature/v1/mine', { fileId: own });
    expect(saved.body.value).toMatchObject({ fileId: own, updateTime: expect.any(String) });
    expect((await zhangwei.get('/uc/signature/v1/mine')).body.value.fileId).toBe(own);

    const linas = await upload(lina, 'hers.png', 'image/png', PNG);
    const text = await upload(zhangwei, 'note.txt', 'text/plain', Buffer.from('not a picture'));
    expect((await zhangwei.post('/uc/signature/v1/mine', { fileId: linas }, 'en-US')).body.message).toBe('The picture was not found');
    expect((await zhangwei.post('/uc/signature/v1/mine', { fileId: text }, 'en-US')).body.message).toBe(
      'Seal and signature pictures must be PNG images',
    );
    expect((await zhangwei.get('/uc/signature/v1/mine')).body.value.fileId).toBe(own);

    expect((await zhangwei.del('/uc/signature/v1/mine')).body.value).toEqual({ fileId: null, updateTime: null });
    expect((await zhangwei.get('/uc/signature/v1/mine')).body.value.fileId).toBeNull();
  });

  it('tells which files a user may sign with as their own: PNGs they uploaded that are no seal picture', async () => {
    const linaSeal = await pictureOf('seal_demo_lina');
    const own = await upload(wuhao, 'sig.png', 'image/png', PNG);
    const text = await upload(wuhao, 'sig.txt', 'text/plain', Buffer.from('not a picture'));
    // a seal's picture needs its password check (a grant), whoever asks
    expect(await mayUseAsSignature(ctx.db, lina.userId, linaSeal)).toBe(false);
    expect(await mayUseAsSignature(ctx.db, wuhao.userId, linaSeal)).toBe(false);
    expect(await mayUseAsSignature(ctx.db, wuhao.userId, own)).toBe(true);
    expect(await mayUseAsSignature(ctx.db, wuhao.userId, text)).toBe(false);
    expect(await mayUseAsSignature(ctx.db, lina.userId, own)).toBe(false);
    // the administrator uploaded a seal's picture: it is not his signature, not even stored as one
    const seal = await newSeal(wuhao);
    expect(await mayUseAsSignature(ctx.db, htadmin.userId, seal.fileId)).toBe(false);
    expect((await htadmin.post('/uc/signature/v1/mine', { fileId: seal.fileId })).body.message).toBe(
      "A seal's picture cannot be kept as your signature",
    );
    await htadmin.del(`${SEAL}/remove?ids=${seal.id}`);
  });
});

describe('the menu', () => {
  it('shows the seal administration to administrators only', async () => {
    const menu = async (c: Client) =>
      JSON.stringify((await c.get('/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu')).body.value) as string;
    expect(await menu(htadmin)).toContain('seals/SealList');
    expect(await menu(await as(ctx, 'lina'))).not.toContain('seals/SealList');
  });
});
