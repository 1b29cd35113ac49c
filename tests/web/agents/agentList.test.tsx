import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { AGENT_CALLS } from '@contract/workflow-agents';
import { DEFINITION_CALLS } from '@contract/workflow-definitions';
import { TASK_CALLS } from '@contract/workflow-tasks';
import { server } from '../../../mocks/node';
import { ok } from '../../../mocks/envelope';
import { tabListHandlers, taskRow } from '../../../mocks/handlers/tasks';
import AgentList from '@/features/agents/pages/AgentList';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AgentList', { timeout: 40_000 }, () => {
  it('lists agent rules, and withdraws a task delegated to an agent', async () => {
    let delegated = [taskRow({ id: 'd1', subject: 'Trip of Zhang Wei', assigneeName: 'Zhao Min', ownerName: 'Li Na' })];
    const withdrawn: string[] = [];
    server.use(
      http.post(`*${AGENT_CALLS.list.path}`, () =>
        ok({
          rows: [
            {
              id: 'a1',
              principalId: 'u-lina',
              principalName: 'Li Na',
              agentId: 'u-zhaomin',
              agentName: 'Zhao Min',
              defKeys: [],
              startTime: '2026-03-01T00:00:00.000Z',
              endTime: '2026-03-08T00:00:00.000Z',
              enabled: true,
              createTime: '2026-02-28T00:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
      ),
      http.post(`*${DEFINITION_CALLS.query.path}`, () => ok({ rows: [], total: 0, page: 1, pageSize: 1000 })),
      ...tabListHandlers((req) => (req.tab === 'myDelegate' ? delegated : [])),
      http.post(`*${TASK_CALLS.withdrawAgent.path}`, async ({ request }) => {
        const { taskId } = (await request.json()) as { taskId: string };
        withdrawn.push(taskId);
        delegated = [];
        return ok(taskRow({ id: taskId }));
      }),
    );
    renderPage(<AgentList />, { path: '/personal/agent' });
    expect(await screen.findByText('Zhao Min')).toBeInTheDocument();
    expect(screen.getByText('Every flow')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Tasks I delegated' }));
    const row = (await screen.findByText('Trip of Zhang Wei')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(withdrawn).toEqual(['d1']));
    await waitFor(() => expect(screen.queryByText('Trip of Zhang Wei')).not.toBeInTheDocument());
  });
});
