import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryFilter } from '@contract/common';
import { server } from '../../../mocks/node';
import {
  instanceRow,
  secretaryListHandler,
  tabListHandlers,
  taskRow,
  typeTreeHandlers,
  type ListRequest,
} from '../../../mocks/handlers/tasks';
import MyTask from '@/features/tasks/pages/MyTask';
import MyRequest from '@/features/tasks/pages/MyRequest';
import { linkFilterOf, linkFilterQuerys } from '@/features/tasks/lib/linkFilter';
import { screenOfWidth } from '../support/phoneScreen';
import { renderPage } from './render';

const seen: ListRequest[] = [];
let restore = () => {};
const rows = [
  taskRow({ id: 't1', subject: 'Leave of Zhang Wei', procDefKey: 'leave', procDefName: 'Leave request' }),
  taskRow({ id: 't2', subject: 'Trip to Jakarta', procDefKey: 'trip', procDefName: 'Business trip' }),
];
const flowOf = (q: QueryFilter[] | undefined) => q?.find((f) => f.property === 'procDefKey')?.value;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  restore();
  restore = () => {};
});
afterAll(() => server.close());

function useHandlers() {
  server.use(
    // the mock server filters by flow as the real one does
    ...tabListHandlers((req) => {
      if (req.tab !== 'todo') return [instanceRow({ id: 'i1', subject: 'My own leave', status: 'running' })];
      const flow = flowOf(req.body.querys);
      return flow ? rows.filter((r) => r.procDefKey === flow) : rows;
    }, seen),
    ...typeTreeHandlers(() => ({ nodes: [], counts: { null: 2 }, total: 2 })),
    secretaryListHandler(),
  );
}

const LINK = '/matter/myTask?tab=todo&procDefKey=leave&procDefName=Leave%20request';

describe('a list opened by a dashboard link, filtered to what was clicked', { timeout: 40_000 }, () => {
  it('sends the flow filter, shows it as a tag, and removing the tag shows the whole list', async () => {
    useHandlers();
    renderPage(<MyTask />, { path: LINK });
    expect(await screen.findByText('Leave of Zhang Wei')).toBeInTheDocument();
    expect(screen.queryByText('Trip to Jakarta')).toBeNull();
    expect(seen.filter((r) => r.tab === 'todo').every((r) => flowOf(r.body.querys) === 'leave')).toBe(true);
    const tags = screen.getByTestId('link-filters');
    expect(tags).toHaveTextContent('Flow: Leave request');

    fireEvent.click(within(tags).getByRole('button', { name: 'Remove filter Flow: Leave request' }));
    expect(await screen.findByText('Trip to Jakarta')).toBeInTheDocument();
    expect(screen.getByText('Leave of Zhang Wei')).toBeInTheDocument();
    expect(screen.queryByTestId('link-filters')).toBeNull();
    expect(flowOf(seen.at(-1)?.body.querys)).toBeUndefined();
  });

  it('filters the phone cards the same way', async () => {
    restore = screenOfWidth(390);
    useHandlers();
    renderPage(<MyTask />, { path: LINK });
    const list = await screen.findByTestId('task-cards');
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(within(list).getByRole('article', { name: 'Leave of Zhang Wei' })).toBeInTheDocument();
    expect(screen.getByTestId('link-filters')).toHaveTextContent('Flow: Leave request');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Flow: Leave request' }));
    await waitFor(() => expect(within(screen.getByTestId('task-cards')).getAllByRole('article')).toHaveLength(2));
  });

  it('my requests by state: the state filter in the user’s language', async () => {
    useHandlers();
    renderPage(<MyRequest />, { path: '/matter/myRequest?tab=myRequest&status=running' });
    expect(await screen.findByText('My own leave')).toBeInTheDocument();
    expect(screen.getByTestId('link-filters')).toHaveTextContent('State: In progress');
    const mine = seen.filter((r) => r.tab === 'myRequest');
    expect(mine[0]?.body.querys).toContainEqual(expect.objectContaining({ property: 'status', operation: 'EQUAL', value: 'running' }));
  });

  it('reads a day as the created-on range and ignores malformed values', () => {
    const { filter } = linkFilterOf(new URLSearchParams('day=2026-02-28&status=run%20ning&procDefKey='));
    expect(filter).toEqual({ day: '2026-02-28' });
    expect(linkFilterQuerys(filter)).toEqual([
      { property: 'createTime', operation: 'GREAT_EQUAL', value: '2026-02-28', relation: 'AND' },
      { property: 'createTime', operation: 'LESS', value: '2026-03-01', relation: 'AND' },
    ]);
    expect(linkFilterOf(new URLSearchParams('day=2026-13-45')).filter).toEqual({});
    expect(linkFilterOf(new URLSearchParams('procDefName=Leave')).flowName).toBeUndefined();
  });
});
