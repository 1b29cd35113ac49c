import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, LEAVE, start, todoOf, type Client } from './workflow-support.js';

let ctx: TestContext;
let zhangwei: Client, lina: Client, stranger: Client;
let instId: string;
let taskId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  [zhangwei, lina, stranger] = await Promise.all(['zhangwei', 'lina', 'wuhao'].map((a) => as(ctx, a)));
  instId = (await start(zhangwei, 'leaveRequest', LEAVE)).instId;
  taskId = (await todoOf(lina, instId))[0].id;
});
afterAll(() => ctx.close());

type Call = [string, 'GET' | 'POST' | 'DELETE', () => string, (() => unknown)?];

/** Every call that names a task, or the instance holding it: B gets 403 (or 404), never the data or the action. */
const CALLS: Call[] = [
  ['buttons', 'GET', () => `/runtime/task/v1/getButtonsBytaskId?taskId=${taskId}`],
  ['task detail', 'GET', () => `/runtime/task/v1/taskDetailBo?taskId=${taskId}`],
  ['complete', 'POST', () => '/runtime/task/v1/complete', () => ({ taskId, actionName: 'agree', opinion: 'mine now' })],
  ['complete backToStart', 'POST', () => '/runtime/task/v1/complete', () => ({ taskId, actionName: 'backToStart', opinion: 'x' })],
  ['jump nodes', 'POST', () => '/runtime/task/v1/getAfterJumpNodes', () => ({ taskId })],
  ['check task auth', 'GET', () => `/runtime/task/v1/checkTaskAuth?taskId=${taskId}`],
  ['is first node', 'GET', () => `/runtime/task/v1/taskIsFirstNode?taskId=${taskId}`],
  ['lock', 'POST', () => '/runtime/task/v1/lock', () => ({ taskId, action: 'lock' })],
  ['admin unlock', 'POST', () => '/runtime/task/v1/lock', () => ({ taskId, action: 'adminUnlock' })],
  ['delegate', 'POST', () => '/runtime/task/v1/agentToTina', () => ({ taskId, agentId: 'u_wuhao' })],
  ['withdraw delegation', 'POST', () => '/runtime/task/v1/withdrawAgent', () => ({ taskId })],
  ['definition status', 'GET', () => `/runtime/task/v1/getDefStatus?instId=${instId}&taskId=${taskId}`],
  ['saved opinion', 'GET', () => `/runtime/task/v1/getBpmSaveOpinionByTeam?instId=${instId}&taskId=${taskId}`],
  ['save opinion', 'POST', () => '/runtime/task/v1/createBpmSaveOpinion', () => ({ instId, taskId, opinion: 'x' })],
  ['node opinions', 'GET', () => `/runtime/task/v1/nodeOpinion?instId=${instId}&nodeId=leaderApprove`],
  ['open tasks of the instance', 'GET', () => `/runtime/task/v1/getBpmTaskByInstId?instId=${instId}`],
  ['flow chart', 'GET', () => `/runtime/instance/v1/getBpmImage?proInstId=${instId}`],
  ['flow chart by bpmnInstId', 'GET', () => `/runtime/instance/v1/getBpmImage?bpmnInstId=${instId}`],
  ['sub flow chart', 'GET', () => `/runtime/instance/v1/instanceFlowImage?proInstId=${instId}&nodeId=leaderApprove`],
  ['opinions', 'GET', () => `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`],
  ['instance form', 'GET', () => `/runtime/instance/v1/getInstanceForm?instId=${instId}`],
  ['instance status', 'GET', () => `/runtime/instance/v1/getInstanceStatus?instId=${instId}`],
  ['form data version', 'GET', () => `/runtime/instance/v1/getInstFormDataVersion?instId=${instId}`],
  ['hang up', 'GET', () => `/runtime/instance/v1/hangUp?instId=${instId}`],
  ['cancel hang-up', 'GET', () => `/runtime/instance/v1/cancelHangUp?instId=${instId}`],
  ['revoke the task', 'POST', () => '/runtime/instance/v1/revoke', () => ({ instId, taskId })],
  ['revoke to start', 'POST', () => '/runtime/instance/v1/revoke', () => ({ instId })],
  ['manual end', 'POST', () => '/runtime/instance/v1/endProcess', () => ({ instId })],
  ['circulate', 'POST', () => '/runtime/instance/v1/circulate', () => ({ instId, userIds: ['u_wuhao'] })],
  ['collect', 'POST', () => '/runtime/instance/v1/collect', () => ({ instId, collect: true })],
  ['urgent state', 'POST', () => '/runtime/instance/v1/getUrgrntById', () => ({ id: instId })],
  ['set urgent state', 'POST', () => '/runtime/instance/v1/setUrgentState', () => ({ instId, urgentState: 1 })],
  ['watermark', 'GET', () => `/bpmModel/bpmWatermark/v1/getByInstId?instId=${instId}`],
  ['print records', 'GET', () => `/runtime/bmpPrintRecord/v1/getByProInstId?procInstId=${instId}`],
  ['print log', 'POST', () => '/runtime/bpmPrintRecord/v1/printLog', () => ({ procInstId: instId })],
  ['like', 'POST', () => '/bpm/like/addOrUpdateLikeRecord', () => ({ refId: instId, like: true })],
  ['remove', 'DELETE', () => `/runtime/instance/v1/remove?ids=${instId}`],
];

async function call(c: Client, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) {
  if (method === 'GET') return c.get(url);
  if (method === 'DELETE') return c.del(url);
  return c.post(url, body ?? {});
}

describe("user B and a task of A's that is not B's", () => {
  it.each(CALLS)('%s is refused', async (_name, method, url, body) => {
    const res = await call(stranger, method, url(), body?.());
    expect([403, 404]).toContain(res.status);
    expect(res.body.state).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('Family trip');
  });

  it('nothing changed: the task is still open and A still holds it', async () => {
    const [t] = await todoOf(lina, instId);
    expect(t).toMatchObject({ id: taskId, status: 'todo', assigneeId: 'u_lina', lockStatus: 2, isHangUp: false, urgentState: 0 });
    expect(await ctx.db.selectFrom('wf_opinion').select('id').where('task_id', '=', taskId).execute()).toHaveLength(0);
    expect(await ctx.db.selectFrom('wf_notice').select('id').where('inst_id', '=', instId).execute()).toHaveLength(0);
  });

  it('the lists of B do not show it, in any tab or tree or search', async () => {
    for (const url of [
      '/runtime/task/v1/getTodoList',
      '/runtime/task/v1/getDoneList',
      '/runtime/task/v1/getDelegateList',
      '/runtime/task/v1/getLeaderTodoList',
      '/runtime/instance/v1/getOverviewList',
      '/runtime/instance/v1/getReceivedList',
    ]) {
      const res = await stranger.post(url, {});
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body.value.rows)).not.toContain(instId);
    }
    const tree = await stranger.post('/runtime/task/v1/typeTree', { tab: 'todo' });
    expect(tree.body.value.total).toBe(0);
    const search = await stranger.post('/runtime/homePage/v1/homePageRelatedProcess', {
      pageBean: { page: 1, pageSize: 10 },
      querys: [{ property: 'SUBJECT_', value: '请假' }],
    });
    expect(search.body.value.rows).toHaveLength(0);
    const details = await stranger.post('/runtime/instance/v1/getInstDetailList', { ids: [instId] });
    expect(details.body.value).toHaveLength(0);
  });

  it('unknown tasks and instances answer 404', async () => {
    expect((await stranger.get('/runtime/task/v1/taskDetailBo?taskId=nope')).status).toBe(404);
    expect((await stranger.post('/runtime/task/v1/complete', { taskId: 'nope', actionName: 'agree' })).status).toBe(404);
    expect((await stranger.get('/runtime/instance/v1/getBpmImage?proInstId=nope')).status).toBe(404);
  });

  it('the owner of the task and the initiator still can', async () => {
    expect((await lina.get(`/runtime/task/v1/taskDetailBo?taskId=${taskId}`)).status).toBe(200);
    expect((await lina.get(`/runtime/task/v1/checkTaskAuth?taskId=${taskId}`)).body.value).toBe(true);
    expect((await zhangwei.get(`/runtime/instance/v1/getBpmImage?proInstId=${instId}`)).status).toBe(200);
    // the initiator sees the task (through the instance) but may not act on it
    expect((await zhangwei.get(`/runtime/task/v1/taskDetailBo?taskId=${taskId}`)).status).toBe(403);
    expect((await zhangwei.post('/runtime/task/v1/complete', { taskId, actionName: 'agree', opinion: 'self' })).status).toBe(403);
  });
});
