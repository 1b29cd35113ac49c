import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryBody } from '@contract/common';
import type { DocQueryBody, EventLogBody } from '@contract/search';
import { docListHandler, docRows, failingSearchHandler, flowRows, relatedProcessHandler } from '../../../mocks/handlers/search';
import { eventLogHandler } from '../../../mocks/handlers/feedback';
import { useAuthStore } from '@/shared/session';
import { appConfig } from '@/shared/config';
import { expectTexts } from '../support/expectTexts';
import { quietConsole, search, setUpSearchTests, showResults } from './results';

setUpSearchTests();
beforeEach(() => {
  vi.spyOn(window, 'open').mockImplementation(() => null);
});

describe('flow search', () => {
  it('ORs LIKE conditions on the five columns, 10 a page with showTotal', async () => {
    const bodies: QueryBody[] = [];
    showResults('flow', ' 请假 ', relatedProcessHandler(flowRows(3), bodies));
    await screen.findByText('请假申请 1');
    expect(bodies[0].pageBean).toEqual({ page: 1, pageSize: 10, showTotal: true });
    expect(bodies[0].querys).toEqual(
      ['SUBJECT_', 'ID_', 'PROC_DEF_NAME_', 'PROP1_', 'aiSummaryResult'].map((property) => ({
        property,
        value: '请假',
        group: 'search',
        relation: 'OR',
        operation: 'LIKE',
      })),
    );
  });

  it('an empty text matches every flow', async () => {
    const bodies: QueryBody[] = [];
    showResults('flow', '', relatedProcessHandler(flowRows(23), bodies));
    expect(await screen.findAllByRole('link')).toHaveLength(10);
    expect(bodies[0].querys).toEqual([]);
    expect(screen.getByText('23 in total')).toBeInTheDocument();
  });

  it('shows the card fields and opens the approval form in a new window', async () => {
    showResults('flow', '', relatedProcessHandler(flowRows(2)));
    const card = await screen.findByRole('link', { name: '请假申请 2' });
    expectTexts(card, '费用报销', /BN-0002/, /张伟申请 2 天年假/);
    expect(within(card).getByText(/Initiator/)).toHaveTextContent('张伟');
    fireEvent.click(card);
    expect(window.open).toHaveBeenCalledWith('/front/matter/approvalForm?instId=inst-2&type=fromMonitor', '_blank', 'noopener');
  });

  it('flow name tags rotate among four colour pairs', async () => {
    showResults('flow', '', relatedProcessHandler(flowRows(5)));
    const tags = (await screen.findAllByRole('link')).map((card) => card.querySelector('.ant-tag') as HTMLElement);
    expect(tags[4].style.color).toBe(tags[0].style.color);
    expect(new Set(tags.slice(0, 4).map((t) => t.style.color)).size).toBe(4);
  });

  it('a failure is logged and empties the list', async () => {
    const error = quietConsole();
    showResults('flow', 'x', failingSearchHandler('homePageRelatedProcess'));
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('flow search failed', expect.anything());
  });
});

describe('document search', () => {
  it('pages 10 by default and goes back to page 1 on a new search', async () => {
    const bodies: DocQueryBody[] = [];
    showResults('document', '制度', docListHandler(docRows(35), bodies));
    await screen.findByText('制度文件 1');
    expect(bodies[0]).toEqual({
      pageBean: { page: 1, pageSize: 10, showTotal: true },
      querys: [{ property: 'title', value: '制度', operation: 'LIKE', relation: 'AND' }],
    });
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('制度文件 11');
    expect(bodies.at(-1)?.pageBean?.page).toBe(2);
    search('文件', 'document');
    await waitFor(() => expect(bodies.at(-1)?.querys?.[0].value).toBe('文件'));
    expect(bodies.at(-1)?.pageBean?.page).toBe(1);
  });

  it('goes back to page 1 when the page size changes', async () => {
    const bodies: DocQueryBody[] = [];
    showResults('document', '', docListHandler(docRows(75), bodies));
    await screen.findByText('制度文件 1');
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('制度文件 21');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('20 / page'));
    await waitFor(() => expect(bodies.at(-1)?.pageBean).toMatchObject({ page: 1, pageSize: 20 }));
    expect(await screen.findAllByTestId('document-card')).toHaveLength(20);
  });

  it('shows the card fields: code, v+version, category, owner and the date', async () => {
    showResults('document', '', docListHandler(docRows(1)));
    const card = await screen.findByTestId('document-card');
    expectTexts(card, '已发布', /DOC-1/, /v1\.2/, /人事制度/, /刘洋/, /2026-01-15/);
  });

  it('appends the session tokens only for allow-listed hosts', async () => {
    useAuthStore.setState({ token: 'TOK', rtoken: 'RTOK' });
    const rows = docRows(2);
    rows[0].dmsUrl = 'https://dms.example.com/view?id=1';
    rows[1].dmsUrl = 'https://elsewhere.example.net/view?id=2';
    appConfig.tokenLinkHosts.push('dms.example.com');
    try {
      showResults('document', '', docListHandler(rows));
      fireEvent.click(await screen.findByText('制度文件 1'));
      expect(window.open).toHaveBeenLastCalledWith('https://dms.example.com/view?id=1&token=TOK&rtoken=RTOK', '_blank', 'noopener');
      fireEvent.click(screen.getByText('制度文件 2'));
      expect(window.open).toHaveBeenLastCalledWith('https://elsewhere.example.net/view?id=2', '_blank', 'noopener');
    } finally {
      appConfig.tokenLinkHosts.pop();
      useAuthStore.setState({ token: '', rtoken: '' });
    }
  });

  it('a failure is logged and gives an empty list with total 0', async () => {
    const error = quietConsole();
    showResults('document', 'x', failingSearchHandler('queryDocList'));
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('0 in total')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('document search failed', expect.anything());
  });

  it('logs the document search', async () => {
    const logged: EventLogBody[] = [];
    showResults('document', '制度', docListHandler(docRows(1)), eventLogHandler(logged));
    await waitFor(() => expect(logged).toEqual([{ type: 'document', searchText: '制度' }]));
  });
});
