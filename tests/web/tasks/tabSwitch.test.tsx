import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { instanceRow, secretaryListHandler, tabListHandlers, taskRow, typeTreeHandlers } from '../../../mocks/handlers/tasks';
import { TASK_TABS } from '@/features/tasks/lib/tabs';
import { isTaskRowTab } from '@/api/runtime';
import MyTask from '@/features/tasks/pages/MyTask';
import { renderPage } from './render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TAB_NAMES: Record<string, string> = {
  todo: 'To do',
  leaderTodo: 'Leader to-dos',
  done: 'Done',
  leaderDone: 'Leader done',
  myDelegate: 'My delegations',
  processOverview: 'Process overview',
  myCollection: 'My collection',
  myDraft: 'My drafts',
  ciculated: 'Circulated by me',
  received: 'Circulated to me',
  myRequest: 'My requests',
};

describe('switching tabs with rows present', { timeout: 60_000 }, () => {
  // a task row on the task tabs, an instance row elsewhere: the previous tab's rows must never
  // be shown by the next tab's table (an instance table reads currentNodes, a task row has none)
  it.each(TASK_TABS.filter((tab) => tab !== 'todo'))('todo -> %s shows that tab’s rows, without an error', async (tab) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      ...tabListHandlers((req) =>
        isTaskRowTab(req.tab)
          ? [taskRow({ id: `task-${req.tab}`, subject: `Task of ${req.tab}` })]
          : [instanceRow({ id: `inst-${req.tab}`, subject: `Instance of ${req.tab}` })],
      ),
      ...typeTreeHandlers(() => ({ nodes: [], counts: { null: 1 }, total: 1 })),
      secretaryListHandler(),
    );
    renderPage(<MyTask />);
    await screen.findByText('Task of todo');
    fireEvent.click(screen.getByRole('tab', { name: TAB_NAMES[tab] }));
    const subject = isTaskRowTab(tab) ? `Task of ${tab}` : `Instance of ${tab}`;
    expect(await screen.findByText(subject)).toBeInTheDocument();
    expect(screen.queryByText('Task of todo')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
