import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import {
  instanceRow,
  tabListHandlers,
  taskRow,
  typeTreeHandlers,
  secretaryListHandler,
  type ListRequest,
  type TreeAnswer,
} from '../../../mocks/handlers/tasks';
import MyTask from '@/features/tasks/pages/MyTask';
import { renderPage } from './render';

const hrTree: TreeAnswer = {
  nodes: [
    {
      id: 'type-hr',
      name: 'HR',
      parentId: null,
      count: 2,
      children: [{ id: 'type-leave', name: 'Leave', parentId: 'type-hr', count: 2, children: [] }],
    },
    { id: 'type-fin', name: 'Finance', parentId: null, count: 1, children: [] },
    { id: 'type-it', name: 'IT', parentId: null, count: 0, children: [] },
  ],
  counts: { 'type-leave': 2, 'type-fin': 1, null: 4 },
  total: 7,
};

const seen: ListRequest[] = [];
const todoRows = [taskRow({ id: 't1', subject: 'Leave of Zhang Wei' }), taskRow({ id: 't2', subject: 'Trip of Zhao Min' })];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

function useHandlers() {
  server.use(
    ...tabListHandlers(
      (req) =>
        req.tab === 'todo'
          ? todoRows
          : req.tab === 'done'
            ? [taskRow({ id: 'd1', subject: 'Done one', status: 'done', nodeStatusText: 'agree' })]
            : [instanceRow()],
      seen,
    ),
    ...typeTreeHandlers((tab) => (tab === 'todo' ? hrTree : { nodes: [], counts: { null: 1 }, total: 1 })),
    secretaryListHandler(),
  );
}

describe('MyTask', { timeout: 40_000 }, () => {
  it('lists the todo tab with page size 20 by default and offers 10/20/50/100', async () => {
    useHandlers();
    renderPage(<MyTask />);
    expect(await screen.findByText('Leave of Zhang Wei')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ tab: 'todo', body: { pageBean: { page: 1, pageSize: 20 } } });
    expect(screen.getByText('20 / page')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /page size/i }));
    for (const size of ['10 / page', '50 / page', '100 / page']) expect(await screen.findByTitle(size)).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('50 / page'));
    await waitFor(() => expect(seen.at(-1)?.body.pageBean).toEqual({ page: 1, pageSize: 50, showTotal: true }));
  });

  it('shows the tree counts of the active tab, without zero counts, with the uncategorised node', async () => {
    useHandlers();
    renderPage(<MyTask />);
    expect(await screen.findByText('HR (2)')).toBeInTheDocument();
    expect(screen.getByText('Leave (2)')).toBeInTheDocument();
    expect(screen.getByText('Finance (1)')).toBeInTheDocument();
    expect(screen.getByText('Uncategorised (4)')).toBeInTheDocument();
    expect(screen.queryByText(/^IT/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('Uncategorised (4)'));
    await waitFor(() => expect(seen.at(-1)?.body.querys).toEqual([{ property: 'typeId', operation: 'IS_NULL', relation: 'AND' }]));
    fireEvent.click(screen.getByText('HR (2)'));
    await waitFor(() =>
      expect(seen.at(-1)?.body.querys).toEqual([
        { property: 'typeId', operation: 'IN', value: ['type-hr', 'type-leave'], relation: 'AND' },
      ]),
    );
  });

  it('switches the query key with the tab', async () => {
    useHandlers();
    const { client } = renderPage(<MyTask />);
    await screen.findByText('Leave of Zhang Wei');
    fireEvent.click(screen.getByRole('tab', { name: 'Done' }));
    expect(await screen.findByText('Done one')).toBeInTheDocument();
    const keys = client
      .getQueryCache()
      .findAll({ queryKey: ['tasks', 'list'] })
      .map((q) => q.queryKey[2] as { tab: string; page: number });
    expect(keys.map((k) => k.tab)).toEqual(['todo', 'done']);
    expect(keys[1]).toMatchObject({ tab: 'done', page: 1, pageSize: 20 });
    expect(seen.at(-1)?.tab).toBe('done');
    expect(await screen.findByText('Uncategorised (1)')).toBeInTheDocument();
  });

  it('sizes the table to the window minus 172, following resizes after 300 ms', async () => {
    useHandlers();
    renderPage(<MyTask />);
    await screen.findByText('Leave of Zhang Wei');
    const body = () => document.querySelector('.ant-table-body') as HTMLElement;
    expect(body().style.maxHeight).toBe(`${window.innerHeight - 172}px`);
    vi.useFakeTimers();
    try {
      const old = window.innerHeight;
      window.innerHeight = 1000;
      act(() => void window.dispatchEvent(new Event('resize')));
      act(() => void vi.advanceTimersByTime(299));
      expect(body().style.maxHeight).toBe(`${old - 172}px`);
      act(() => void vi.advanceTimersByTime(1));
      expect(body().style.maxHeight).toBe('828px');
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses 120 in full screen', async () => {
    useHandlers();
    window.innerHeight = 900;
    renderPage(<MyTask />, { path: '/matter/myTask?__isFull__=true' });
    await screen.findByText('Leave of Zhang Wei');
    expect((document.querySelector('.ant-table-body') as HTMLElement).style.maxHeight).toBe('780px');
  });

  it('opens a todo in a new window on the approval form', async () => {
    useHandlers();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<MyTask />);
    fireEvent.click(await screen.findByText('Trip of Zhao Min'));
    expect(open).toHaveBeenCalledWith('/front/matter/approvalForm?taskId=t2', '_blank', 'noopener');
    open.mockRestore();
  });

  it('shows the instance tabs as tables or flow cards', async () => {
    useHandlers();
    renderPage(<MyTask />, { path: '/matter/myTask?tab=processOverview' });
    const card = await screen.findByRole('link', { name: 'Leave request of Zhang Wei' });
    expect(within(card).getByText('Zhang Wei asks for 3 days of leave.')).toBeInTheDocument();
    expect(seen.at(-1)?.tab).toBe('processOverview');
  });
});
