import { describe, expect, it } from 'vitest';
import { as, complete, LEAVE, start, todoOf, workflowSuite } from './workflow-support.js';

const { ctx, zhangwei, lina, chenjing, sunli, caoyang } = workflowSuite(['zhangwei', 'lina', 'chenjing', 'sunli', 'caoyang']);

const receipts = (c: typeof zhangwei, instId: string) => c.get(`/runtime/instance/v1/ccReceipts?instId=${instId}`);
const openForm = (c: typeof zhangwei, instId: string) => c.post(`/runtime/task/v1/addReadRecord?instId=${instId}`);

describe('CC read receipts', () => {
  it('the sender sees per recipient when it was received and when it was first opened', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    // lina (the approver) opened the form before her copy came: that is not opening the copy
    expect((await openForm(lina, instId)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    const sent = await zhangwei.post('/runtime/instance/v1/circulate', {
      instId,
      userIds: [chenjing.userId, sunli.userId, lina.userId],
      opinion: 'FYI',
    });
    expect(sent.status).toBe(200);
    let res = await receipts(zhangwei, instId);
    expect(res.status).toBe(200);
    expect(res.body.value).toHaveLength(3);
    for (const r of res.body.value)
      expect(r).toMatchObject({ fromUserId: zhangwei.userId, opinion: 'FYI', receivedTime: expect.any(String), openedTime: null });

    expect((await openForm(chenjing, instId)).status).toBe(200);
    const firstOpen = Date.now();
    await openForm(chenjing, instId);
    res = await receipts(zhangwei, instId);
    const byUser = new Map(res.body.value.map((r: { toUserId: string }) => [r.toUserId, r]));
    const cj = byUser.get(chenjing.userId) as { openedTime: string; receivedTime: string; toUserName: string };
    expect(cj.openedTime).not.toBeNull();
    expect(new Date(cj.openedTime).getTime()).toBeGreaterThanOrEqual(new Date(cj.receivedTime).getTime());
    expect(new Date(cj.openedTime).getTime()).toBeLessThanOrEqual(firstOpen + 1000);
    expect(cj.toUserName).toBeTruthy();
    expect((byUser.get(sunli.userId) as { openedTime: string | null }).openedTime).toBeNull();
    expect((byUser.get(lina.userId) as { openedTime: string | null }).openedTime).toBeNull();
  });

  it('a copy sent with an approval counts too; each sender sees their own copies, the initiator and admins all', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    expect((await complete(lina, task.id, 'agree', { circulateUserIds: [caoyang.userId] })).status).toBe(200);
    await zhangwei.post('/runtime/instance/v1/circulate', { instId, userIds: [sunli.userId] });
    const mine = await receipts(lina, instId);
    expect(mine.body.value.map((r: { toUserId: string }) => r.toUserId)).toEqual([caoyang.userId]);
    const initiator = await receipts(zhangwei, instId);
    expect(initiator.body.value).toHaveLength(2);
    const admin = await as(ctx, 'htadmin');
    expect((await receipts(admin, instId)).body.value).toHaveLength(2);
    // a recipient may read the instance but sent nothing
    expect((await receipts(caoyang, instId)).body.value).toEqual([]);
    // somebody who may not read the instance is refused
    expect((await receipts(chenjing, instId)).status).toBe(403);
  });
});
