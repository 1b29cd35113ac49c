import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, complete, EXPENSE, LEAVE, PURCHASE, start, todoOf, type Client } from './workflow-support.js';

let ctx: TestContext;
let zhangwei: Client, lina: Client, zhaomin: Client, wuhao: Client;
let leaveId: string, expenseId: string, purchaseId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  [zhangwei, lina, zhaomin, wuhao] = await Promise.all(['zhangwei', 'lina', 'zhaomin', 'wuhao'].map((a) => as(ctx, a)));
  leaveId = (await start(zhangwei, 'leaveRequest', LEAVE)).instId;
  expenseId = (await start(zhangwei, 'expenseClaim', EXPENSE)).instId;
  purchaseId = (await start(zhaomin, 'purchaseRequest', PURCHASE)).instId;
});
afterAll(() => ctx.close());

describe('task tabs, filters and classification trees', () => {
  it('todo of the leader lists the three tasks, newest first, with the row fields of the contract', async () => {
    const res = await lina.post('/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 10 } });
    expect(res.body.value.total).toBe(3);
    const rows = res.body.value.rows;
    expect(rows.map((r: { procInstId: string }) => r.procInstId)).toEqual([purchaseId, expenseId, leaveId]);
    expect(rows[2]).toMatchObject({
      procDefKey: 'leaveRequest',
      procDefName: 'Leave request',
      typeId: 'type_hr_leave',
      creator: '张伟',
      nodeStatus: 'awaiting_check',
      isRead: 0,
    });
    expect(rows[2].aiSummaryResult).toContain('张伟');
    expect(rows[2].aiSummaryResult).toContain('5');
    const zh = await lina.post('/runtime/task/v1/getTodoList', {}, 'zh-CN');
    expect(zh.body.value.rows[2].procDefName).toBe('请假申请');
  });

  it('the tree counts per category, keyed by typeId, counts summed upwards, empty ones removed', async () => {
    const tree = (await lina.post('/runtime/task/v1/typeTree', { tab: 'todo' })).body.value;
    expect(tree.counts).toEqual({ type_hr_leave: 1, type_finance_expense: 1, type_purchase_office: 1 });
    expect(tree.total).toBe(3);
    const ids = tree.nodes.map((n: { id: string }) => n.id);
    expect(ids).toEqual(['type_hr', 'type_finance', 'type_purchase']);
    const hr = tree.nodes[0];
    expect(hr).toMatchObject({ count: 1, children: [{ id: 'type_hr_leave', count: 1, children: [] }] });
    // type_hr_staff has no task: removed
    expect(JSON.stringify(tree.nodes)).not.toContain('type_hr_staff');
  });

  it('a category filter takes the category and below; null is uncategorised', async () => {
    const hr = await lina.post('/runtime/task/v1/getTodoList', { querys: [{ property: 'typeId', value: 'type_hr', operation: 'EQUAL' }] });
    expect(hr.body.value.rows.map((r: { procInstId: string }) => r.procInstId)).toEqual([leaveId]);
    const none = await lina.post('/runtime/task/v1/getTodoList', { querys: [{ property: 'TYPE_ID_', value: 'null', operation: 'EQUAL' }] });
    expect(none.body.value.rows).toHaveLength(0);
  });

  it('filters go through the allow list: unknown columns and injections are refused, values are bound', async () => {
    expect((await lina.post('/runtime/task/v1/getTodoList', { querys: [{ property: 'password_hash', value: 'x' }] })).status).toBe(400);
    expect(
      (await lina.post('/runtime/task/v1/getTodoList', { querys: [{ property: 'subject; drop table wf_task', value: 'x' }] })).status,
    ).toBe(400);
    expect((await lina.post('/runtime/task/v1/getTodoList', { sorters: [{ property: '1=1', direction: 'ASC' }] })).status).toBe(400);
    const bound = await lina.post('/runtime/task/v1/getTodoList', {
      querys: [{ property: 'subject', value: "x' or '1'='1", operation: 'LIKE' }],
    });
    expect(bound.status).toBe(200);
    expect(bound.body.value.rows).toHaveLength(0);
    const like = await lina.post('/runtime/task/v1/getTodoList', {
      querys: [{ property: 'PROC_DEF_NAME_', value: 'Expense', operation: 'LIKE' }],
    });
    expect(like.body.value.rows.map((r: { procInstId: string }) => r.procInstId)).toEqual([expenseId]);
  });

  it('without showTotal no count is made: the total only tells whether more rows follow', async () => {
    const res = await lina.post('/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 2, showTotal: false } });
    expect(res.body.value.rows).toHaveLength(2);
    expect(res.body.value.total).toBe(3);
    const p2 = await lina.post('/runtime/task/v1/getTodoList', { pageBean: { page: 2, pageSize: 2, showTotal: false } });
    expect(p2.body.value.rows).toHaveLength(1);
    expect(p2.body.value.total).toBe(3);
  });

  it('instance tabs: myRequest and its tree, which ignores procDefKey, type_id_ and proc_def_key_', async () => {
    const mine = (await zhangwei.post('/runtime/instance/v1/getMyRequestList', {})).body.value;
    expect(mine.rows.map((r: { id: string }) => r.id)).toEqual([expenseId, leaveId]);
    expect(mine.rows[1].currentNodes).toEqual([{ nodeId: 'leaderApprove', name: 'Direct leader approval', assignees: ['李娜'] }]);
    const filtered = await zhangwei.post('/runtime/instance/v1/getMyRequestList', {
      querys: [{ property: 'procDefKey', value: 'leaveRequest' }],
    });
    expect(filtered.body.value.rows).toHaveLength(1);
    const tree = (
      await zhangwei.post('/runtime/instance/v1/typeTree', {
        tab: 'myRequest',
        querys: [
          { property: 'procDefKey', value: 'leaveRequest' },
          { property: 'type_id_', value: 'type_hr' },
        ],
      })
    ).body.value;
    expect(tree.counts).toEqual({ type_hr_leave: 1, type_finance_expense: 1 });
  });

  it('processOverview shows what the user took part in', async () => {
    const overview = (await lina.post('/runtime/instance/v1/getOverviewList', {})).body.value.rows.map((r: { id: string }) => r.id);
    expect(overview.sort()).toEqual([leaveId, expenseId, purchaseId].sort());
    expect((await wuhao.post('/runtime/instance/v1/getOverviewList', {})).body.value.rows).toHaveLength(0);
  });
});

describe('home page', () => {
  it('counts todo, done, requests and delayed tasks', async () => {
    expect((await lina.post('/runtime/homePage/v1/getMyTodoTask', {})).body.value.total).toBe(3);
    expect((await zhangwei.post('/runtime/homePage/v1/getMyRequest', {})).body.value.total).toBe(2);
    await ctx.db
      .updateTable('wf_task')
      .set({ due_time: new Date(Date.now() - 3600_000) })
      .where('inst_id', '=', leaveId)
      .execute();
    const delay = (await lina.post('/runtime/homePage/v1/getMyDelayTask', {})).body.value;
    expect(delay.rows.map((r: { procInstId: string }) => r.procInstId)).toEqual([leaveId]);
    const [t] = await todoOf(lina, expenseId);
    await complete(lina, t.id);
    expect((await lina.post('/runtime/homePage/v1/getMyDoneTask', {})).body.value.total).toBe(1);
  });

  it('the sankey links category to flow to state', async () => {
    const s = (await zhangwei.post('/runtime/homePage/v1/getSankey', {}, 'zh-CN')).body.value;
    expect(s.nodes.map((n: { name: string }) => n.name)).toEqual(
      expect.arrayContaining(['人事类', '请假申请', '审批中', '财务类', '费用报销']),
    );
    expect(s.links).toEqual(
      expect.arrayContaining([
        { source: '人事类', target: '请假申请', value: 1 },
        { source: '请假申请', target: '审批中', value: 1 },
      ]),
    );
  });

  it('flow search: LIKE conditions OR-ed over subject, id, flow name, number and summary, only visible instances', async () => {
    const prop1 = (await ctx.db.selectFrom('wf_instance').select('prop1').where('id', '=', purchaseId).executeTakeFirstOrThrow()).prop1!;
    const search = (querys: unknown[], who = lina) =>
      who.post('/runtime/homePage/v1/homePageRelatedProcess', { pageBean: { page: 1, pageSize: 10, showTotal: true }, querys });
    const byNumber = (
      await search([
        { property: 'PROP1_', value: prop1 },
        { property: 'SUBJECT_', value: prop1 },
      ])
    ).body.value;
    expect(byNumber.rows.map((r: { id: string }) => r.id)).toEqual([purchaseId]);
    expect(byNumber.rows[0]).toEqual({
      id: purchaseId,
      subject: expect.any(String),
      procDefName: 'Purchase request',
      prop1,
      createTime: expect.any(String),
      creator: '赵敏',
      aiSummaryResult: expect.stringContaining('赵敏'),
    });
    expect(byNumber.total).toBe(1);
    const bySummary = (await search([{ property: 'aiSummaryResult', value: 'Laptop' }])).body.value;
    expect(bySummary.rows.map((r: { id: string }) => r.id)).toEqual([purchaseId]);
    const byName = (
      await search([
        { property: 'PROC_DEF_NAME_', value: '请假' },
        { property: 'ID_', value: expenseId },
      ])
    ).body.value;
    expect(byName.rows.map((r: { id: string }) => r.id).sort()).toEqual([leaveId, expenseId].sort());
    expect((await search([{ property: 'PROC_DEF_NAME_', value: '请假' }], wuhao)).body.value.rows).toHaveLength(0);
    expect((await search([{ property: 'creator_id', value: 'u' }])).status).toBe(400);
  });
});

describe('flow image', () => {
  it('gives node states, going edges, approvers with avatars and the predicted path', async () => {
    const img = (await zhangwei.get(`/runtime/instance/v1/getBpmImage?proInstId=${leaveId}`)).body.value;
    expect(img.bpmnXml).toContain('<bpmndi:BPMNDiagram');
    const node = (id: string) => img.nodes.find((n: { nodeId: string }) => n.nodeId === id);
    expect(node('start').status).toBe('start');
    expect(node('leaderApprove')).toMatchObject({
      status: 'awaiting_check',
      signType: 'normal',
      approvers: [{ account: 'lina', status: 'awaiting_check', avatar: null }],
    });
    expect(img.flows.toLeader).toBe('going');
    // 5 days: the path goes on through HR
    expect(img.predictedPath).toEqual(['daysGateway', 'hrApprove', 'end']);
    expect(img.flows.toHr).toBe('predicted');
    expect(img.flows.toEnd).toBe('default');
    expect(
      node('hrApprove')
        .approvers.map((a: { account: string }) => a.account)
        .sort(),
    ).toEqual(['dongjie', 'fengxue', 'liuyang']);
  });

  it('the definition alone, and the sub flow of a call activity', async () => {
    const defId = (await ctx.db.selectFrom('wf_def').select('id').where('def_key', '=', 'purchaseRequest').executeTakeFirstOrThrow()).id;
    const plain = (await zhangwei.get(`/runtime/instance/v1/getBpmImage?defId=${defId}`)).body.value;
    expect(plain.instId).toBeNull();
    expect(plain.predictedPath[0]).toBe('deptLeader');
    const sub = (await zhaomin.get(`/runtime/instance/v1/instanceFlowImage?proInstId=${purchaseId}&nodeId=budgetCheck`)).body.value;
    expect(sub.defKey).toBe('purchaseBudget');
    const design = (await zhangwei.get(`/flow/def/v1/getDefDesignByDefId?defId=${defId}`)).body.value;
    expect(design.nodes.map((n: { nodeType: string }) => n.nodeType)).toEqual(
      expect.arrayContaining(['serviceTask', 'subProcess', 'callActivity']),
    );
  });
});

describe('task detail and form', () => {
  it('answers bpmTask, curNodeDef, formKey, the node layout and the form with per-node rights', async () => {
    const [t] = await todoOf(lina, leaveId);
    const d = (await lina.get(`/runtime/task/v1/taskDetailBo?taskId=${t.id}`, 'id')).body.value;
    expect(d.formKey).toBe('leaveForm');
    expect(d.curNodeDef).toMatchObject({ nodeId: 'leaderApprove', nodeType: 'userTask', signType: 'normal', opinionRight: 'w' });
    expect(d.nodeLayoutList.map((n: { nodeId: string }) => n.nodeId)).toEqual([
      'start',
      'leaderApprove',
      'daysGateway',
      'hrApprove',
      'end',
    ]);
    expect(d.form.bpmForm.expand.find((f: { name: string }) => f.name === 'days')).toMatchObject({
      labelKey: 'form.leave.days',
      label: 'Jumlah hari',
      type: 'number',
      required: true,
    });
    expect(d.form.permission.fields).toMatchObject({ days: 'r', hrRemark: 'n' });
    expect(d.form.data).toMatchObject({ days: 5, leaveType: 'annual' });
    expect(d.form.data).not.toHaveProperty('hrRemark');
    expect(d.bpmTask.isRead).toBe(1);
    const own = (await zhangwei.get(`/runtime/instance/v1/getInstanceForm?instId=${leaveId}`)).body.value;
    expect(own.form.permission.fields).toMatchObject({ days: 'r', reason: 'r', hrRemark: 'n' });
    expect(own.form.data).toMatchObject({ days: 5 });
    // the initiator reads the opinions of the request (the start node only hides its own opinion box)
    expect(own.form.permission.opinion).toBe('r');
    expect(own.instance.id).toBe(leaveId);
    expect(own.nodeLayoutList).toHaveLength(5);
    const preview = (await lina.get('/flow/form/v1/preview?formId=leaveForm_hrApprove')).body.value;
    expect(preview.permission.fields.hrRemark).toBe('w');
    expect(preview.permission.opinion).toBe('b');
    // a form no flow uses yet: its preview is for admins only
    const admin = await as(ctx, 'htadmin');
    const i18n = (t: string) => ({ 'zh-CN': t, 'en-US': t, id: t });
    const draftForm = {
      formKey: 'draftOnlyForm',
      name: i18n('草稿表单'),
      fields: [{ name: 'title', labelKey: '', labels: i18n('标题'), type: 'text', required: true }],
      permissions: {},
    };
    expect((await admin.post('/flow/form/v1/save', draftForm)).status).toBe(200);
    const refused = await lina.get('/flow/form/v1/preview?formId=draftOnlyForm');
    expect(refused.status).toBe(403);
    expect((await admin.get('/flow/form/v1/preview?formId=draftOnlyForm')).status).toBe(200);
  });
});
