import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { authorizationHandlers, demoAuthorizations, type AuthorizationMockState } from '../../../mocks/handlers/authorization';
import AuthorizationCenter from '@/features/authorization/pages/AuthorizationCenter';
import { listenToMocks } from '../support/mockServer';
import { renderPage } from '../tasks/render';

listenToMocks();

function open(over: Partial<AuthorizationMockState> = {}) {
  const state: AuthorizationMockState = { rows: demoAuthorizations(), saved: [], removed: [], ...over };
  server.use(...authorizationHandlers(state));
  renderPage(<AuthorizationCenter />, { path: '/flowAdmin/authorization' });
  return state;
}
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const pick = async (text: string) =>
  fireEvent.click(await screen.findByText(text, { selector: '.ant-select-item-option-content, .ant-select-tree-title' }));

describe('the authorisation centre', { timeout: 40_000 }, () => {
  it('lists authorisations with their level, target, flows and state, counted per level', async () => {
    open();
    const rdc = await rowOf('R&D centre · purchases');
    expect(within(rdc).getByText('Department')).toBeInTheDocument();
    expect(within(rdc).getByText('总公司/研发中心')).toBeInTheDocument();
    expect(within(rdc).getByText('Purchase request, Expense claim')).toBeInTheDocument();
    expect(within(rdc).getByText('In force')).toBeInTheDocument();
    expect(within(await rowOf('Everyone · leave')).getByText('The whole company')).toBeInTheDocument();
    expect(within(await rowOf('Sales · purchases')).getByText('Switched off')).toBeInTheDocument();
    const zhang = await rowOf('Zhang Wei · temporary');
    expect(within(zhang).getByText('Ended')).toBeInTheDocument();
    expect(within(zhang).getByText('Until 2020-01-31')).toBeInTheDocument();
    expect(await screen.findByText('All (4)')).toBeInTheDocument();
    expect(screen.getByText('Department (2)')).toBeInTheDocument();
    expect(screen.getByText('Role (0)')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Department (2)'));
    await waitFor(() => expect(screen.queryByText('Everyone · leave')).not.toBeInTheDocument());
    expect(await screen.findByText('Sales · purchases')).toBeInTheDocument();
    expect(screen.getByText('R&D centre · purchases')).toBeInTheDocument();
  });

  it('adds an authorisation for a department, checking the form before sending', async () => {
    const state = open();
    await rowOf('R&D centre · purchases');
    fireEvent.click(screen.getByText('Add an authorisation'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Please enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose whom it is for')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose at least one flow')).toBeInTheDocument();
    expect(state.saved).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Head office · purchases' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Granted to' }));
    await pick('总公司');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Flows they may start' }));
    await pick('Purchase request');
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(state.saved).toHaveLength(1));
    expect(state.saved[0]).toEqual({
      name: 'Head office · purchases',
      level: 2,
      targetId: 'org-root',
      defKeys: ['purchaseRequest'],
      validFrom: null,
      validTo: null,
      enabled: true,
      description: null,
    });
    expect(await screen.findByText('Head office · purchases')).toBeInTheDocument();
  });

  it('empties the target when the level changes, and sends none for the whole company', async () => {
    const state = open();
    await rowOf('R&D centre · purchases');
    fireEvent.click(screen.getByText('Add an authorisation'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Everyone · purchases' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Granted to' }));
    await pick('总公司');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Level' }));
    await pick('Company');
    expect(within(dialog).queryByRole('combobox', { name: 'Granted to' })).not.toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Flows they may start' }));
    await pick('Leave request');
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(state.saved).toHaveLength(1));
    expect(state.saved[0]).toMatchObject({ level: 1, targetId: null, defKeys: ['leaveRequest'] });
  });

  it('shows whom an authorisation reaches: its people and posts', async () => {
    open({
      people: {
        'a-rdc': [
          { id: 'u-zhangwei', account: 'zhangwei', fullname: '张伟', orgName: '研发部', postName: '研发工程师' },
          { id: 'u-lina', account: 'lina', fullname: '李娜', orgName: '研发部', postName: '研发部经理' },
        ],
      },
      posts: { 'a-rdc': [{ id: 'post-qa-eng', name: '测试工程师', orgName: '测试部', holders: 5 }] },
    });
    fireEvent.click(within(await rowOf('R&D centre · purchases')).getByText('Reach'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('2 people in all')).toBeInTheDocument();
    expect(await within(drawer).findByText('张伟')).toBeInTheDocument();
    expect(within(drawer).getByText('李娜')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByText('Posts'));
    expect(await within(drawer).findByText('测试工程师')).toBeInTheDocument();
    expect(within(drawer).getByText('5')).toBeInTheDocument();
  });

  it('removes an authorisation once asked', async () => {
    const state = open();
    fireEvent.click(within(await rowOf('Sales · purchases')).getByText('Remove'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(state.removed).toEqual(['a-sales']));
    await waitFor(() => expect(screen.queryByText('Sales · purchases')).not.toBeInTheDocument());
  });

  it('checks which flows a person may start, and through which authorisation', async () => {
    open();
    fireEvent.click(screen.getByRole('tab', { name: 'Check a person' }));
    expect(await screen.findByText('Choose a person to see which flows they may start, and why')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Person' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Person' }), { target: { value: '张' } });
    await pick('张伟 (zhangwei) · 研发部');
    const pane = within(screen.getByRole('tabpanel', { name: 'Check a person' }));
    const row = async (flow: string) => (await pane.findByText(flow)).closest('tr')!;
    const expense = await row('Expense claim');
    expect(within(expense).getByText('Yes')).toBeInTheDocument();
    expect(within(expense).getByText('Department · R&D centre · purchases')).toBeInTheDocument();
    expect(within(await row('Purchase request')).getByText('No')).toBeInTheDocument();
    expect(within(await row('Leave request')).getByText('Everyone')).toBeInTheDocument();
  });
});
