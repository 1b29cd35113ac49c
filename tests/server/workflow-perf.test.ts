import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, type Client } from './workflow-support.js';

// The task list stays an index read as the table grows: 100,000 tasks here (10,000 instances,
// 1,000 users), written with generate_series. Speed is measured by the benchmark, never here
// (shared, noisy machines): the 1,000,000-task p99 is `scripts/bench-todolist.mjs` (npm run bench ->
// docs/benchmarks.md). This file checks the answers and that the page is read off the index.
let ctx: TestContext;
let lina: Client;
const TASKS = 100_000;

beforeAll(async () => {
  ctx = await createTestApp();
  lina = await as(ctx, 'lina');
  const def = await ctx.db.selectFrom('wf_def').select(['id', 'name']).where('def_key', '=', 'leaveRequest').executeTakeFirstOrThrow();
  const name = JSON.stringify(def.name);
  await sql`
    insert into uc_user (id, account, fullname, password_hash)
    select 'u_perf' || g, 'perf' || g, 'Perf ' || g, 'not-a-hash' from generate_series(0, 996) g
  `.execute(ctx.db);
  await sql`
    insert into wf_instance (id, root_id, def_id, def_key, def_name, type_id, subject, prop1, status, creator_id, creator_name, create_time, form_data, node_users, reached)
    select 'pi' || g, 'pi' || g, ${def.id}, 'leaveRequest', ${name}::jsonb, 'type_hr_leave', 'Perf subject ' || g, 'PERF-' || g, 'running',
      'u_zhangwei', '张伟', now() - make_interval(secs => g), '{}'::jsonb, '{}'::jsonb, '[]'::jsonb
    from generate_series(1, ${TASKS / 10}) g
  `.execute(ctx.db);
  // lina holds every 499th task; 2 in 5 tasks are open
  await sql`
    insert into wf_task (id, inst_id, root_id, node_id, name, group_id, def_id, def_key, def_name, type_id, subject, creator_id, creator_name,
      assignee_id, status, completed_by, create_time, complete_time)
    select 'pt' || g, 'pi' || (1 + g % ${TASKS / 10}), 'pi' || (1 + g % ${TASKS / 10}), 'leaderApprove', 'Leader', 'pg' || g, ${def.id}, 'leaveRequest', ${name}::jsonb,
      'type_hr_leave', 'Perf subject ' || g, 'u_zhangwei', '张伟',
      case when g % 499 = 0 then 'u_lina' else 'u_perf' || (g % 997) end,
      case when g % 5 < 2 then 'todo' else 'done' end,
      case when g % 5 < 2 then null when g % 499 = 0 then 'u_lina' else 'u_perf' || (g % 997) end,
      now() - make_interval(secs => g), case when g % 5 < 2 then null else now() - make_interval(secs => g / 2) end
    from generate_series(1, ${TASKS}) g
  `.execute(ctx.db);
  // a settled table, as in production (autovacuum keeps the visibility map current)
  await sql`vacuum analyze wf_task`.execute(ctx.db);
  await sql`analyze wf_instance`.execute(ctx.db);
}, 600_000);
afterAll(() => ctx.close());

describe(`getTodoList over ${TASKS.toLocaleString('en')} tasks`, () => {
  it('answers page 1 with its total', async () => {
    const count = await ctx.db
      .selectFrom('wf_task')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBeGreaterThanOrEqual(TASKS);
    const open = await ctx.db
      .selectFrom('wf_task')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('assignee_id', '=', 'u_lina')
      .where('status', '=', 'todo')
      .executeTakeFirstOrThrow();
    const first = await lina.post('/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 20 } });
    expect(first.body.value.total).toBe(open.n);
    expect(first.body.value.rows).toHaveLength(20);
  });

  it('reads the page off the index: no sort of the user rows, no join before the limit', async () => {
    const plan = (
      await sql<{
        'QUERY PLAN': string;
      }>`explain analyze select t.id from wf_task t where t.assignee_id = 'u_lina' and t.status = 'todo' order by t.create_time desc, t.id desc limit 21`.execute(
        ctx.db,
      )
    ).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Only Scan using wf_task_todo/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('a deep page without showTotal and a filtered page answer the right rows', async () => {
    const deep = await lina.post('/runtime/task/v1/getTodoList', { pageBean: { page: 4, pageSize: 20, showTotal: false } });
    expect(deep.body.value.rows).toHaveLength(20);
    const first = await lina.post('/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 80 } });
    expect(deep.body.value.rows.map((r: { id: string }) => r.id)).toEqual(
      first.body.value.rows.slice(60, 80).map((r: { id: string }) => r.id),
    );
    const filtered = await lina.post('/runtime/task/v1/getTodoList', {
      pageBean: { page: 1, pageSize: 20 },
      querys: [{ property: 'subject', value: 'subject 1', operation: 'LIKE' }],
    });
    expect(filtered.body.value.rows.length).toBeGreaterThan(0);
    for (const row of filtered.body.value.rows) expect(row.subject).toContain('subject 1');
  });

  it('the done tab and the tree', async () => {
    const doneCount = await ctx.db
      .selectFrom('wf_task')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('completed_by', '=', 'u_lina')
      .executeTakeFirstOrThrow();
    const done = await lina.post('/runtime/task/v1/getDoneList', { pageBean: { page: 1, pageSize: 20 } });
    expect(done.body.value.rows).toHaveLength(20);
    expect(done.body.value.total).toBeGreaterThanOrEqual(doneCount.n);
    const tree = await lina.post('/runtime/task/v1/typeTree', { tab: 'todo' });
    expect(tree.body.state).toBe(true);
    expect(JSON.stringify(tree.body.value)).toContain('type_hr_leave');
  });
});
