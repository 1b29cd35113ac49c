import { describe, expect, it } from 'vitest';
import { LEAVE, start, todoOf, workflowSuite, type Client } from './workflow-support.js';
import type { DashboardColumnData } from '../../contract/dashboards.js';

const { ctx, zhangwei, lina } = workflowSuite(['zhangwei', 'lina']);

const DO = '/form/customQuery/v1/doQuery';
const run = (c: Client, alias: string, body: object = {}, lang?: string) => c.post(`${DO}?alias=${alias}`, body, lang);

async function restQuery(alias: string, over: Record<string, string | null>) {
  await ctx.db
    .insertInto('form_custom_query_rest')
    .values({
      alias,
      name_i18n: JSON.stringify({ 'zh-CN': alias, 'en-US': alias, id: alias }),
      request_type: 'POST',
      url: '${bpm}/runtime/task/v1/getTodoList',
      data_param: '{"pageBean":{"page":1,"pageSize":100}}',
      conditionfield: null,
      list_key: 'rows',
      header: null,
      ...over,
    })
    .execute();
}

describe('custom queries of type rest', () => {
  it("reads the caller's own to-dos through the task list call, filtered only by the fields conditionfield lists", async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    await todoOf(lina, instId);
    const mine = await run(lina, 'myTodoRest');
    expect(mine.status).toBe(200);
    expect(mine.body.value.rows.some((r: { procInstId: string }) => r.procInstId === instId)).toBe(true);
    expect(mine.body.value.total).toBe(mine.body.value.rows.length);
    // zhangwei does not get lina's tasks through it
    const his = await run(zhangwei, 'myTodoRest');
    expect(his.body.value.rows.some((r: { procInstId: string }) => r.procInstId === instId)).toBe(false);
    const other = await run(lina, 'myTodoRest', { querys: [{ property: 'procDefKey', value: 'expenseClaim' }] });
    expect(other.body.value.rows.some((r: { procInstId: string }) => r.procInstId === instId)).toBe(false);
    const refused = await run(lina, 'myTodoRest', { querys: [{ property: 'assigneeId', value: 'u_zhangwei' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Condition field error: it must be a valid JSON list, and only its fields may be queried');
    // it describes itself like the predefined ones
    const def = await lina.post(`/form/customQuery/v1/getByAlias?alias=myTodoRest`, {}, 'id');
    expect(def.body.value).toMatchObject({ alias: 'myTodoRest', name: 'Tugas saya (kueri REST)' });
  });

  it('feeds the dashboard to-do list column through doQuery', async () => {
    const res = await lina.post<DashboardColumnData>('/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias?alias=dash_todo_list');
    expect(res.status).toBe(200);
    expect(res.body.value.overLimit).toBe(false);
    expect(res.body.value.rows[0]).toHaveProperty('subject');
  });

  it.each([
    ['rest_no_url', { url: '' }, 'A REST query needs a url'],
    ['rest_far_url', { url: 'https://evil.example/api' }, "REST url error: only the portal's own calls are allowed"],
    [
      'rest_loop',
      { url: '${form}/form/customQuery/v1/doQuery?alias=rest_loop' },
      "REST url error: only the portal's own calls are allowed",
    ],
    ['rest_bad_param', { data_param: '{pageBean:' }, 'POST parameter error: the parameter template is not valid JSON'],
    [
      'rest_bad_condition',
      { conditionfield: '{"field":"x"}' },
      'Condition field error: it must be a valid JSON list, and only its fields may be queried',
    ],
    ['rest_no_array', { list_key: 'total' }, 'No array could be extracted from the response'],
    ['rest_bad_header', { header: '{"X-Tenant":' }, 'The request header is not valid JSON'],
    ['rest_header_list', { header: '["X-Tenant"]' }, 'The request header is not valid JSON'],
    // a query may not speak for somebody else
    ['rest_header_session', { header: '{"P-Auth":"someone else"}' }, 'The request header is not valid JSON'],
    [
      'rest_no_data',
      { url: '${portal}/portal/dashboards/v1/metric?name=nothing', request_type: 'GET' },
      'No data Unknown dashboard data: nothing',
    ],
    [
      'rest_bad_rows',
      { url: '${portal}/portal/largeScreen/v1/workflowData?metric=totals', request_type: 'GET' },
      'Unable to parse the data: the list holds rows that are not objects',
    ],
  ])('%s answers the spec message', async (alias, over, message) => {
    await restQuery(alias, over);
    const res = await run(lina, alias);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('sends its own headers with the call, and the caller stays the caller', async () => {
    await restQuery('rest_with_header', { header: '{"X-Tenant":"north"}' });
    const res = await run(lina, 'rest_with_header');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.value.rows)).toBe(true);
  });

  it('keeps the alias message for a missing alias, in Chinese too', async () => {
    const res = await lina.post(DO, {}, 'zh-CN');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('alias can not be null.');
  });
});
