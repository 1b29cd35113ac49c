import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DocQueryBody } from '@contract/search';
import { server } from '../../../mocks/node';
import { docListHandler, docRows } from '../../../mocks/handlers/search';
import { pages } from '@/features/documents/routes';
import DocumentList from '@/features/documents/pages/DocumentList';
import { renderUi } from './render';

vi.setConfig({ testTimeout: 40_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('documents page', () => {
  it('is registered under documents/DocumentList', async () => {
    expect(Object.keys(pages)).toEqual(['documents/DocumentList']);
    expect((await pages['documents/DocumentList']()).default).toBe(DocumentList);
  });

  it('lists every document, then searches titles after the debounce', async () => {
    const bodies: DocQueryBody[] = [];
    server.use(docListHandler([...docRows(12), ...docRows(3, '员工手册')], bodies));
    renderUi(<DocumentList />);
    expect(await screen.findByText('制度文件 1')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ pageBean: { page: 1, pageSize: 10 }, querys: [] });
    expect(screen.getByText('15 in total')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search document titles' }), { target: { value: ' 手册 ' } });
    expect(await screen.findByText('员工手册 1')).toBeInTheDocument();
    await waitFor(() => expect(bodies.at(-1)?.querys).toEqual([{ property: 'title', value: '手册', operation: 'LIKE', relation: 'AND' }]));
    expect(screen.queryByText('制度文件 1')).not.toBeInTheDocument();
  });
});
