import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { instanceRow, secretaryListHandler, tabListHandlers, taskRow, typeTreeHandlers } from '../../../mocks/handlers/tasks';
import type { InstanceRow } from '@/api/runtime';
import MyTask from '@/features/tasks/pages/MyTask';
import { renderPage } from './render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

// a row the table cannot render (assignees is not a list): a server answer of another shape
const broken = { now: true };
const badRow = () =>
  instanceRow({
    id: 'inst-bad',
    subject: 'Bad row',
    currentNodes: [{ nodeId: 'n', name: 'Step', assignees: 'Li Na' as unknown as string[] }],
  }) as InstanceRow;

function useHandlers() {
  server.use(
    ...tabListHandlers((req) =>
      req.tab === 'todo'
        ? [taskRow({ id: 't1', subject: 'Todo one' })]
        : req.tab === 'myCollection' && broken.now
          ? [badRow()]
          : [instanceRow({ id: `inst-${req.tab}`, subject: `Instance of ${req.tab}` })],
    ),
    ...typeTreeHandlers(() => ({ nodes: [], counts: { null: 1 }, total: 1 })),
    secretaryListHandler(),
  );
}

describe('an error inside one tab of the task workspace', { timeout: 90_000 }, () => {
  it('keeps the tab strip; another tab opens, Retry renders the tab again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken.now = true;
    useHandlers();
    const { client } = renderPage(<MyTask />);
    await screen.findByText('Todo one');
    fireEvent.click(screen.getByRole('tab', { name: 'My collection' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong in this part');
    expect(screen.getByRole('tablist')).toBeInTheDocument();

    // another tab clears the error
    fireEvent.click(screen.getByRole('tab', { name: 'My drafts' }));
    expect(await screen.findByText('Instance of myDraft')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // back on the broken tab, Retry mounts the tab afresh on good rows
    fireEvent.click(screen.getByRole('tab', { name: 'My collection' }));
    await screen.findByRole('alert');
    broken.now = false;
    // the good answer reaches the page (TanStack Query tells its observers on the next macrotask)
    await act(async () => {
      await client.invalidateQueries({ queryKey: ['tasks', 'list'] });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Instance of myCollection')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
