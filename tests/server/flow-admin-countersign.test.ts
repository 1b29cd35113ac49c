import { describe, expect, it } from 'vitest';
import { complete, EXPENSE, start, todoOf, workflowSuite } from './workflow-support.js';

const { zhangwei, lina, chenjing, sunli, caoyang } = workflowSuite(['zhangwei', 'lina', 'chenjing', 'sunli', 'caoyang']);

describe('a countersign vote after the countersign was decided', () => {
  it('is told the countersign was already decided (not that the task was handled), in the caller language', async () => {
    const { instId } = await start(zhangwei, 'expenseClaim', { ...EXPENSE, amount: 9000 });
    const [late] = await todoOf(caoyang, instId);
    expect(late.signType).toBe('parallel');
    for (const c of [chenjing, sunli]) {
      const [t] = await todoOf(c, instId);
      expect((await complete(c, t.id)).status).toBe(200);
    }
    // two of three agreed on a 2/3 countersign: decided, the third vote task was closed
    expect(await todoOf(caoyang, instId)).toHaveLength(0);
    const en = await caoyang.post('/runtime/task/v1/complete', { taskId: late.id, actionName: 'agree', opinion: 'late' });
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({
      state: false,
      code: 409,
      message: 'The countersign was already decided; your vote no longer counts',
      value: { reason: 'countersignDecided' },
    });
    const zh = await caoyang.post('/runtime/task/v1/complete', { taskId: late.id, actionName: 'oppose', opinion: 'late' }, 'zh-CN');
    expect(zh.body.message).toBe('会签已有结果，您的投票不再计入');
    const id = await caoyang.post('/runtime/task/v1/complete', { taskId: late.id, actionName: 'agree', opinion: 'late' }, 'id');
    expect(id.body.message).toBe('Tanda tangan bersama sudah diputuskan; suara Anda tidak lagi dihitung');
  });

  it('a vote already cast is still told the task was handled', async () => {
    const { instId } = await start(zhangwei, 'expenseClaim', { ...EXPENSE, amount: 9000 });
    const [t] = await todoOf(chenjing, instId);
    expect((await complete(chenjing, t.id)).status).toBe(200);
    const again = await chenjing.post('/runtime/task/v1/complete', { taskId: t.id, actionName: 'agree', opinion: 'twice' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This task has already been handled; refresh to see its state');
    expect(again.body.value).toBeNull();
  });

  it('a leader task closed with its instance is not a countersign', async () => {
    const { instId } = await start(zhangwei, 'expenseClaim', { ...EXPENSE, amount: 9000 });
    const [leader] = await todoOf(lina, instId);
    expect(leader.signType ?? null).not.toBe('parallel');
    // the countersign fails (two of three oppose): the instance goes back to the initiator, the leader task closes
    for (const c of [chenjing, sunli]) {
      const [t] = await todoOf(c, instId);
      expect((await c.post('/runtime/task/v1/complete', { taskId: t.id, actionName: 'oppose', opinion: 'no' })).status).toBe(200);
    }
    const res = await lina.post('/runtime/task/v1/complete', { taskId: leader.id, actionName: 'agree', opinion: 'late' });
    expect(res.status).toBe(409);
    expect(res.body.message).not.toBe('The countersign was already decided; your vote no longer counts');
  });
});
