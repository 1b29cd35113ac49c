import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import {
  instanceRow,
  tabListHandlers,
  taskRow,
  typeTreeHandlers,
  secretaryListHandler,
  type ListRequest,
} from '../../../mocks/handlers/tasks';
import MyTask from '@/features/tasks/pages/MyTask';
import { nextCardPage } from '@/features/tasks/queries';
import { screenOfWidth } from '../support/phoneScreen';
import { renderPage } from './render';

const seen: ListRequest[] = [];
const todo = Array.from({ length: 45 }, (_, i) =>
  taskRow({
    id: `t${i + 1}`,
    subject: `Request number ${i + 1}`,
    procDefName: 'Leave request',
    creator: 'Zhang Wei',
    name: 'Leader approval',
  }),
);
let restore = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  restore();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const delegated = [
  taskRow({ id: 'g1', subject: 'Delegated and open', status: 'todo' }),
  taskRow({ id: 'g2', subject: 'Delegated and done', status: 'done' }),
];
const financeTree = {
  nodes: [{ id: 'type-finance', parentId: null, name: 'Finance', count: 2, children: [] }],
  counts: { 'type-finance': 2, null: 43 },
  total: 45,
};

function useHandlers() {
  server.use(
    ...tabListHandlers(
      (req) =>
        req.tab === 'todo'
          ? todo
          : req.tab === 'myDelegate'
            ? delegated
            : [instanceRow({ id: 'i1', subject: 'My own leave', status: 'running' })],
      seen,
    ),
    ...typeTreeHandlers(() => financeTree),
    secretaryListHandler(),
  );
}

describe('the task lists on a phone', { timeout: 40_000 }, () => {
  it.each([
    [0, 20, 45, 1],
    [1, 20, 45, 2],
    [2, 20, 45, 3],
    [3, 20, 45, undefined],
    [1, 20, 20, undefined],
    [1, 10, 0, undefined],
  ])('after %i pages of %i rows of %i the next page is %s', (loaded, size, total, next) => {
    expect(nextCardPage(loaded, size, total)).toBe(next);
  });

  it('shows cards with subject, flow, node, initiator and state, and loads the next page at the end', async () => {
    restore = screenOfWidth(390);
    useHandlers();
    renderPage(<MyTask />);
    const list = await screen.findByTestId('task-cards');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    const first = within(list).getByRole('article', { name: 'Request number 1' });
    expect(first).toHaveTextContent('Leave request · Leader approval · Zhang Wei');

    fireEvent.click(screen.getByRole('button', { name: /load more/i }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(40));
    fireEvent.click(screen.getByRole('button', { name: /load more/i }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(45));
    expect(screen.getByText('No more items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /load more/i })).toBeNull();
    // the same list call, page after page
    const pages = seen.filter((r) => r.tab === 'todo').map((r) => r.body.pageBean?.page);
    expect(pages).toEqual(expect.arrayContaining([1, 2, 3]));
  });

  it('opens the approval form of a tapped card', async () => {
    restore = screenOfWidth(390);
    useHandlers();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<MyTask />);
    const list = await screen.findByTestId('task-cards');
    fireEvent.click(within(within(list).getByRole('article', { name: 'Request number 2' })).getByText('Request number 2'));
    expect(open).toHaveBeenCalledWith(expect.stringContaining('taskId=t2'), expect.anything(), expect.anything());
  });

  it('filters by a flow category chosen in a sheet from the Category button', async () => {
    restore = screenOfWidth(390);
    useHandlers();
    renderPage(<MyTask />);
    await screen.findByTestId('task-cards');
    // no second tree hidden beside the cards: the only one is in the sheet
    expect(screen.queryByText('Finance (2)', { ignore: false })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Category$/ }));
    // the sheet holds the tree the desktop shows beside the list
    const sheet = await screen.findByRole('dialog', { name: 'Flow categories' });
    fireEvent.click(within(sheet).getByText('Finance (2)'));
    await waitFor(() =>
      expect(seen.filter((r) => r.tab === 'todo').at(-1)?.body.querys).toEqual([
        { property: 'typeId', operation: 'EQUAL', value: 'type-finance', relation: 'AND' },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /Category$/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Flow categories' })).getByRole('button', { name: 'All categories' }));
    await waitFor(() => expect(seen.filter((r) => r.tab === 'todo').at(-1)?.body.querys ?? []).toEqual([]));
  });

  it('chooses cards in a selection mode for batch agree and batch print, as the table checkboxes do', async () => {
    restore = screenOfWidth(390);
    useHandlers();
    renderPage(<MyTask />);
    const list = await screen.findByTestId('task-cards');
    expect(within(list).queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /Select$/ }));
    fireEvent.click(within(within(list).getByRole('article', { name: 'Request number 1' })).getByRole('checkbox'));
    fireEvent.click(within(within(list).getByRole('article', { name: 'Request number 3' })).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: /Batch approve \(2\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Batch print/ })).toBeInTheDocument();
    // leaving the mode drops the choice
    fireEvent.click(screen.getByRole('button', { name: /Stop selecting$/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Batch approve/ })).toBeNull());
    expect(within(list).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('offers Withdraw on a delegated card still open, as the table row does', async () => {
    restore = screenOfWidth(390);
    useHandlers();
    renderPage(<MyTask />);
    await screen.findByTestId('task-cards');
    fireEvent.click(screen.getByRole('tab', { name: 'My delegations' }));
    const open = await screen.findByRole('article', { name: 'Delegated and open' });
    expect(within(open).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Delegated and done' })).queryByRole('button')).toBeNull();
  });

  it('keeps the table from md up', async () => {
    restore = screenOfWidth(1024);
    useHandlers();
    renderPage(<MyTask />);
    expect(await screen.findByText('Request number 1')).toBeInTheDocument();
    expect(screen.getByText('20 / page')).toBeInTheDocument();
    expect(screen.queryByTestId('task-cards')).toBeNull();
  });
});
