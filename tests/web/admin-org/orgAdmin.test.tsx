import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { adminOrgHandlers, type AdminOrgCalls } from '../../../mocks/handlers';
import OrgAdmin from '@/features/admin-org/pages/OrgAdmin';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The open dialog, by its title (in tests every antd id is "test-id", so a dialog's name cannot be relied on). */
async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

describe('the organisation page', { timeout: 120_000 }, () => {
  it('shows the tree of the default dimension, a unit’s detail, and creates a unit below it', async () => {
    const calls: AdminOrgCalls = { created: [], moved: [], grants: [] };
    server.use(...adminOrgHandlers({ calls }));
    renderPage(<OrgAdmin />, { path: '/sysAdmin/org' });
    const tree = await screen.findByRole('tree', { name: 'Organisation tree' });
    fireEvent.click(await within(tree).findByText('Head office'));
    expect(await screen.findByText('Full path')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New unit below' }));
    const dialog = await dialogTitled('New unit under “Head office”');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'legal' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Legal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.created).toEqual([{ demId: 'dem_default', parentId: 'org_root', code: 'legal', name: 'Legal' }]));
  });

  it('refuses a code with spaces before anything is sent', async () => {
    const calls: AdminOrgCalls = { created: [], moved: [], grants: [] };
    server.use(...adminOrgHandlers({ calls }));
    renderPage(<OrgAdmin />, { path: '/sysAdmin/org' });
    await within(await screen.findByRole('tree', { name: 'Organisation tree' })).findByText('Head office');
    fireEvent.click(screen.getByRole('button', { name: 'New top unit' }));
    const dialog = await dialogTitled('New top unit');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'a b' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'AB' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Letters, digits, _ . - and no spaces', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(calls.created).toEqual([]);
  });
});
