import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { adminOrgHandlers, type AdminOrgCalls } from '../../../mocks/handlers';
import RoleAdmin from '@/features/admin-org/pages/RoleAdmin';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openMenus() {
  renderPage(<RoleAdmin />, { path: '/sysAdmin/roles' });
  fireEvent.click(await screen.findByRole('button', { name: 'Open role Auditors' }));
  return screen.findByRole('tree', { name: 'Menus of Auditors' });
}

describe('menu grants of a role', { timeout: 120_000 }, () => {
  it('says who sees each item, keeps the System administration for admins, and saves what is ticked', async () => {
    const calls: AdminOrgCalls = { created: [], moved: [], grants: [] };
    server.use(...adminOrgHandlers({ calls }));
    const tree = await openMenus();
    const home = (await within(tree).findByText('Home')).closest('.ant-tree-treenode') as HTMLElement;
    expect(within(home).getByText('Everyone')).toBeTruthy();
    const seals = within(tree).getByText('Seals').closest('.ant-tree-treenode') as HTMLElement;
    expect(within(seals).getByText('As its group')).toBeTruthy();
    const sys = within(tree).getByText('System administration').closest('.ant-tree-treenode') as HTMLElement;
    expect(within(sys).getByText('Admins only')).toBeTruthy();
    expect((within(sys).getByLabelText('Grant System administration') as HTMLInputElement).disabled).toBe(true);
    const save = screen.getByRole('button', { name: 'Save menu grants' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(seals).getByLabelText('Grant Seals'));
    fireEvent.click(save);
    await waitFor(() => expect(calls.grants).toEqual([{ roleCode: 'auditor', menuIds: ['menu_front_seals'], before: [] }]));
    expect(await screen.findByText("Menu grants saved: the role's users see them on their next menu load")).toBeTruthy();
  });

  it('sends the grants it read with a change; refused by another admin’s change, it keeps what was ticked', async () => {
    const calls: AdminOrgCalls = { created: [], moved: [], grants: [] };
    const refusal = "Another administrator changed this role's menus meanwhile: reload and try again";
    server.use(...adminOrgHandlers({ calls, refuseGrants: refusal }));
    const tree = await openMenus();
    const home = (await within(tree).findByText('Home')).closest('.ant-tree-treenode') as HTMLElement;
    fireEvent.click(within(home).getByLabelText('Grant Home'));
    const save = screen.getByRole('button', { name: 'Save menu grants' }) as HTMLButtonElement;
    fireEvent.click(save);
    // the shell's toast says the server's words; the page keeps the ticks and the save button
    await waitFor(() => expect(calls.grants).toEqual([{ roleCode: 'auditor', menuIds: ['menu_front_home'], before: [] }]));
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(save.querySelector('.ant-btn-loading-icon')).toBeNull();
    expect((within(home).getByLabelText('Grant Home') as HTMLInputElement).checked).toBe(true);
  });
});
