import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LEAVE, start, todoOf, workflowSuite, type Client } from './workflow-support.js';
import { SCREEN_CHART_KINDS, type ScreenData, type ScreenDesign, type ScreenLayout } from '../../contract/screen.js';
import { personName } from '../../server/src/portal/screens/service.js';

const { ctx, htadmin, zhangwei, lina, chenjing } = workflowSuite(['htadmin', 'zhangwei', 'lina', 'chenjing']);

const LAYOUT = '/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1/getByAlias';
const DATA = '/portal/largeScreen/v1/workflowData';
const layout = (c: Client, alias: string, lang?: string) => c.get<ScreenLayout>(`${LAYOUT}?alias=${alias}`, lang);
const metric = (c: Client, name: string, lang?: string) => c.get<ScreenData>(`${DATA}?metric=${name}`, lang);
const decode = (l: ScreenLayout) => JSON.parse(Buffer.from(l.designHtml, 'base64').toString('utf8')) as ScreenDesign;
const valueOf = (d: ScreenData, name: string) => d.rows.find((r) => r[0] === name)?.[1];
const HAN = /[\u4e00-\u9fff]/;

describe('large screen layouts', () => {
  it('answers the demo screen by alias with a designHtml that decodes to every widget kind, in the caller language', async () => {
    const res = await layout(zhangwei, 'approval_screen');
    expect(res.status).toBe(200);
    const value = res.body.value;
    expect(value).toMatchObject({ alias: 'approval_screen', name: 'Approval operations screen' });
    expect(value.config).toMatchObject({ width: 1920, height: 1080, backgroundType: 'image', backgroundImage: 'nebula' });
    const design = decode(value);
    expect(design.config).toEqual(value.config);
    expect(value.elements.map((e) => e.key)).toEqual(design.elements.map((e) => e.key));
    const kinds = new Set(design.elements.map((e) => e.alias));
    const wanted = [
      'text',
      'time',
      ...Array.from({ length: 12 }, (_, i) => `dv-decoration-${i + 1}`),
      ...Array.from({ length: 13 }, (_, i) => `dv-border-box-${i + 1}`),
      ...SCREEN_CHART_KINDS,
    ];
    expect([...kinds].sort()).toEqual([...wanted].sort());
    expect(design.elements).toHaveLength(40);
    // no Chinese left in the English drawing; the title text came from its i18n object
    expect(HAN.test(Buffer.from(value.designHtml, 'base64').toString('utf8'))).toBe(false);
    expect(design.elements.find((e) => e.alias === 'text')?.options.config.text).toBe('Approval operations');

    const zh = decode((await layout(zhangwei, 'approval_screen', 'zh-CN')).body.value);
    expect(zh.elements.find((e) => e.alias === 'text')?.options.config.text).toBe('审批运营数据大屏');
    const id = await layout(zhangwei, 'approval_screen', 'id');
    expect(id.body.value.name).toBe('Layar operasional persetujuan');
  });

  it('refuses an unknown alias (404, the screen message), a malformed alias (400) and callers without a session', async () => {
    const res = await layout(zhangwei, 'no_such_screen');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Large screen info not obtained: no_such_screen');
    expect((await layout(zhangwei, 'no_such_screen', 'zh-CN')).body.message).toBe('大屏信息未获取到：no_such_screen');
    expect((await layout(zhangwei, 'bad%20alias')).status).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${LAYOUT}?alias=approval_screen` });
    expect(anonymous.json().state).toBe(false);
    expect(anonymous.statusCode).not.toBe(200);
  });

  it('keeps a layout limited to roles from everyone else, and hides a disabled one', async () => {
    const design = (
      await ctx.db.selectFrom('portal_screen_layout').select('design').where('alias', '=', 'approval_screen').executeTakeFirstOrThrow()
    ).design;
    await ctx.db
      .insertInto('portal_screen_layout')
      .values({ id: 'screen_admins', alias: 'admins_only', name: '管理', design: JSON.stringify(design), roles: ['admin'] })
      .execute();
    expect((await layout(htadmin, 'admins_only')).status).toBe(200);
    const refused = await layout(zhangwei, 'admins_only');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may not open this large screen');
    await sql`update portal_screen_layout set enabled = false where alias = 'admins_only'`.execute(ctx.db);
    expect((await layout(htadmin, 'admins_only')).status).toBe(404);
  });
});

describe('large screen workflow figures', () => {
  it('counts open tasks per flow and the totals: the company for an administrator, only their own for anyone else', async () => {
    const before = (await metric(htadmin, 'totals')).body.value;
    const beforeLina = (await metric(lina, 'totals')).body.value;
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    expect(await todoOf(lina, instId)).toHaveLength(1);

    const after = (await metric(htadmin, 'totals')).body.value;
    expect(after.columns).toEqual(['Name', 'Count']);
    expect(valueOf(after, 'Open tasks')).toBe(Number(valueOf(before, 'Open tasks')) + 1);
    expect(valueOf(after, 'Running requests')).toBe(Number(valueOf(before, 'Running requests')) + 1);
    expect(valueOf((await metric(lina, 'totals')).body.value, 'Open tasks')).toBe(Number(valueOf(beforeLina, 'Open tasks')) + 1);
    // zhangwei started it; the task is not his
    const mine = (await metric(zhangwei, 'todoByFlow')).body.value;
    const admins = (await metric(htadmin, 'todoByFlow')).body.value;
    const sum = (d: ScreenData) => d.rows.reduce((s, r) => s + Number(r[1]), 0);
    expect(sum(admins)).toBe(valueOf(after, 'Open tasks'));
    expect(sum(mine)).toBeLessThan(sum(admins));
    const linaFlows = (await metric(lina, 'todoByFlow', 'zh-CN')).body.value;
    expect(linaFlows.columns).toEqual(['流程', '待办']);
    expect(linaFlows.rows.some((r) => r[0] === '请假申请')).toBe(true);
  });

  it('answers requests per day for 14 days with today counted, and states and rates in the caller language', async () => {
    const days = (await metric(zhangwei, 'requestsPerDay')).body.value;
    expect(days.rows).toHaveLength(14);
    expect(days.columns).toEqual(['Day', 'Started', 'Completed']);
    const today = days.rows.at(-1)!;
    expect(Number(today[1])).toBeGreaterThanOrEqual(1);
    const states = (await metric(zhangwei, 'instancesByState', 'id')).body.value;
    expect(states.rows.find((r) => r[0] === 'Sedang berjalan')?.[1]).toBeGreaterThanOrEqual(1);
    const rate = (await metric(htadmin, 'completionRate')).body.value;
    expect(rate.rows[0][1]).toBeGreaterThanOrEqual(0);
    expect(rate.rows[0][1]).toBeLessThanOrEqual(100);
    const recent = (await metric(htadmin, 'recentTasks')).body.value;
    expect(recent.rows.length).toBeGreaterThan(0);
    expect(recent.rows.length).toBeLessThanOrEqual(30);
    expect(recent.rows.every((r) => !HAN.test(r.join(' ')))).toBe(true);
  });

  it('shows the company’s figures to a role of data scope all (finance), the own to anyone else, and says which', async () => {
    await start(zhangwei, 'leaveRequest', LEAVE);
    const company = (await metric(htadmin, 'totals')).body.value;
    const finance = (await metric(chenjing, 'totals')).body.value;
    const own = (await metric(lina, 'totals')).body.value;
    expect(company.figures).toBe('company');
    expect(finance.figures).toBe('company');
    expect(own.figures).toBe('own');
    expect(valueOf(finance, 'Running requests')).toBe(valueOf(company, 'Running requests'));
    expect(Number(valueOf(own, 'Running requests'))).toBeLessThan(Number(valueOf(company, 'Running requests')));
    expect((await layout(chenjing, 'approval_screen')).body.value.figures).toBe('company');
    expect((await layout(lina, 'approval_screen')).body.value.figures).toBe('own');
    // a role of data scope all that is switched off gives nothing
    await ctx.db.updateTable('uc_role').set({ enabled: false }).where('code', '=', 'finance').execute();
    try {
      expect((await metric(chenjing, 'totals')).body.value.figures).toBe('own');
    } finally {
      await ctx.db.updateTable('uc_role').set({ enabled: true }).where('code', '=', 'finance').execute();
    }
  });

  it('names the states with the same words on the large screen, the dashboard and the data board, in every language', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    await ctx.db.updateTable('wf_instance').set({ status: 'manual_end' }).where('id', '=', instId).execute();
    const words: Record<string, [string, string]> = {
      'zh-CN': ['审批中', '人工终止'],
      'en-US': ['In progress', 'Manually terminated'],
      id: ['Sedang berjalan', 'Dihentikan manual'],
    };
    for (const [lang, [running, ended]] of Object.entries(words)) {
      const screen = (await metric(zhangwei, 'instancesByState', lang)).body.value.rows.map((r) => r[0]);
      const dashboard = (
        await zhangwei.post<{ rows: { stateName: string }[] }>(
          '/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias?alias=dash_by_state',
          {},
          lang,
        )
      ).body.value.rows.map((r) => r.stateName);
      // the data board's pie and the home sankey: the sankey's end nodes
      const sankey = (await zhangwei.post('/runtime/homePage/v1/getSankey', {}, lang)).body.value as {
        links: { source: string; target: string }[];
      };
      const sources = new Set(sankey.links.map((l) => l.source));
      const board = [...new Set(sankey.links.map((l) => l.target).filter((t) => !sources.has(t)))];
      for (const names of [screen, dashboard, board]) expect(names, lang).toEqual(expect.arrayContaining([running, ended]));
      expect(new Set(board)).toEqual(new Set(screen));
      expect(new Set(dashboard)).toEqual(new Set(screen));
    }
  });

  it('refuses a metric outside the allow list', async () => {
    const res = await metric(htadmin, 'pg_sleep');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown large-screen data: pg_sleep');
  });

  it.each([
    ['张伟', 'zhang wei zhangwei zw', 'en-US', 'Zhang Wei'],
    ['欧阳娜娜', 'ouyang na na ouyangnana ynn', 'en-US', 'Ouyang Na Na'],
    ['张伟', 'zhang wei zhangwei zw', 'zh-CN', '张伟'],
    ['Ann', '', 'id', 'Ann'],
  ])('writes %s as %s in %s', (fullname, pinyin, lang, expected) => {
    expect(personName(fullname, pinyin, lang as 'en-US')).toBe(expected);
  });
});
