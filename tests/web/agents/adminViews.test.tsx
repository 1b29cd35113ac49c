import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { AGENT_CALLS, type AgentRow } from '@contract/workflow-agents';
import { DEFINITION_CALLS } from '@contract/workflow-definitions';
import { SECRETARY_CALLS, type SecretaryRow } from '@contract/workflow-secretaries';
import { server } from '../../../mocks/node';
import { ok } from '../../../mocks/envelope';
import { useAuthStore } from '@/shared/session';
import { formatDateTime } from '@/shared/time';
import AgentList from '@/features/agents/pages/AgentList';
import SecretaryList from '@/features/agents/pages/SecretaryList';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useAuthStore.setState({ isAdmin: false, userId: '' });
});
afterAll(() => server.close());

const agent = (id: string, principalName: string, agentName: string): AgentRow => ({
  id,
  principalId: `u-${id}-p`,
  principalName,
  agentId: `u-${id}-a`,
  agentName,
  defKeys: [],
  startTime: '2026-03-01T00:00:00.000Z',
  endTime: '2026-03-08T00:00:00.000Z',
  enabled: true,
  createTime: '2026-02-28T00:00:00.000Z',
});
const secretary = (id: string, leaderName: string, secretaryName: string): SecretaryRow => ({
  id,
  leaderId: `u-${id}-l`,
  leaderName,
  secretaryId: `u-${id}-s`,
  secretaryName,
  defKeys: [],
  enabled: true,
  createTime: '2026-02-20T00:00:00.000Z',
});
const page = <R,>(rows: R[]) => ok({ rows, total: rows.length, page: 1, pageSize: 20 });

describe('agents and secretaries: an admin’s view of everyone’s', { timeout: 90_000 }, () => {
  it('lists everyone’s agent rules with isMgr and opens one from agentGet', async () => {
    useAuthStore.setState({ isAdmin: true, userId: 'u-admin' });
    const lists: string[] = [];
    const got: string[] = [];
    const all = [agent('a1', 'Li Na', 'Zhao Min'), agent('a2', 'Zhang Wei', 'Wu Hao')];
    server.use(
      http.post(`*${AGENT_CALLS.list.path}`, ({ request }) => {
        const isMgr = new URL(request.url).searchParams.get('isMgr');
        lists.push(isMgr ?? '');
        return page(isMgr === 'true' ? all : []);
      }),
      http.get(`*${AGENT_CALLS.get.path}`, ({ request }) => {
        const id = new URL(request.url).searchParams.get('id')!;
        got.push(id);
        return ok(all.find((a) => a.id === id));
      }),
      http.post(`*${DEFINITION_CALLS.query.path}`, () => ok({ rows: [], total: 0, page: 1, pageSize: 1000 })),
    );
    renderPage(<AgentList />, { path: '/personal/agent' });
    await waitFor(() => expect(lists).toEqual(['']));
    fireEvent.click(await screen.findByRole('switch', { name: "Everyone's rules" }));
    const row = (await screen.findByText('Wu Hao')).closest('tr')!;
    expect(lists).toContain('true');
    // whose rule it is shows in everyone's view
    expect(within(row).getByText('Zhang Wei')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('link', { name: 'Details of Zhang Wei → Wu Hao' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Agent rule')).toBeInTheDocument();
    await waitFor(() => expect(got).toEqual(['a2']));
    expect(within(dialog).getByText('On behalf of')).toBeInTheDocument();
    expect(within(dialog).getByText('Zhang Wei')).toBeInTheDocument();
    expect(within(dialog).getByText('Wu Hao')).toBeInTheDocument();
    expect(
      within(dialog).getByText(`${formatDateTime('2026-03-01T00:00:00.000Z')} ~ ${formatDateTime('2026-03-08T00:00:00.000Z')}`),
    ).toBeInTheDocument();
  });

  it('lists every secretary pair with personal=false for an admin and opens one from get/{id}', async () => {
    useAuthStore.setState({ isAdmin: true, userId: 'u-admin' });
    const lists: string[] = [];
    const got: string[] = [];
    const all = [secretary('s1', 'Liu Yang', 'Zhao Min')];
    server.use(
      http.post(`*${SECRETARY_CALLS.list.path}`, ({ request }) => {
        const personal = new URL(request.url).searchParams.get('personal') ?? '';
        lists.push(personal);
        return page(personal === 'false' ? all : []);
      }),
      http.get(`*/runtime/bpmSecretaryManage/v1/get/:id`, ({ params }) => {
        got.push(String(params.id));
        return ok(all.find((s) => s.id === params.id));
      }),
      http.post(`*${DEFINITION_CALLS.query.path}`, () => ok({ rows: [], total: 0, page: 1, pageSize: 1000 })),
    );
    renderPage(<SecretaryList />, { path: '/personal/secretary' });
    await waitFor(() => expect(lists).toEqual(['true']));
    fireEvent.click(await screen.findByRole('switch', { name: "Everyone's secretaries" }));
    const row = (await screen.findByText('Liu Yang')).closest('tr')!;
    expect(lists).toContain('false');
    fireEvent.click(within(row).getByRole('link', { name: 'Details of Liu Yang → Zhao Min' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Leader')).toBeInTheDocument();
    expect(got).toEqual(['s1']);
    expect(within(dialog).getByText('Liu Yang')).toBeInTheDocument();
    expect(within(dialog).getByText('Every flow')).toBeInTheDocument();
  });

  it('offers no everyone view to someone who is not an admin', async () => {
    useAuthStore.setState({ isAdmin: false, userId: 'u-lina' });
    server.use(
      http.post(`*${SECRETARY_CALLS.list.path}`, () => page([secretary('s2', 'Li Na', 'Wang Fang')])),
      http.post(`*${DEFINITION_CALLS.query.path}`, () => ok({ rows: [], total: 0, page: 1, pageSize: 1000 })),
    );
    renderPage(<SecretaryList />, { path: '/personal/secretary' });
    expect(await screen.findByText('Wang Fang')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: "Everyone's secretaries" })).not.toBeInTheDocument();
  });
});
