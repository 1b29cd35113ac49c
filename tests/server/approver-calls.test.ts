import { describe, expect, it } from 'vitest';
import { complete, LEAVE, start, todoOf, workflowSuite, type Client } from './workflow-support.js';
import { multipartBody } from './support/files.js';
import { loadForm, rightsAt } from '../../server/src/workflow/model/forms.js';
import type { StoredFormField, StoredNodeRights } from '../../server/src/workflow/tables.js';
import { buildTemplateData } from '../../server/src/print/data.js';

/**
 * Issue 29 item 20: the spec's calls an approver and an admin lacked: saveFormData, a covering signature (isCover),
 * signature fields writable by default (spec 02 §5), the reassignment's handler types, the urgency detail
 * (getUrgrntById) and everyone's agents and secretaries for admins (listJson?isMgr, agentGet, secretary get).
 */
const { ctx, htadmin, zhangwei, lina, liuyang, wuhao, zhaomin } = workflowSuite([
  'htadmin',
  'zhangwei',
  'lina',
  'liuyang',
  'wuhao',
  'zhaomin',
]);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function upload(c: Client): Promise<string> {
  const body = multipartBody([{ name: 'sign.png', type: 'image/png', data: PNG }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/system/file/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, 'p-auth': c.token },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.fileId as string;
}

const stored = async (instId: string) =>
  (await ctx.db.selectFrom('wf_instance').select('form_data').where('id', '=', instId).executeTakeFirstOrThrow()).form_data;

const entries = (v: unknown) => JSON.parse(String(v)) as { index: number; userId: string; name: string; signature: string }[];

// five days: the leader, then HR
const startLeave = () => start(zhangwei, 'leaveRequest', LEAVE);

/** The leave form changed for one test and put back after it (every test of this file reads the same form). */
async function withLeaveForm(
  change: (form: { fields: StoredFormField[]; permissions: Record<string, StoredNodeRights> }) => void,
  run: () => Promise<void>,
) {
  const row = await ctx.db
    .selectFrom('wf_form')
    .select(['fields', 'permissions'])
    .where('form_key', '=', 'leaveForm')
    .executeTakeFirstOrThrow();
  const next = structuredClone({ fields: row.fields, permissions: row.permissions });
  change(next);
  const write = (v: typeof next) =>
    ctx.db
      .updateTable('wf_form')
      .set({ fields: JSON.stringify(v.fields), permissions: JSON.stringify(v.permissions) })
      .where('form_key', '=', 'leaveForm')
      .execute();
  await write(next);
  try {
    await run();
  } finally {
    await write({ fields: row.fields, permissions: row.permissions });
  }
}

async function taskStatus(taskId: string) {
  return (await ctx.db.selectFrom('wf_task').select('status').where('id', '=', taskId).executeTakeFirstOrThrow()).status;
}

describe('saveFormData: an approver keeps his changes without completing', () => {
  it('stores the writable fields, leaves the task open and refuses anyone but its handler', async () => {
    const { instId } = await startLeave();
    await complete(lina, (await todoOf(lina, instId))[0].id);
    const [hr] = await todoOf(liuyang, instId);
    const saved = await liuyang.post('/runtime/task/v1/saveFormData', { taskId: hr.id, formData: { hrRemark: 'balance checked' } });
    expect(saved.status).toBe(200);
    expect((await stored(instId)).hrRemark).toBe('balance checked');
    // still to do, in the same hands, and the form shows what was saved
    expect(await taskStatus(hr.id)).toBe('todo');
    expect((await todoOf(liuyang, instId)).map((t) => t.id)).toEqual([hr.id]);
    const detail = (await liuyang.get(`/runtime/task/v1/taskDetailBo?taskId=${hr.id}`)).body.value;
    expect(detail.form.data.hrRemark).toBe('balance checked');
    // the previous handler, a stranger and the initiator may not save into this task
    for (const other of [lina, wuhao, zhangwei]) {
      const refused = await other.post('/runtime/task/v1/saveFormData', { taskId: hr.id, formData: { hrRemark: 'x' } });
      expect(refused.status).toBe(403);
    }
    expect((await stored(instId)).hrRemark).toBe('balance checked');
  });
});

describe('signature fields', () => {
  it('are writable at a node whose rights do not name them (spec 02 §5: w by default), as the rights say otherwise', async () => {
    await withLeaveForm(
      (f) => {
        delete f.permissions.leaderApprove.fields.leaderSign;
        delete f.permissions.default.fields.leaderSign;
      },
      async () => {
        const form = await loadForm(ctx.db, 'leaveForm');
        expect(rightsAt(form, 'leaderApprove', false).fields).toMatchObject({ leaderSign: 'w', days: 'r' });
        // a node without rights of its own, and no default naming the field
        expect(rightsAt(form, 'someNode', false).fields).toMatchObject({ leaderSign: 'w', days: 'r', hrRemark: 'r' });
        // named: as named
        expect(rightsAt(form, 'hrApprove', false).fields.leaderSign).toBe('r');
        const { instId } = await startLeave();
        const [task] = await todoOf(lina, instId);
        const detail = (await lina.get(`/runtime/task/v1/taskDetailBo?taskId=${task.id}`)).body.value;
        expect(detail.form.permission.fields.leaderSign).toBe('w');
        const image = await upload(lina);
        const save = await lina.post('/runtime/task/v1/saveFormData', {
          taskId: task.id,
          formData: { leaderSign: JSON.stringify([{ userId: lina.userId, signature: image }]) },
        });
        expect(save.status).toBe(200);
        expect(entries((await stored(instId)).leaderSign)).toMatchObject([{ userId: lina.userId, signature: image }]);
        // HR's rights name the field read only: its value there is ignored
        await complete(lina, task.id);
        const [hr] = await todoOf(liuyang, instId);
        const hrImage = await upload(liuyang);
        await liuyang.post('/runtime/task/v1/saveFormData', {
          taskId: hr.id,
          formData: { leaderSign: JSON.stringify([{ userId: liuyang.userId, signature: hrImage }]) },
        });
        expect(entries((await stored(instId)).leaderSign).map((e) => e.userId)).toEqual([lina.userId]);
      },
    );
  });

  async function signTwice(isCover: boolean) {
    let instId = '';
    await withLeaveForm(
      (f) => {
        f.fields = f.fields.map((x) => (x.name === 'leaderSign' ? { ...x, signature: { isCover } } : x));
        f.permissions.hrApprove.fields.leaderSign = 'w';
      },
      async () => {
        ({ instId } = await startLeave());
        const [task] = await todoOf(lina, instId);
        const first = await upload(lina);
        const done = await complete(lina, task.id, 'agree', {
          formData: { leaderSign: JSON.stringify([{ userId: lina.userId, signature: first }]) },
        });
        expect(done.status).toBe(200);
        const [hr] = await todoOf(liuyang, instId);
        const second = await upload(liuyang);
        // the portal sends the entries it shows: the earlier one stays in the list it sends unless the field covers
        const before = entries((await stored(instId)).leaderSign);
        const sent = isCover ? [] : before;
        const save = await liuyang.post('/runtime/task/v1/saveFormData', {
          taskId: hr.id,
          formData: { leaderSign: JSON.stringify([...sent, { userId: liuyang.userId, signature: second }]) },
        });
        expect(save.status).toBe(200);
      },
    );
    return instId;
  }

  async function printed(instId: string) {
    const form = (await loadForm(ctx.db, 'leaveForm'))!;
    const data = buildTemplateData({
      fields: form.fields,
      values: await stored(instId),
      hidden: new Set(),
      lang: 'en-US',
      timeZone: 'Asia/Shanghai',
      lookups: {
        names: { user: new Map(), org: new Map(), post: new Map(), role: new Map(), job: new Map() },
        fileNames: new Map(),
        images: new Map(),
      },
      history: [],
      meta: {
        title: '',
        subject: '',
        applicant: '',
        createTime: null,
        status: '',
        instId,
        printedBy: '',
        printTime: new Date(),
        verifyUrl: '',
        verifyCode: '',
      },
      qrCode: '' as never,
    });
    return (data._signatures as { name: string }[]).map((s) => s.name);
  }

  it('isCover: the new signature replaces the earlier ones in what is stored and printed', async () => {
    const instId = await signTwice(true);
    const kept = entries((await stored(instId)).leaderSign);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ index: 1, userId: liuyang.userId, name: '刘洋' });
    expect(await printed(instId)).toEqual(['刘洋']);
  });

  it('without isCover the signatures are appended, one per signer', async () => {
    const instId = await signTwice(false);
    expect(entries((await stored(instId)).leaderSign).map((e) => [e.index, e.name])).toEqual([
      [1, '李娜'],
      [2, '刘洋'],
    ]);
    expect(await printed(instId)).toEqual(['李娜', '刘洋']);
  });
});

describe('reassignment by handler type', () => {
  // the open tasks' holders (several candidates show no assignee in the answer's rows)
  const assignees = async (instId: string) =>
    (await ctx.db.selectFrom('wf_task').select('assignee_id').where('inst_id', '=', instId).where('status', '=', 'todo').execute())
      .map((r) => r.assignee_id)
      .sort();

  async function leaderTask() {
    const { instId } = await startLeave();
    const [task] = await todoOf(lina, instId);
    return { instId, taskId: task.id as string };
  }

  it('lists the handler types in the caller’s language', async () => {
    const types = (await htadmin.get('/runtime/task/v1/handlerTypes', 'zh-CN')).body.value;
    expect(types.map((t: { type: string }) => t.type)).toEqual([
      'user',
      'role',
      'org',
      'orgLeader',
      'initiator',
      'initiatorLeader',
      'field',
    ]);
    expect(types[1]).toEqual({ type: 'role', name: '角色' });
  });

  it('gives the task to a role’s members, a department’s leader or the initiator’s leader', async () => {
    const set = (body: Record<string, unknown>) => htadmin.post('/runtime/task/v1/setTaskExecutors', body);
    let t = await leaderTask();
    const byRole = await set({ taskId: t.taskId, handlerType: 'role', refs: ['role_hr'] });
    expect(byRole.status).toBe(200);
    expect(await assignees(t.instId)).toEqual(['u_dongjie', 'u_fengxue', 'u_liuyang']);
    t = await leaderTask();
    const byLeader = await set({ taskId: t.taskId, handlerType: 'orgLeader', refs: ['org_hr'] });
    expect(byLeader.status).toBe(200);
    expect(await assignees(t.instId)).toEqual(['u_liuyang']);
    t = await leaderTask();
    const initiatorLeader = await set({ taskId: t.taskId, handlerType: 'initiatorLeader' });
    expect(initiatorLeader.status).toBe(200);
    expect(await assignees(t.instId)).toEqual(['u_lina']);
    t = await leaderTask();
    const byUser = await set({ taskId: t.taskId, handlerType: 'user', userIds: ['u_wuhao'] });
    expect(byUser.status).toBe(200);
    expect(await assignees(t.instId)).toEqual(['u_wuhao']);
    expect((await todoOf(lina, t.instId)).length).toBe(0);
  });

  it('refuses a choice that names nothing, an unknown role, a non-admin, and changes nothing', async () => {
    const t = await leaderTask();
    const set = (c: Client, body: Record<string, unknown>) => c.post('/runtime/task/v1/setTaskExecutors', { taskId: t.taskId, ...body });
    const noRefs = await set(htadmin, { handlerType: 'role' });
    expect(noRefs.status).toBe(400);
    expect(noRefs.body.message).toBe('Choose what the handlers are taken from');
    expect((await set(htadmin, { handlerType: 'user' })).status).toBe(400);
    const unknown = await set(htadmin, { handlerType: 'role', refs: ['role_nope'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No such role');
    const empty = await set(htadmin, { handlerType: 'field', refs: ['reason'] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('No active user matches the chosen handlers');
    expect((await set(htadmin, { handlerType: 'boss' })).status).toBe(400);
    expect((await set(zhangwei, { handlerType: 'role', refs: ['role_hr'] })).status).toBe(403);
    expect((await todoOf(lina, t.instId)).map((x) => x.id)).toEqual([t.taskId]);
  });
});

describe('urgency detail (getUrgrntById)', () => {
  it('answers the level with its label and colour, who set it and when, to the instance’s readers only', async () => {
    const { instId, subject } = await startLeave();
    const normal = (await lina.post('/runtime/instance/v1/getUrgrntById', { id: instId })).body.value;
    expect(normal).toEqual({
      instId,
      urgentState: 0,
      subject,
      label: 'Normal',
      color: '#8c8c8c',
      setById: null,
      setByName: null,
      setTime: null,
    });
    const before = Date.now();
    expect((await zhangwei.post('/runtime/instance/v1/setUrgentState', { instId, urgentState: 2 })).status).toBe(200);
    const urgent = (await lina.post('/runtime/instance/v1/getUrgrntById', { id: instId }, 'zh-CN')).body.value;
    expect(urgent).toMatchObject({
      instId,
      urgentState: 2,
      subject,
      label: '特急',
      color: '#f5222d',
      setById: zhangwei.userId,
      setByName: '张伟',
    });
    expect(Date.parse(urgent.setTime)).toBeGreaterThanOrEqual(before - 1000);
    expect((await wuhao.post('/runtime/instance/v1/getUrgrntById', { id: instId })).status).toBe(403);
    expect((await lina.post('/runtime/instance/v1/getUrgrntById', { id: 'nope' })).status).toBe(404);
  });
});

describe('everyone’s agents and secretaries, for admins', () => {
  const period = () => ({ startTime: new Date(Date.now() - 60_000).toISOString(), endTime: new Date(Date.now() + 3600_000).toISOString() });

  it('lists every agent with isMgr for an admin and refuses it to others; agentGet to the parties and admins', async () => {
    const mine = (await zhangwei.post('/flow/agent/v1/save', { agentId: 'u_wuhao', ...period() })).body.value;
    const other = (await lina.post('/flow/agent/v1/save', { agentId: 'u_zhaomin', ...period() })).body.value;
    const all = (await htadmin.post('/flow/agent/v1/listJson?isMgr=true', { pageBean: { page: 1, pageSize: 100 } })).body.value;
    expect(all.rows.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([mine.id, other.id]));
    const refused = await zhangwei.post('/flow/agent/v1/listJson?isMgr=true', { pageBean: { page: 1, pageSize: 100 } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only administrators may see everyone's agents and secretaries");
    const own = (await zhangwei.post('/flow/agent/v1/listJson', { pageBean: { page: 1, pageSize: 100 } })).body.value;
    expect(own.rows.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    const got = await htadmin.get(`/flow/agent/v1/agentGet?id=${other.id}`);
    expect(got.body.value).toMatchObject({ id: other.id, principalName: '李娜', agentName: '赵敏' });
    expect((await zhaomin.get(`/flow/agent/v1/agentGet?id=${other.id}`)).status).toBe(200);
    expect((await wuhao.get(`/flow/agent/v1/agentGet?id=${other.id}`)).status).toBe(403);
  });

  it('lists every secretary with personal=false for an admin, refuses it to others; get to the parties and admins', async () => {
    const pair = (await liuyang.post('/runtime/bpmSecretaryManage/v1/save', { secretaryId: 'u_zhaomin' })).body.value;
    const all = (await htadmin.post('/runtime/bpmSecretaryManage/v1/list?personal=false', { pageBean: { page: 1, pageSize: 100 } })).body
      .value;
    expect(all.rows.map((r: { id: string }) => r.id)).toContain(pair.id);
    expect((await wuhao.post('/runtime/bpmSecretaryManage/v1/list?personal=false', {})).status).toBe(403);
    const personal = (await wuhao.post('/runtime/bpmSecretaryManage/v1/list?personal=true', {})).body.value;
    expect(personal.rows.map((r: { id: string }) => r.id)).not.toContain(pair.id);
    expect((await htadmin.get(`/runtime/bpmSecretaryManage/v1/get/${pair.id}`)).body.value).toMatchObject({
      id: pair.id,
      leaderName: '刘洋',
      secretaryName: '赵敏',
    });
    expect((await wuhao.get(`/runtime/bpmSecretaryManage/v1/get/${pair.id}`)).status).toBe(403);
  });
});
