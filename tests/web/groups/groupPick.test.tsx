import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { groupHandlers, type MockGroup } from '../../../mocks/handlers/groups';
import { demoUsers, ucHandlers } from '../../../mocks/handlers/uc';
import { UserSelect } from '@/shared/ui/UserSelect';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const groups = (): MockGroup[] => [
  {
    id: 'g1',
    name: 'Review team',
    members: [
      { userId: 'u-wangfang', account: 'wangfang', fullname: 'Wang Fang' },
      { userId: 'u-zhaomin', account: 'zhaomin', fullname: 'Zhao Min', active: false },
      { userId: 'u-lina', account: 'lina', fullname: 'Li Na' },
      { userId: 'u-zhangwei', account: 'zhangwei', fullname: 'Zhang Wei' },
      { userId: 'u-yangfan', account: 'yangfan', fullname: 'Yang Fan' },
    ],
  },
  { id: 'g2', name: 'Finance team', shared: true, members: [{ userId: 'u-chenjing', account: 'chenjing', fullname: 'Chen Jing' }] },
];

let value: string | string[] | undefined;

/** A picker as a dialog holds one: its value in state, reported to the test. */
function Harness({ multiple, start }: { multiple: boolean; start?: string[] }) {
  const [v, setV] = useState<string | string[] | undefined>(start);
  value = v;
  return <UserSelect mode={multiple ? 'multiple' : undefined} value={v} onChange={setV} excludeIds={['u-lina']} aria-label="People" />;
}

/** A picker that excludes nobody. */
function Free() {
  const [v, setV] = useState<string | string[] | undefined>();
  value = v;
  return <UserSelect mode="multiple" value={v} onChange={setV} aria-label="People" />;
}

describe('UserSelect: picking by group', { timeout: 40_000 }, () => {
  it('adds a group’s active members in the group’s order, skipping the excluded and those already chosen', async () => {
    server.use(...groupHandlers(groups()));
    renderPage(<Harness multiple start={['u-zhangwei']} />, { path: '/' });
    fireEvent.click(screen.getByLabelText('Pick by group'));
    // the shared group is offered too; a count leaves out the deactivated member
    expect(await screen.findByText('Finance team')).toBeInTheDocument();
    expect(screen.getByText('4 people')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Review team'));
    await waitFor(() => expect(value).toEqual(['u-zhangwei', 'u-wangfang', 'u-yangfan']), { timeout: 5000 });
    expect(screen.getByRole('status')).toHaveTextContent('2 added from “Review team” (2 skipped)');
    expect(await screen.findByText('Wang Fang (wangfang)')).toBeInTheDocument();
  });

  it('with one person to choose, lists the group’s members to pick one', async () => {
    server.use(...groupHandlers(groups()));
    renderPage(<Harness multiple={false} />, { path: '/' });
    fireEvent.click(screen.getByLabelText('Pick by group'));
    fireEvent.click(await screen.findByText('Review team'));
    expect(await screen.findByText('Yang Fan (yangfan)')).toBeInTheDocument();
    // neither the deactivated member nor the excluded one is offered
    expect(screen.queryByText('Zhao Min (zhaomin)')).not.toBeInTheDocument();
    expect(screen.queryByText('Li Na (lina)')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Yang Fan (yangfan)'));
    await waitFor(() => expect(value).toBe('u-yangfan'));
  });

  it('starts each search afresh after a pick: the typed name is cleared, not added to', async () => {
    server.use(...groupHandlers(groups()), ...ucHandlers());
    renderPage(<Free />, { path: '/' });
    const box = screen.getByRole('combobox', { name: 'People' });
    const [first, second] = demoUsers;
    fireEvent.change(box, { target: { value: first!.account } });
    fireEvent.click(
      await screen.findByText(new RegExp(`^${first!.fullname} \\(${first!.account}\\)`), { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(value).toEqual([first!.userId]));
    expect((box as HTMLInputElement).value).toBe('');
    fireEvent.change(box, { target: { value: second!.account } });
    fireEvent.click(
      await screen.findByText(new RegExp(`^${second!.fullname} \\(${second!.account}\\)`), { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(value).toEqual([first!.userId, second!.userId]));
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('leaves out the groups it is told to (the group being edited)', async () => {
    server.use(...groupHandlers(groups()));
    renderPage(<UserSelect mode="multiple" excludeGroupIds={['g1']} aria-label="People" />, { path: '/' });
    fireEvent.click(screen.getByLabelText('Pick by group'));
    expect(await screen.findByText('Finance team')).toBeInTheDocument();
    expect(screen.queryByText('Review team')).not.toBeInTheDocument();
  });

  it('says how to make a group when there is none', async () => {
    server.use(...groupHandlers([]));
    renderPage(<Harness multiple />, { path: '/' });
    fireEvent.click(screen.getByLabelText('Pick by group'));
    expect(await screen.findByText('No groups yet. Create one under Personal office › Groups.')).toBeInTheDocument();
  });
});
