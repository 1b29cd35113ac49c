import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE, start, todoOf, workflowSuite, type Client, type Loose } from './workflow-support.js';
import { uploadFile } from './support/files.js';
import { storeDemoSealImages } from '../../server/src/seals/seed.js';
import { withSeals } from '../../server/src/seals/tables.js';

/**
 * Issue 27 items 1 and 3: a seal is applied only through a password (or secret-free) check for that seal, that user
 * and that task, consumed once and logged; a signature value is otherwise a picture the signer uploaded.
 */
const { ctx, htadmin, zhangwei, lina, liuyang } = workflowSuite(['htadmin', 'zhangwei', 'lina', 'liuyang']);
afterAll(() => fs.rmSync(ctx.config.dataDir, { recursive: true, force: true }));

const SEAL = '/uc/electronicSeal/v1';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** lina's demo seal picture: its id is no secret once she has signed one form (every reader of that form sees it) */
let linaPicture: string;

beforeAll(async () => {
  await storeDemoSealImages(ctx);
  linaPicture = (
    await withSeals(ctx.db).selectFrom('seal').select('image_file_id').where('id', '=', 'seal_demo_lina').executeTakeFirstOrThrow()
  ).image_file_id!;
  // the HR step may sign the leader signature field too (liuyang's attempt in item 3), and the start form may sign it
  const form = await ctx.db.selectFrom('wf_form').select('permissions').where('form_key', '=', 'leaveForm').executeTakeFirstOrThrow();
  const p: Record<string, Loose> = form.permissions;
  const open = (node: string) => ({ ...p[node], fields: { ...p[node].fields, leaderSign: 'w' } });
  await ctx.db
    .updateTable('wf_form')
    .set({ permissions: JSON.stringify({ ...p, hrApprove: open('hrApprove'), start: open('start') }) })
    .where('form_key', '=', 'leaveForm')
    .execute();
});

const entry = (c: Client, name: string, signature: string, grant?: string) => ({
  index: 1,
  userId: c.userId,
  name,
  signature,
  createTime: '2026-03-01:10:20:30',
  ...(grant ? { grant } : {}),
});
const sign = (c: Client, taskId: string, e: ReturnType<typeof entry>, lang = 'en-US') =>
  c.post('/runtime/task/v1/complete', { taskId, actionName: 'agree', opinion: 'ok', formData: { leaderSign: JSON.stringify([e]) } }, lang);

/** zhangwei's leave request waiting at lina's step. */
async function atLina() {
  const { instId } = await start(zhangwei, 'leaveRequest', { ...LEAVE, reason: 'seal grant test' });
  const [task] = await todoOf(lina, instId);
  return { instId, taskId: task.id as string };
}

async function stored(instId: string) {
  const row = await ctx.db.selectFrom('wf_instance').select('form_data').where('id', '=', instId).executeTakeFirstOrThrow();
  return row.form_data.leaderSign ?? null;
}

/** The seal's use log as the administrators read it, newest first. */
async function logOf(sealId: string) {
  const res = await htadmin.post(`${SEAL}/useLog`, {
    querys: [{ property: 'sealId', value: sealId }],
    pageBean: { page: 1, pageSize: 200 },
  });
  expect(res.status).toBe(200);
  return res.body.value.rows as { ok: boolean; action: string; userId: string; instId: string | null; taskId: string | null }[];
}
const applied = async (sealId: string, instId: string) => (await logOf(sealId)).filter((r) => r.instId === instId && r.action === 'apply');

const useSeal = (c: Client, body: Record<string, unknown>, lang = 'en-US') => c.post(`${SEAL}/useSeal`, body, lang);

describe('the list of my seals', () => {
  it('names my seals without their pictures (the picture comes with a password check)', async () => {
    const mine = await lina.get(`${SEAL}/getSealByCurrentUserId`);
    expect(mine.status).toBe(200);
    expect(mine.body.value).toEqual([{ id: 'seal_demo_lina', name: '研发部审批专用章', secretFree: false }]);
    expect(JSON.stringify(mine.body.value)).not.toContain(linaPicture);
  });
});

describe('a seal picture without a password check', () => {
  it('is refused when lina puts her own seal picture into her signature: nothing signed, nothing logged', async () => {
    const { instId, taskId } = await atLina();
    const res = await sign(lina, taskId, entry(lina, '李娜', linaPicture));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Leader signature: apply the seal with its password for this task (a confirmation is used once)');
    expect(await stored(instId)).toBeNull();
    expect(await todoOf(lina, instId)).toHaveLength(1);
    expect(await applied('seal_demo_lina', instId)).toEqual([]);
    // in the caller's language
    expect((await sign(lina, taskId, entry(lina, '李娜', linaPicture), 'zh-CN')).body.message).toBe(
      '「领导签字」：请输入印章密码后再为此任务盖章（每次确认只能使用一次）',
    );
  });

  it('is refused when the picture of one real use is replayed on another form, with or without its used grant', async () => {
    const first = await atLina();
    // the spec's call, still served: the password in the query (redacted in the log), the task it is for
    const checked = await lina.get(`${SEAL}/getElectronicSeal?password=${encodeURIComponent('Seal@2026')}&taskId=${first.taskId}`);
    expect(checked.status).toBe(200);
    expect(checked.body.value.fileId).toBe(linaPicture);
    const grant = checked.body.value.grant as string;
    expect((await sign(lina, first.taskId, entry(lina, '李娜', linaPicture, grant))).status).toBe(200);

    const second = await atLina();
    for (const e of [entry(lina, '李娜', linaPicture), entry(lina, '李娜', linaPicture, grant)]) {
      const res = await sign(lina, second.taskId, e);
      expect(res.status).toBe(400);
    }
    expect(await stored(second.instId)).toBeNull();
    expect(await applied('seal_demo_lina', second.instId)).toEqual([]);
    // the first form keeps its one use
    expect(await applied('seal_demo_lina', first.instId)).toHaveLength(1);
  });
});

describe("someone else's seal picture as one's own signature", () => {
  it('is refused though the signer may read the picture; his own upload is his signature', async () => {
    // zhangwei attaches a picture of his; lina applies her seal at her step
    const zhangweis = await uploadFile(ctx, zhangwei, 'hand.png', PNG, 'image/png');
    const { instId } = await start(zhangwei, 'leaveRequest', { ...LEAVE, attachments: [zhangweis] });
    const [task] = await todoOf(lina, instId);
    const grant = (await useSeal(lina, { password: 'Seal@2026', taskId: task.id })).body.value?.grant as string;
    expect((await sign(lina, task.id, entry(lina, '李娜', linaPicture, grant))).status).toBe(200);
    const before = (await stored(instId)) as string;

    // liuyang (HR) reads the form, and so both pictures
    const [hr] = await todoOf(liuyang, instId);
    for (const fileId of [linaPicture, zhangweis]) {
      const read = await ctx.app.inject({
        method: 'GET',
        url: `/system/file/v1/preview?fileId=${fileId}`,
        headers: { 'p-auth': liuyang.token },
      });
      expect(read.statusCode).toBe(200);
    }
    const signAs = (signature: string) =>
      liuyang.post('/runtime/task/v1/complete', {
        taskId: hr.id,
        actionName: 'agree',
        opinion: 'ok',
        formData: { leaderSign: JSON.stringify([...JSON.parse(before), { ...entry(liuyang, '刘洋', signature), index: 2 }]) },
      });
    for (const signature of [linaPicture, zhangweis]) {
      const res = await signAs(signature);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Leader signature: sign with a picture you drew or uploaded yourself, or with your own seal');
      expect(await stored(instId)).toBe(before);
    }
    const own = await uploadFile(ctx, liuyang, 'mine.png', PNG, 'image/png');
    expect((await signAs(own)).status).toBe(200);
    const entries = JSON.parse((await stored(instId)) as string) as Loose[];
    expect(entries.map((e) => [e.userId, e.signature])).toEqual([
      [lina.userId, linaPicture],
      [liuyang.userId, own],
    ]);
  });
});

describe('a seal used through its password check', () => {
  it('is applied once, for that task: logged as checked and as applied, the entry stored without its grant', async () => {
    const { instId, taskId } = await atLina();
    const other = await atLina();
    const wrong = await useSeal(lina, { password: 'nope1234', taskId });
    expect(wrong.status).toBe(400);
    expect(wrong.body.value ?? null).toBeNull();
    const ok = await useSeal(lina, { password: 'Seal@2026', taskId });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({
      id: 'seal_demo_lina',
      name: '研发部审批专用章',
      fileId: linaPicture,
      grant: expect.stringMatching(/^[A-Za-z0-9_-]{32,64}$/),
      expireTime: expect.any(String),
    });
    const grant = ok.body.value.grant as string;
    // not for another task
    expect((await sign(lina, other.taskId, entry(lina, '李娜', linaPicture, grant))).status).toBe(400);
    // not with another picture
    const drawn = await uploadFile(ctx, lina, 'drawn.png', PNG, 'image/png');
    expect((await sign(lina, taskId, entry(lina, '李娜', drawn, grant))).status).toBe(400);
    expect((await sign(lina, taskId, entry(lina, '李娜', linaPicture, grant))).status).toBe(200);
    const kept = JSON.parse((await stored(instId)) as string) as Loose[];
    expect(kept).toEqual([{ index: 1, userId: lina.userId, name: '李娜', signature: linaPicture, createTime: expect.any(String) }]);

    const rows = (await logOf('seal_demo_lina')).filter((r) => r.taskId === taskId);
    expect(rows.map((r) => [r.action, r.ok, r.instId])).toEqual([
      ['apply', true, instId],
      ['check', true, instId],
      ['check', false, instId],
    ]);
    expect(await applied('seal_demo_lina', other.instId)).toEqual([]);
    expect(await withSeals(ctx.db).selectFrom('seal_grant').select('seal_id').where('user_id', '=', lina.userId).execute()).toEqual([]);
  });

  it('refuses an expired grant, a grant of a seal disabled since, and a check for a task that is not open', async () => {
    const { instId, taskId } = await atLina();
    const late = (await useSeal(lina, { password: 'Seal@2026', taskId })).body.value.grant as string;
    await withSeals(ctx.db)
      .updateTable('seal_grant')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', lina.userId)
      .execute();
    expect((await sign(lina, taskId, entry(lina, '李娜', linaPicture, late))).status).toBe(400);

    const fresh = (await useSeal(lina, { password: 'Seal@2026', taskId })).body.value.grant as string;
    await withSeals(ctx.db).updateTable('seal').set({ status: 'disabled' }).where('id', '=', 'seal_demo_lina').execute();
    try {
      expect((await sign(lina, taskId, entry(lina, '李娜', linaPicture, fresh))).status).toBe(400);
    } finally {
      await withSeals(ctx.db).updateTable('seal').set({ status: 'enabled' }).where('id', '=', 'seal_demo_lina').execute();
    }
    expect(await stored(instId)).toBeNull();

    const closed = await useSeal(lina, { password: 'Seal@2026', taskId: 'no-such-task' });
    expect(closed.status).toBe(404);
    expect(closed.body.message).toBe('The task is not open: a seal cannot be used for it');
    const nowhere = await useSeal(lina, { password: 'Seal@2026' });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.message).toBe('Say where the seal is used: a task or the start of a process');
  });

  it('is used once even by two starts sent at the same moment', async () => {
    const grant = (await useSeal(zhangwei, { secretFree: true, defKey: 'leaveRequest' })).body.value as { fileId: string; grant: string };
    const body = {
      defKey: 'leaveRequest',
      formData: { ...LEAVE, leaderSign: JSON.stringify([entry(zhangwei, '张伟', grant.fileId, grant.grant)]) },
    };
    const answers = await Promise.all([0, 1].map(() => zhangwei.post('/runtime/instance/v1/start', body)));
    // the loser finds the grant used: at its check (400) or, when both checked before either stored, at its use (409)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const lost = answers.find((a) => a.status !== 200)!;
    expect([400, 409]).toContain(lost.status);
    if (lost.status === 409) expect(lost.body.message).toBe('The seal confirmation was used meanwhile: apply the seal again');
    const won = answers.find((a) => a.status === 200)!.body.value.instId as string;
    expect(await applied('seal_demo_zhangwei', won)).toHaveLength(1);
  });

  it('is secret-free only where the seal allows it, and works for a start form and a saved form', async () => {
    // zhangwei's seal allows secret-free use: his start form, consumed when the process starts
    const free = await useSeal(zhangwei, { secretFree: true, defKey: 'leaveRequest' });
    expect(free.status).toBe(200);
    const picture = free.body.value.fileId as string;
    const e = entry(zhangwei, '张伟', picture, free.body.value.grant as string);
    // a draft keeps the signature without using the grant up
    const draft = await zhangwei.post('/runtime/instance/v1/start', {
      defKey: 'leaveRequest',
      draft: true,
      formData: { ...LEAVE, leaderSign: JSON.stringify([e]) },
    });
    expect(draft.status).toBe(200);
    const started = await start(zhangwei, 'leaveRequest', { ...LEAVE, leaderSign: JSON.stringify([e]) });
    expect(await applied('seal_demo_zhangwei', started.instId)).toHaveLength(1);
    // once only
    expect(
      (
        await zhangwei.post('/runtime/instance/v1/start', {
          defKey: 'leaveRequest',
          formData: { ...LEAVE, leaderSign: JSON.stringify([e]) },
        })
      ).status,
    ).toBe(400);
    // lina's may not be used secret-free
    const { instId, taskId } = await atLina();
    expect((await useSeal(lina, { secretFree: true, taskId })).status).toBe(403);
    // saving the form (without sending it on) applies the seal too
    const grant = (await useSeal(lina, { password: 'Seal@2026', taskId })).body.value.grant as string;
    const saved = await lina.post('/runtime/task/v1/saveFormData', {
      taskId,
      formData: { leaderSign: JSON.stringify([entry(lina, '李娜', linaPicture, grant)]) },
    });
    expect(saved.status).toBe(200);
    expect(await applied('seal_demo_lina', instId)).toHaveLength(1);
    // sending it on keeps the saved entry without a new use
    expect((await sign(lina, taskId, entry(lina, '李娜', linaPicture, grant))).status).toBe(200);
    expect(await applied('seal_demo_lina', instId)).toHaveLength(1);
  });
});
