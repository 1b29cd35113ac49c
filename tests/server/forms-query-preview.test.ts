import { describe, expect, it } from 'vitest';
import { portalSuite } from './portal-helpers.js';
import { LEAVE_FIELD_NAMES } from './support/leave-form.js';
import { FORM_PATHS as P } from '../../contract/forms.js';

const suite = portalSuite(['htadmin', 'zhangwei', 'lina']);

const doQuery = (token: string, alias: string, querys: object[] = [], query = '&page=1') =>
  suite.call({ method: 'POST', url: `${P.queryDo}?alias=${alias}${query}`, token, lang: 'en-US', payload: { querys } });

describe('custom queries', () => {
  it('describes a predefined query by alias', async () => {
    const res = await suite.call({
      method: 'POST',
      url: `${P.queryGetByAlias}?alias=supplierRows`,
      token: suite.zhangwei.token,
      lang: 'en-US',
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const def = res.json().value;
    expect(def.name).toBe('Supplier register');
    expect(def.columns.map((c: { name: string }) => c.name)).toEqual([
      'id',
      'name',
      'category',
      'contact',
      'phone',
      'city',
      'rating',
      'createdByName',
      'updatedAt',
    ]);
    expect(def.conditions.map((c: { property: string; operation: string }) => `${c.property}:${c.operation}`)).toEqual([
      'name:LIKE',
      'category:EQUAL',
      'contact:LIKE',
      'phone:LIKE',
    ]);
    // the alias may come in the body too
    const byBody = await suite.call({
      method: 'POST',
      url: P.queryGetByAlias,
      token: suite.zhangwei.token,
      payload: { alias: 'leaveStats' },
    });
    expect(byBody.json().value.alias).toBe('leaveStats');
  });

  it('refuses a missing alias with the spec’s message and an unknown one with 404', async () => {
    const none = await suite.call({ method: 'POST', url: P.queryGetByAlias, token: suite.zhangwei.token, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('alias can not be null.');
    expect((await doQuery(suite.zhangwei.token, 'pg_user')).statusCode).toBe(404);
    expect((await doQuery(suite.zhangwei.token, 'x;drop table uc_user')).statusCode).toBe(404);
  });

  it('runs template rows with conditions, drafts left out', async () => {
    const all = (await doQuery(suite.zhangwei.token, 'supplierRows')).json().value;
    expect(all.total).toBe(10);
    expect(all.truncated).toBe(false);
    expect(all.rows.some((r: { name: string }) => r.name === '南京金陵印务有限公司')).toBe(false);
    const it = (await doQuery(suite.zhangwei.token, 'supplierRows', [{ property: 'category', value: 'it', operation: 'EQUAL' }])).json()
      .value;
    expect(it.rows.map((r: { name: string }) => r.name).sort()).toEqual(['北京云启信息技术有限公司', '深圳鹏程网络设备有限公司']);
    expect(it.rows[0].rating).toBeTypeOf('number');
    const like = (await doQuery(suite.zhangwei.token, 'supplierRows', [{ property: 'name', value: '机械', operation: 'LIKE' }])).json()
      .value;
    expect(like.rows.map((r: { name: string }) => r.name)).toEqual(['苏州精工机械设备有限公司']);
    // LIKE wildcards in a value are literal
    expect(
      (await doQuery(suite.zhangwei.token, 'supplierRows', [{ property: 'name', value: '%', operation: 'LIKE' }])).json().value.total,
    ).toBe(0);
  });

  it.each([
    [{ property: 'creditCode', value: '9', operation: 'LIKE' }, 'a column that is not a condition'],
    [{ property: 'created_by', value: 'u_zhangwei' }, 'a hidden column'],
    [{ property: 'name) or (1=1', value: 'x' }, 'SQL in the property'],
    [{ property: 'category', value: 'it', operation: 'NOT_EQUAL' }, 'an operation the condition does not allow'],
    [{ property: 'category', value: 'it', operation: 'DROP' }, 'an unknown operation'],
    [{ property: 'name', value: { $ne: 1 }, operation: 'LIKE' }, 'an object value'],
  ])('refuses conditions outside the allow list with 400 (%#: %s)', async (q: object, _why: string) => {
    const res = await doQuery(suite.zhangwei.token, 'supplierRows', [q]);
    expect(res.statusCode).toBe(400);
    expect(res.json().state).toBe(false);
  });

  it('answers page 1 only', async () => {
    expect((await doQuery(suite.zhangwei.token, 'supplierRows', [], '&page=2')).statusCode).toBe(400);
    expect((await doQuery(suite.zhangwei.token, 'supplierRows', [], '')).statusCode).toBe(200);
  });

  it('counts leave requests by type and month: everything for an admin, one’s own otherwise', async () => {
    const id = (n: number) => `inst_stats_${n}`;
    const def = await suite.ctx.db
      .selectFrom('wf_def')
      .select('id')
      .where('def_key', '=', 'leaveRequest')
      .where('is_main', '=', true)
      .executeTakeFirstOrThrow();
    const insert = (n: number, creator: string, type: string, days: number, time: string) =>
      suite.ctx.db
        .insertInto('wf_instance')
        .values({
          id: id(n),
          root_id: id(n),
          parent_id: null,
          parent_execution_id: null,
          parent_node_id: null,
          def_id: def.id,
          def_key: 'leaveRequest',
          def_name: JSON.stringify({ 'zh-CN': '请假', 'en-US': 'Leave', id: 'Cuti' }),
          type_id: null,
          subject: 's',
          prop1: null,
          status: n === 1 ? 'running' : 'end',
          creator_id: creator,
          creator_name: 'x',
          create_time: time,
          end_time: null,
          form_data: JSON.stringify({ leaveType: type, days }),
          ai_summary: null,
          node_users: JSON.stringify({}),
          reached: JSON.stringify([]),
          engine_state: null,
        })
        .execute();
    await insert(1, suite.zhangwei.userId, 'annual', 2, '2026-03-03T03:00:00Z');
    await insert(2, suite.zhangwei.userId, 'annual', 1.5, '2026-03-20T03:00:00Z');
    await insert(3, suite.lina.userId, 'sick', 1, '2026-03-05T03:00:00Z');
    await insert(4, suite.zhangwei.userId, 'sick', 3, '2026-01-05T03:00:00Z');

    const query = (
      await suite.call({
        method: 'POST',
        url: `${P.queryGetByAlias}?alias=leaveStats`,
        token: suite.zhangwei.token,
        lang: 'en-US',
        payload: {},
      })
    ).json().value;
    expect(query.scope).toBe('own');
    expect(query.columns.find((c: { name: string }) => c.name === 'leaveType').options).toEqual(
      expect.arrayContaining([{ value: 'annual', label: 'Annual leave' }]),
    );

    const mine = (await doQuery(suite.zhangwei.token, 'leaveStats')).json().value.rows;
    expect(mine).toEqual([
      { month: '2026-03', leaveType: 'annual', requestCount: 2, totalDays: 3.5, runningCount: 1 },
      { month: '2026-01', leaveType: 'sick', requestCount: 1, totalDays: 3, runningCount: 0 },
    ]);
    const all = (
      await doQuery(suite.htadmin.token, 'leaveStats', [{ property: 'month', value: '2026-03', operation: 'GREAT_EQUAL' }])
    ).json().value.rows;
    expect(all).toEqual([
      { month: '2026-03', leaveType: 'annual', requestCount: 2, totalDays: 3.5, runningCount: 1 },
      { month: '2026-03', leaveType: 'sick', requestCount: 1, totalDays: 1, runningCount: 0 },
    ]);
    const sick = (await doQuery(suite.htadmin.token, 'leaveStats', [{ property: 'leaveType', value: 'sick' }])).json().value.rows;
    expect(sick.map((r: { month: string }) => r.month)).toEqual(['2026-03', '2026-01']);
  });
});

describe('form preview', () => {
  const preview = (token: string, formId: string) =>
    suite.call({ url: `${P.formPreview}?formId=${encodeURIComponent(formId)}`, token, lang: 'en-US' });

  it('shows a form with its fields, empty data and the rights of each node', async () => {
    const res = await preview(suite.zhangwei.token, 'leaveForm');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.previewType).toBe('design');
    expect(v.bpmForm.name).toBe('Leave form');
    expect(v.bpmForm.expand.map((f: { name: string }) => f.name)).toEqual(LEAVE_FIELD_NAMES);
    expect(v.data).toEqual({
      leaveType: null,
      days: null,
      startDate: null,
      endDate: null,
      reason: null,
      phone: null,
      attachments: null,
      handover: [],
      leaderSign: null,
      hrRemark: null,
    });
    expect(v.nodeId).toBe('start');
    expect(v.permission.fields).toMatchObject({ days: 'b', hrRemark: 'n' });
    const nodes = Object.fromEntries(
      v.nodes.map((n: { nodeId: string; permission: { fields: Record<string, string> } }) => [n.nodeId, n.permission.fields.hrRemark]),
    );
    expect(nodes).toEqual({ start: 'n', leaderApprove: 'n', hrApprove: 'w' });
  });

  it('opens formKey_nodeId at that node (template preview)', async () => {
    const v = (await preview(suite.zhangwei.token, 'leaveForm_hrApprove')).json().value;
    expect(v.previewType).toBe('template');
    expect(v.nodeId).toBe('hrApprove');
    expect(v.permission).toEqual({
      fields: {
        leaveType: 'r',
        days: 'r',
        startDate: 'r',
        endDate: 'r',
        reason: 'r',
        phone: 'r',
        attachments: 'r',
        handover: 'r',
        leaderSign: 'r',
        hrRemark: 'w',
      },
      opinion: 'b',
      columns: { handover: { handoverDate: 'r', task: 'r', file: 'r' } },
    });
    expect((await preview(suite.zhangwei.token, 'nothing_here')).statusCode).toBe(404);
  });

  it('is for admins and those who may start a flow using the form; others get 403', async () => {
    // the leave request is narrowed to lina: zhangwei may no longer start it
    await suite.ctx.db.deleteFrom('wf_def_right').where('def_key', '=', 'leaveRequest').execute();
    await suite.ctx.db.insertInto('wf_def_right').values({ def_key: 'leaveRequest', kind: 'user', ref: 'lina' }).execute();
    const refused = await preview(suite.zhangwei.token, 'leaveForm');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('only administrators and users who may start a flow using it');
    expect((await preview(suite.lina.token, 'leaveForm')).statusCode).toBe(200);
    expect((await preview(suite.htadmin.token, 'leaveForm')).statusCode).toBe(200);
    // a form no flow uses: admins only
    await suite.ctx.db
      .insertInto('wf_form')
      .values({
        form_key: 'loneForm',
        name: JSON.stringify({ 'zh-CN': '孤立', 'en-US': 'Lone', id: 'Sendiri' }),
        fields: JSON.stringify([]),
        permissions: JSON.stringify({}),
        summary_fields: JSON.stringify([]),
      })
      .execute();
    expect((await preview(suite.lina.token, 'loneForm')).statusCode).toBe(403);
    expect((await preview(suite.htadmin.token, 'loneForm')).statusCode).toBe(200);
  });
});
