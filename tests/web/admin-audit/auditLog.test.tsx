import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { adminAuditHandlers, mockAuditEntry, mockAuditState } from '../../../mocks/handlers';
import AuditLog from '@/features/admin-audit/pages/AuditLog';
import { renderPage } from '../tasks/render';
import { screenOfWidth } from '../support/phoneScreen';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:audit');
  URL.revokeObjectURL = vi.fn();
});

function setup(check = { intact: true, entries: 3, brokenAt: null, reason: null } as ReturnType<typeof mockAuditState>['check']) {
  const state = mockAuditState({
    check,
    entries: [
      mockAuditEntry(),
      mockAuditEntry({
        seq: '2',
        action: 'org.move',
        targetType: 'org',
        targetId: 'org_qa',
        targetName: '测试部',
        actorAccount: 'wangqiang',
        before: '{"parent":"org_rdc"}',
        after: '{"parent":"org_root"}',
        changes: [{ field: 'parent', before: '"org_rdc"', after: '"org_root"' }],
      }),
      mockAuditEntry({ seq: '3', action: 'custom.thing', targetType: 'widget', targetName: 'W-1', changes: [] }),
    ],
  });
  server.use(...adminAuditHandlers(state));
  renderPage(<AuditLog />, { path: '/sysAdmin/audit' });
  return state;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('the audit log page', { timeout: 30_000 }, () => {
  it('lists entries newest first with actions in words, unknown ones as recorded', async () => {
    setup();
    const moved = await rowOf('Move unit');
    expect(within(moved).getByText('wangqiang')).toBeInTheDocument();
    expect(within(moved).getByText('Unit · 测试部')).toBeInTheDocument();
    expect(await rowOf('Change user')).toBeTruthy();
    // an action the locale does not know shows as it was recorded
    expect(within(await rowOf('custom.thing')).getByText('widget · W-1')).toBeInTheDocument();
    const rows = document.querySelectorAll('tbody tr.ant-table-row');
    expect([...rows].map((r) => r.getAttribute('data-row-key'))).toEqual(['3', '2', '1']);
  });

  it('opens an entry with its differences, old → new', async () => {
    setup();
    fireEvent.click(within(await rowOf('Move unit')).getByText('Details'));
    const drawer = (await screen.findByText('Audit entry #2')).closest<HTMLElement>('.ant-drawer')!;
    expect(await within(drawer).findByText('parent')).toBeInTheDocument();
    const line = within(drawer).getByText('parent').closest('tr')!;
    expect(line.textContent).toBe('parentorg_rdc → org_root');
    expect(within(drawer).getByText('10.0.0.1')).toBeInTheDocument();
  });

  it('filters by action and exports what is filtered', async () => {
    const state = setup();
    await rowOf('Move unit');
    const action = screen.getByRole('combobox', { name: 'Action' });
    fireEvent.mouseDown(action);
    fireEvent.change(action, { target: { value: 'org.move' } });
    fireEvent.click(await screen.findByText('Move unit (org.move)'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Done by (account)' }), { target: { value: 'wangqiang' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(screen.queryByText('Change user')).not.toBeInTheDocument());
    expect(await rowOf('Move unit')).toBeTruthy();
    expect(state.listed.at(-1)!.querys).toEqual([
      { property: 'actorAccount', operation: 'EQUAL', value: 'wangqiang' },
      { property: 'action', operation: 'EQUAL', value: 'org.move' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(state.exported).toHaveLength(1));
    expect(state.exported[0]!.querys).toEqual(state.listed.at(-1)!.querys);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('says in green that the chain holds', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: /Check the chain/ }));
    const alert = await screen.findByText('The chain is intact: 3 entries checked, none changed.');
    expect(alert.closest('.ant-alert')!.className).toContain('ant-alert-success');
  });

  it('says in red where the chain breaks and why', async () => {
    setup({ intact: false, entries: 2, brokenAt: '2', reason: 'changed' });
    fireEvent.click(await screen.findByRole('button', { name: /Check the chain/ }));
    const alert = await screen.findByText('The chain is broken at entry 2: from there on the log cannot be trusted.');
    expect(alert.closest('.ant-alert')!.className).toContain('ant-alert-error');
    expect(screen.getByText(/The entry was changed in the database/)).toBeInTheDocument();
  });

  it('fits a phone: the filters take the whole width, an entry opens as a bottom sheet', async () => {
    const restore = screenOfWidth(390);
    try {
      setup();
      await rowOf('Move unit');
      expect(
        (screen.getByRole('textbox', { name: 'Done by (account)' }).closest('.ant-input-affix-wrapper') as HTMLElement).style.width,
      ).toBe('100%');
      fireEvent.click(within(await rowOf('Move unit')).getByText('Details'));
      const drawer = (await screen.findByText('Audit entry #2')).closest<HTMLElement>('.ant-drawer')!;
      expect(drawer.className).toContain('ant-drawer-bottom');
    } finally {
      restore();
    }
  });
});
