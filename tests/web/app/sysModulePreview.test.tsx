import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { SysModule } from '@contract/portal';
import { server } from '../../../mocks/node';
import { fail, ok } from '../../../mocks/envelope';
import { groupModuleItems, workspaceAddress } from '@/app/pages/moduleModel';
import { renderShell, setUpShellTests, signIn } from './support/renderShell';
import { customQueryDef } from '../../../mocks/handlers/forms';

vi.mock('@/features/search', () => ({ GlobalSearchBox: () => null, SearchResults: () => null, useSearchActive: () => false }));
vi.mock('@/features/messages', () => ({ MessageBell: () => null }));
vi.mock('@/features/downloads', () => ({ DownloadNotice: () => null }));
vi.mock('@/features/assistant', () => ({ AssistantWidget: () => null }));

const salesModule: SysModule = {
  id: 'mod_sales_report',
  name: '销售报表',
  description: null,
  items: [
    { type: 'workspace', name: '销售工作台', code: 'sales_workspace', url: '/front/board?__isFull__=true', columnName: '工作台' },
    { type: 'datalist', name: '月度销售明细', code: 'sales_monthly_detail', url: null, columnName: '数据列表' },
    { type: 'chart', name: '月度销售趋势', code: 'sales_monthly_trend', url: null, columnName: '图表' },
    { type: 'other', name: '使用手册', code: 'handbook', url: '/portal/handbook/', columnName: '其他' },
    { type: 'other', name: '外部系统', code: 'ext', url: 'https://evil.example.com/x', columnName: '外链' },
  ],
};

describe('module model', () => {
  it('groups items by type in the spec order, then by column name', () => {
    const groups = groupModuleItems({ items: [salesModule.items[3], salesModule.items[4], salesModule.items[0], salesModule.items[1]] });
    expect(groups.map((g) => g.type)).toEqual(['workspace', 'datalist', 'other']);
    expect(groups[2].columns.map((c) => c.columnName)).toEqual(['其他', '外链']);
  });

  it.each([
    ['/front/board', 'https://portal.example.com/front/board'],
    ['https://bi.example.com/w?x=1', 'https://bi.example.com/w?x=1&token=t1&rtoken=r1'],
    ['https://other.example.com/w', 'https://other.example.com/w'],
    ['javascript:alert(1)', null],
  ])('workspaceAddress(%s) -> %s', (raw, expected) => {
    expect(workspaceAddress(raw, { token: 't1', rtoken: 'r1' }, ['bi.example.com'], 'https://portal.example.com')).toBe(expected);
  });
});

describe('/sysModulePreview/{id}/{appName}', () => {
  setUpShellTests();

  it('shows the module items in the left menu and the first one at full height', async () => {
    const asked: string[] = [];
    const queried: (string | null)[] = [];
    server.use(
      http.post('*/form/customQuery/v1/getByAlias', ({ request }) => {
        const alias = new URL(request.url).searchParams.get('alias');
        return ok({
          ...customQueryDef(),
          alias,
          name: '销售明细查询',
          columns: [{ name: 'region', label: '区域', type: 'text' }],
          conditions: [],
        });
      }),
      http.post('*/form/customQuery/v1/doQuery', ({ request }) => {
        queried.push(new URL(request.url).searchParams.get('alias'));
        return ok({ rows: [{ region: '华东区' }], total: 1, page: 1, pageSize: 1000, truncated: false });
      }),
      http.get('*/sys/sysModule/v1/getJson', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('id')!);
        return ok(salesModule);
      }),
    );
    signIn();
    renderShell('/sysModulePreview/mod_sales_report/monthly?__isFull__=true');
    const frame = await screen.findByTitle('销售工作台');
    expect(asked).toEqual(['mod_sales_report']);
    expect(frame).toHaveAttribute('src', `${window.location.origin}/front/board?__isFull__=true`);
    expect(screen.getByTestId('empty-layout')).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    ['工作台', '数据列表', '图表', '其他'].forEach((group) => expect(within(menu).getAllByText(group).length).toBeGreaterThan(0));

    // a data list opens as the query preview of its code
    fireEvent.click(within(menu).getByText('月度销售明细'));
    expect(await screen.findByText('销售明细查询')).toBeInTheDocument();
    expect(await screen.findByText('华东区')).toBeInTheDocument();
    expect(queried).toEqual(['sales_monthly_detail']);
    fireEvent.click(within(menu).getByText('使用手册'));
    expect(await screen.findByTitle('使用手册')).toHaveAttribute('src', `${window.location.origin}/portal/handbook/?lang=zh-CN`);
    fireEvent.click(within(menu).getByText('外部系统'));
    expect(await screen.findByText('该页面地址不在允许嵌入的范围内')).toBeInTheDocument();
  });

  it("names an unknown module in the server's words", async () => {
    server.use(http.get('*/sys/sysModule/v1/getJson', () => fail(404, '系统模块不存在')));
    signIn();
    renderShell('/sysModulePreview/nope/x');
    expect((await screen.findAllByText('系统模块不存在')).length).toBeGreaterThan(0);
    expect(screen.queryByText('模块加载失败')).not.toBeInTheDocument();
  });

  it('says so when the module cannot be loaded', async () => {
    server.use(http.get('*/sys/sysModule/v1/getJson', () => fail(500, 'boom')));
    signIn();
    renderShell('/sysModulePreview/nope/x');
    expect(await screen.findByText('模块加载失败')).toBeInTheDocument();
  });
});
