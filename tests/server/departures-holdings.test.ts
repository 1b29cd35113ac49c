import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LEAVE, start, workflowSuite, type Loose } from './workflow-support.js';

/**
 * Issue 30 item 2, the other kinds: requests someone started get a follower, agent settings end, flows naming them are
 * listed with whom their steps go to (departure-successors.test.ts follows those steps), and a user without a leader
 * cannot be confirmed until someone is chosen.
 */
const { ctx, htadmin, zhangwei, wuhao, lina } = workflowSuite(['htadmin', 'zhangwei', 'wuhao', 'lina']);

const PREVIEW = '/uc/api/departure/v1/preview';
const CONFIRM = '/uc/api/departure/v1/confirm';
const group = (plan: Loose, kind: string) => plan.groups.find((g: Loose) => g.kind === kind);
const idOf = async (account: string) =>
  (await ctx.db.selectFrom('uc_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

describe('what else someone leaving holds', () => {
  it('disabling: running requests get a follower, agent settings end, flows naming them go to the leader, sign-in stops', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', { ...LEAVE, days: 1 });
    await ctx.db
      .insertInto('wf_agent')
      .values({
        id: 'dep-agent',
        principal_id: zhangwei.userId,
        agent_id: wuhao.userId,
        def_keys: JSON.stringify([]),
        start_time: new Date(Date.now() - 86_400_000),
        end_time: new Date(Date.now() + 86_400_000),
        enabled: true,
        create_time: new Date(),
      })
      .execute();
    // the leave flow's leader step names its approver by account
    await sql`update wf_def set model = jsonb_set(model, '{nodes,leaderApprove,assignee}', '[{"kind":"user","ref":"zhangwei"}]')
              where def_key = 'leaveRequest' and is_main`.execute(ctx.db);

    const res = await htadmin.post(PREVIEW, { userId: zhangwei.userId, kind: 'disabled', choices: { requests: wuhao.userId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plan = res.body.value;
    expect(plan.leader.id).toBe(lina.userId);
    expect(group(plan, 'requests').items).toContainEqual(
      expect.objectContaining({ id: instId, target: expect.objectContaining({ id: wuhao.userId }) }),
    );
    expect(group(plan, 'delegations').items).toContainEqual(expect.objectContaining({ id: 'dep-agent', target: null }));
    expect(group(plan, 'rules').items).toContainEqual(
      expect.objectContaining({ detail: 'leaveRequest', target: expect.objectContaining({ id: lina.userId }) }),
    );

    const done = await htadmin.post(CONFIRM, {
      userId: zhangwei.userId,
      kind: 'disabled',
      choices: { requests: wuhao.userId },
      fingerprint: plan.fingerprint,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // the request stays zhangwei's; wuhao follows it from his Received list and may read it
    const inst = await ctx.db.selectFrom('wf_instance').select(['creator_id']).where('id', '=', instId).executeTakeFirstOrThrow();
    expect(inst.creator_id).toBe(zhangwei.userId);
    const notice = await ctx.db
      .selectFrom('wf_notice')
      .select(['kind', 'from_user_id'])
      .where('inst_id', '=', instId)
      .where('to_user_id', '=', wuhao.userId)
      .execute();
    expect(notice).toEqual([{ kind: 'handover', from_user_id: zhangwei.userId }]);
    expect((await wuhao.get(`/runtime/instance/v1/getInstanceStatus?instId=${instId}`)).status).toBe(200);
    const agent = await ctx.db.selectFrom('wf_agent').select('enabled').where('id', '=', 'dep-agent').executeTakeFirstOrThrow();
    expect(agent.enabled).toBe(false);
    const user = await ctx.db.selectFrom('uc_user').select('status').where('id', '=', zhangwei.userId).executeTakeFirstOrThrow();
    expect(user.status).toBe(0);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { account: 'zhangwei', password: 'Portal@2026' },
      headers: { 'x-forwarded-for': '10.31.0.1', 'p-langid': 'en-US' },
    });
    expect(login.statusCode).toBe(403);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target_id', '=', zhangwei.userId)
      .where('action', '=', 'departure.confirm')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('departure.confirm');
    expect(JSON.parse(audit.after!)).toMatchObject({ kind: 'disabled', status: 0 });
    expect(JSON.parse(audit.after!).rulesNaming).toContain('leaveRequest');
    expect(JSON.parse(audit.after!).successors).toMatchObject({ rules: { id: lina.userId }, requests: { id: wuhao.userId } });
  });

  it('someone without a leader: the kinds without a recipient are named, the confirm waits for a choice', async () => {
    const top = await idOf('wangqiang');
    const res = await htadmin.post(PREVIEW, { userId: top, kind: 'departed' }, 'zh-CN');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plan = res.body.value;
    expect(plan.leader).toBeNull();
    expect(plan.missing).toContain('units');
    // a demo flow names him as approver: whom its steps go to must be chosen too
    expect(plan.missing).toContain('rules');
    const refused = await htadmin.post(CONFIRM, { userId: top, kind: 'departed', fingerprint: plan.fingerprint }, 'zh-CN');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('负责的部门');

    const choices = {
      todo: wuhao.userId,
      delegatedBy: wuhao.userId,
      requests: wuhao.userId,
      groups: wuhao.userId,
      units: wuhao.userId,
      rules: wuhao.userId,
    };
    const chosen = (await htadmin.post(PREVIEW, { userId: top, kind: 'departed', choices })).body.value;
    expect(chosen.missing).toEqual([]);
    const done = await htadmin.post(CONFIRM, { userId: top, kind: 'departed', choices, fingerprint: chosen.fingerprint });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const root = await ctx.db.selectFrom('uc_org').select('leader_id').where('code', '=', 'root').executeTakeFirstOrThrow();
    expect(root.leader_id).toBe(wuhao.userId);
    // the unit's list of leaders (the organisation page's) says the same
    const leaders = await ctx.db
      .selectFrom('uc_org_leader as l')
      .innerJoin('uc_org as o', 'o.id', 'l.org_id')
      .select('l.user_id')
      .where('o.code', '=', 'root')
      .execute();
    expect(leaders.map((l) => l.user_id)).toEqual([wuhao.userId]);
  });

  it('two administrators confirming the same plan at once: one goes through, the other gets 409 and the fresh plan', async () => {
    const qa = await idOf('xuming');
    const plan = (await htadmin.post(PREVIEW, { userId: qa, kind: 'departed' })).body.value;
    const confirm = () => htadmin.post(CONFIRM, { userId: qa, kind: 'departed', fingerprint: plan.fingerprint });
    const answers = await Promise.all([confirm(), confirm()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.value.fingerprint).not.toBe(plan.fingerprint);
    const audits = await ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', qa).orderBy('seq').execute();
    expect(audits.map((a) => a.action)).toEqual(['user.depart', 'departure.confirm']);
  });
});
