import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SaveRowBody } from '@contract/forms';
import { server } from '../../../mocks/node';
import { appContentHandler, customQueryHandlers, templateHandlers, templateRow } from '../../../mocks/handlers/forms';
import TemplateForm from '@/features/forms/pages/TemplateForm';
import TemplateDraftList from '@/features/forms/pages/TemplateDraftList';
import TemplatePreview from '@/features/forms/pages/TemplatePreview';
import AppContent from '@/features/forms/pages/AppContent';
import { appTarget, parseParameterQuerys } from '@/features/forms/lib/links';
import { toCsv } from '@/features/forms/lib/csv';
import { renderRoute } from './render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const FORM = '/templateForm/:templateKey/:action/:data?';

describe('TemplateForm', { timeout: 30_000 }, () => {
  it('adds a row: required fields checked, the server’s refusal shown, then saved and opened', async () => {
    const calls = { saved: [] as SaveRowBody[], removed: [] as string[] };
    const rows = [templateRow()];
    server.use(...templateHandlers(rows, calls));
    const { router } = renderRoute(<TemplateForm />, FORM, '/templateForm/supplier/add');
    expect(await screen.findByText('New record: Supplier register')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Supplier name is required')).toBeInTheDocument();
    expect(calls.saved).toEqual([]);

    fireEvent.change(screen.getByLabelText('Supplier name'), { target: { value: 'Harbour Logistics' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByTitle('IT'));
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone is not a valid phone number', { selector: '.ant-alert *' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/templateForm/supplier/get/row-2'));
    expect(calls.saved.at(-1)).toMatchObject({
      templateKey: 'supplier',
      draft: false,
      data: { name: 'Harbour Logistics', category: 'it', phone: '13800138000' },
    });
    expect(await screen.findByText('Record: Supplier register')).toBeInTheDocument();
    expect(screen.getByText('Harbour Logistics')).toBeInTheDocument();
  });

  it('saves an incomplete form as a draft and goes on editing it', async () => {
    const calls = { saved: [] as SaveRowBody[], removed: [] as string[] };
    server.use(...templateHandlers([], calls));
    const { router } = renderRoute(<TemplateForm />, FORM, '/templateForm/supplier/add');
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '021-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/templateForm/supplier/edit/row-1'));
    expect(calls.saved[0]).toMatchObject({ draft: true, data: { phone: '021-1234' } });
    expect(await screen.findByText('Draft')).toBeInTheDocument();
  });

  it('edits with the version read, and shows someone else’s row read only', async () => {
    const calls = { saved: [] as SaveRowBody[], removed: [] as string[] };
    server.use(...templateHandlers([templateRow({ version: 3 })], calls));
    renderRoute(<TemplateForm />, FORM, '/templateForm/supplier/edit/row-1');
    const name = await screen.findByLabelText('Supplier name');
    expect(name).toHaveValue('Cloud Co');
    fireEvent.change(name, { target: { value: 'Cloud Company' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.saved[0]).toMatchObject({ id: 'row-1', version: 3, draft: false, data: { name: 'Cloud Company' } }));
    // a saved row cannot become a draft again
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
  });

  it('shows a row of another user read only, without save', async () => {
    server.use(...templateHandlers([templateRow()], undefined, false));
    renderRoute(<TemplateForm />, FORM, '/templateForm/supplier/edit/row-1');
    expect(await screen.findByText(/Only its creator or an administrator may change this record/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Supplier name')).not.toBeInTheDocument();
    expect(screen.getByText('Cloud Co')).toBeInTheDocument();
  });

  it('refuses an unknown action', async () => {
    renderRoute(<TemplateForm />, FORM, '/templateForm/supplier/destroy/row-1');
    expect(await screen.findByText('This address does not name a record action (add, edit or get)')).toBeInTheDocument();
  });
});

describe('TemplateDraftList', { timeout: 30_000 }, () => {
  it('lists the caller’s drafts, continues one and deletes one after confirmation', async () => {
    const calls = { saved: [] as SaveRowBody[], removed: [] as string[] };
    const rows = [
      templateRow({ id: 'd1', isDraft: true, data: { name: 'Draft One' } }),
      templateRow({ id: 'd2', isDraft: true, data: { phone: '021-5' } }),
      templateRow({ id: 'r9' }),
    ];
    server.use(...templateHandlers(rows, calls));
    const { router } = renderRoute(<TemplateDraftList />, '/templateDraftList/:tempAlias/:dataViewFlag', '/templateDraftList/supplier/1');
    expect(await screen.findByText('My drafts: Supplier register')).toBeInTheDocument();
    expect(await screen.findByText('Draft One')).toBeInTheDocument();
    expect(screen.queryByText('Cloud Co')).not.toBeInTheDocument();

    const second = screen.getByText('021-5').closest('tr')!;
    fireEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    expect((await screen.findAllByText('Delete this draft?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(calls.removed).toEqual(['d2']));
    await waitFor(() => expect(screen.queryByText('021-5')).not.toBeInTheDocument());

    fireEvent.click(within(screen.getByText('Draft One').closest('tr')!).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/templateForm/supplier/edit/d1'));
  });
});

describe('TemplatePreview', { timeout: 30_000 }, () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({
    id: `r${i}`,
    name: `Supplier ${i + 1}`,
    category: i % 2 ? 'it' : 'raw',
    rating: (i % 5) + 1,
  }));

  it('shows the conditions, runs page 1 and pages the rows itself', async () => {
    const seen: Parameters<typeof customQueryHandlers>[1] = [];
    server.use(...customQueryHandlers(rows, seen));
    renderRoute(<TemplatePreview />, '/templatePreview/:templateKey/:parameterqQuerys/:rkey', '/templatePreview/supplierRows/-/1');
    expect(await screen.findByText('Results (23)')).toBeInTheDocument();
    expect(seen[0]).toEqual({ alias: 'supplierRows', page: '1', querys: [] });
    expect(screen.getByText('Supplier 1')).toBeInTheDocument();
    expect(screen.queryByText('Supplier 11')).not.toBeInTheDocument();
    expect(screen.getAllByText('Raw materials').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('Supplier 23')).toBeInTheDocument();
    expect(seen).toHaveLength(1);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByTitle('IT'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Results (11)')).toBeInTheDocument();
    expect(seen.at(-1)!.querys).toEqual([{ property: 'category', value: 'it', operation: 'EQUAL' }]);
    expect(screen.getByRole('button', { name: /Export to Excel/ })).toBeEnabled();
  });

  it('takes preset conditions from the address and the alias from the route meta', async () => {
    const seen: Parameters<typeof customQueryHandlers>[1] = [];
    server.use(...customQueryHandlers(rows, seen));
    const preset = encodeURIComponent(JSON.stringify([{ property: 'name', value: 'Supplier 2', operation: 'LIKE' }]));
    renderRoute(
      <TemplatePreview templateKey="supplierRows" />,
      '/templatePreview/:templateKey/:parameterqQuerys/:rkey',
      `/templatePreview/ignored/${preset}/1`,
    );
    expect(await screen.findByText('Results (5)')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ alias: 'supplierRows', querys: [{ property: 'name', value: 'Supplier 2', operation: 'LIKE' }] });
  });

  it('says so for an unknown query', async () => {
    server.use(...customQueryHandlers(rows));
    renderRoute(<TemplatePreview />, '/templatePreview/:templateKey/:parameterqQuerys/:rkey', '/templatePreview/nothing/-/1');
    expect(await screen.findByText('No such custom query: nothing')).toBeInTheDocument();
  });
});

describe('AppContent', { timeout: 30_000 }, () => {
  const app = (id: string, name: string, url: string, openType: 'current' | 'tab' | 'external' = 'current') => ({
    id,
    menuId: 'm',
    name,
    icon: null,
    url,
    openType,
    description: `${name} app`,
    sort: 1,
  });

  it('lists the applications of the menu as cards and opens an app path in the portal', async () => {
    const seen: unknown[] = [];
    server.use(appContentHandler([app('a1', 'My tasks', '/matter/myTask'), app('a2', 'Evil', 'javascript:alert(1)', 'external')], seen));
    const { router } = renderRoute(<AppContent />, '/appContent', '/appContent?menuId=menu_front_home');
    expect(await screen.findByText('2 applications')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ pageBean: { page: 1, pageSize: 50 }, params: { menuId: 'menu_front_home' } });
    fireEvent.click(screen.getByRole('link', { name: 'Evil' }));
    expect(await screen.findByText('This application\u2019s address is not allowed'.replace('\u2019', "'"))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appContent');
    fireEvent.click(screen.getByRole('link', { name: 'My tasks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/matter/myTask'));
  });
});

describe('links and CSV', () => {
  it.each([
    ['/matter/myTask', 'current', { kind: 'route', path: '/matter/myTask' }],
    ['/front/board?x=1', 'current', { kind: 'route', path: '/board?x=1' }],
    ['/portal/handbook/', 'tab', { kind: 'window', href: 'https://portal.example.com/portal/handbook/' }],
    ['https://erp.example.com/x', 'external', { kind: 'window', href: 'https://erp.example.com/x' }],
    ['https://evil.example.org/x', 'external', { kind: 'refused' }],
    ['//evil.example.org/x', 'current', { kind: 'refused' }],
    ['javascript:alert(1)', 'current', { kind: 'refused' }],
    ['data:text/html,hi', 'tab', { kind: 'refused' }],
  ])('appTarget(%s, %s)', (url, openType, expected) => {
    expect(appTarget(url, openType, 'https://portal.example.com', ['erp.example.com'])).toEqual(expected);
  });

  it.each([
    [undefined, []],
    ['-', []],
    [encodeURIComponent('[{"property":"city","value":"上海"}]'), [{ property: 'city', value: '上海' }]],
    [
      'city=%E4%B8%8A%E6%B5%B7&category=it',
      [
        { property: 'city', value: '上海' },
        { property: 'category', value: 'it' },
      ],
    ],
    ['{"property":"x"}', []],
    ['%E0%A4%A', []],
  ])('parseParameterQuerys(%s)', (raw, expected) => {
    expect(parseParameterQuerys(raw)).toEqual(expected);
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-12.5', '-12.5'],
    [null, ''],
  ])('toCsv cell %s', (v, expected) => {
    expect(toCsv(['h'], [[v]])).toBe(`\uFEFFh\r\n${expected}`);
  });
});
