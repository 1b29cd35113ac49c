import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { authFlow, flowTypeTreeHandler, oftenFlowHandlers, startRightsHandler, startableFlowsHandler } from '../../../mocks/handlers/tasks';
import { groupFlowsByType, typeOrderOf } from '@/features/tasks/lib/groupFlows';
import StartProcess from '@/features/tasks/pages/StartProcess';
import { renderPage } from './render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const flows = [
  authFlow({ id: 'd1', defKey: 'leave', name: 'Leave request', typeId: 'type-hr', typeName: 'HR' }),
  authFlow({ id: 'd2', defKey: 'expense', name: 'Expense claim', typeId: 'type-fin', typeName: 'Finance' }),
  authFlow({ id: 'd3', defKey: 'purchase', name: 'Purchase', typeId: null, typeName: null }),
];
const types = [
  { id: 'type-fin', name: 'Finance', parentId: null, sort: 1, children: [] },
  { id: 'type-hr', name: 'HR', parentId: null, sort: 2, children: [] },
];

describe('groupFlowsByType', () => {
  it('follows the type tree order, puts uncategorised last and filters by name or key', () => {
    const groups = groupFlowsByType(flows, typeOrderOf(types));
    expect(groups.map((g) => [g.typeId, g.flows.map((f) => f.defKey)])).toEqual([
      ['type-fin', ['expense']],
      ['type-hr', ['leave']],
      [null, ['purchase']],
    ]);
    expect(groupFlowsByType(flows, [], 'LEAV').map((g) => g.flows[0].defKey)).toEqual(['leave']);
  });
});

describe('StartProcess', { timeout: 40_000 }, () => {
  it('shows often-used flows, groups the rest by type, and starts only with the start right', async () => {
    const often = { keys: ['leave'] };
    server.use(
      startableFlowsHandler(flows),
      flowTypeTreeHandler(types),
      ...oftenFlowHandlers(often, flows),
      startRightsHandler((key) => key !== 'purchase'),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<StartProcess />, { path: '/matter/startProcess' });

    const oftenCard = await screen.findByText('Often-used flows');
    const oftenSection = oftenCard.closest('.ant-card')!;
    expect(await within(oftenSection as HTMLElement).findByText('Leave request')).toBeInTheDocument();
    expect(screen.getByText('Finance (1)')).toBeInTheDocument();
    expect(screen.getByText('HR (1)')).toBeInTheDocument();
    expect(screen.getByText('Uncategorised (1)')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Start Purchase' }));
    expect(await screen.findByText('You may not start this flow')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(screen.getAllByRole('button', { name: 'Start Expense claim' })[0]);
    await waitFor(() => expect(open).toHaveBeenCalledWith('/front/matter/approvalForm?defKey=expense', '_blank', 'noopener'));

    fireEvent.click(screen.getAllByRole('button', { name: 'Add to often-used' })[0]);
    await waitFor(() => expect(often.keys).toEqual(['leave', 'expense']));
    open.mockRestore();
  });
});
