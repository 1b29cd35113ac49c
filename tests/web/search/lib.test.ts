import { describe, expect, it } from 'vitest';
import { approvalFormPath, buildFlowQuery, flowTagColour, FLOW_TAG_COLOURS } from '@/features/search/lib/flowQuery';
import { buildDocumentQuery, nextDocumentPaging, toDocumentCard } from '@/features/search/lib/documentQuery';
import { documentLink, isTokenHostAllowed, parseHostList } from '@/features/search/lib/tokenLink';
import { nextUserPage } from '@/features/search/lib/userPaging';

describe('flow search body', () => {
  it('ORs LIKE conditions of one group on the five columns, with pageBean of 10 and showTotal', () => {
    const body = buildFlowQuery('  报销 ', 2);
    expect(body.pageBean).toEqual({ page: 2, pageSize: 10, showTotal: true });
    expect(body.querys?.map((q) => q.property)).toEqual(['SUBJECT_', 'ID_', 'PROC_DEF_NAME_', 'PROP1_', 'aiSummaryResult']);
    for (const q of body.querys ?? []) expect(q).toMatchObject({ value: '报销', operation: 'LIKE', relation: 'OR', group: 'search' });
    expect(new Set(body.querys?.map((q) => q.group)).size).toBe(1);
  });

  it('an empty text sends no condition, so every flow matches', () => {
    expect(buildFlowQuery('   ', 1).querys).toEqual([]);
  });

  it('tag colours rotate among four pairs', () => {
    expect(flowTagColour(0)).toBe(FLOW_TAG_COLOURS[0]);
    expect(flowTagColour(4)).toBe(FLOW_TAG_COLOURS[0]);
    expect(flowTagColour(6)).toBe(FLOW_TAG_COLOURS[2]);
  });

  it('flow cards open the approval form from the monitor', () => {
    expect(approvalFormPath('/front/', 'a b')).toBe('/front/matter/approvalForm?instId=a%20b&type=fromMonitor');
  });
});

describe('document search', () => {
  it('matches the title with LIKE and pages', () => {
    expect(buildDocumentQuery(' 制度 ', 3, 20)).toEqual({
      pageBean: { page: 3, pageSize: 20, showTotal: true },
      querys: [{ property: 'title', value: '制度', operation: 'LIKE', relation: 'AND' }],
    });
    expect(buildDocumentQuery('', 1, 10).querys).toEqual([]);
  });

  it.each([
    [{ pattern: 'b' }, { pattern: 'b', page: 1, pageSize: 10 }],
    [{ pageSize: 50 }, { pattern: 'a', page: 1, pageSize: 50 }],
    [{ page: 4 }, { pattern: 'a', page: 4, pageSize: 10 }],
    [
      { page: 4, pattern: 'a', pageSize: 10 },
      { pattern: 'a', page: 4, pageSize: 10 },
    ],
  ])('paging after %j is %j (a new search or page size resets to page 1)', (change, expected) => {
    expect(nextDocumentPaging({ pattern: 'a', page: 3, pageSize: 10 }, change)).toEqual(expected);
  });

  it('maps a row to the card fields, version as v+version', () => {
    const card = toDocumentCard(
      {
        id: '1',
        title: 'T',
        docCatalogueLabel: 'C',
        docVersion: '2.0',
        docStatusLabel: 'S',
        docCode: 'D-1',
        createdTime: '2026-01-02 10:00:00',
        docOwnerName: 'O',
        dmsUrl: 'https://dms/x',
      },
      5,
    );
    expect(card).toEqual({
      id: '1',
      title: 'T',
      category: 'C',
      version: 'v2.0',
      status: 'S',
      ducumentCode: 'D-1',
      startTime: '2026-01-02 10:00:00',
      initiator: 'O',
      dmsUrl: 'https://dms/x',
      index: 5,
    });
    expect(toDocumentCard({ id: '2', title: 'U' }, 0).version).toBe('');
  });
});

describe('document links and the session tokens', () => {
  const tokens = { token: 'T1', rtoken: 'R1' };
  const origin = 'https://portal.example.com';
  const allowed = parseHostList(' dms.example.com, Docs.Example.com:8443 ');

  it('parses the host list', () => {
    expect(allowed).toEqual(['dms.example.com', 'docs.example.com:8443']);
  });

  it.each([
    ['https://dms.example.com/doc/1', 'https://dms.example.com/doc/1?token=T1&rtoken=R1'],
    ['https://dms.example.com/doc?id=1', 'https://dms.example.com/doc?id=1&token=T1&rtoken=R1'],
    ['https://dms.example.com/doc?id=1#top', 'https://dms.example.com/doc?id=1&token=T1&rtoken=R1#top'],
    ['https://docs.example.com:8443/v', 'https://docs.example.com:8443/v?token=T1&rtoken=R1'],
    ['/portal/doc/9', 'https://portal.example.com/portal/doc/9?token=T1&rtoken=R1'],
  ])('appends the tokens for an allowed host: %s', (raw, expected) => {
    expect(documentLink(raw, tokens, allowed, origin)).toBe(expected);
  });

  it.each([
    'https://evil.example.net/doc/1',
    'https://dms.example.com.evil.net/doc',
    'https://docs.example.com/v',
    'http://portal.example.com/doc',
  ])('opens %s without tokens', (raw) => {
    const link = documentLink(raw, tokens, allowed, origin);
    expect(link).not.toContain('T1');
    expect(link).toBe(new URL(raw).href);
  });

  it('refuses non-http addresses', () => {
    expect(documentLink('javascript:alert(1)', tokens, allowed, origin)).toBeNull();
    expect(isTokenHostAllowed(new URL('ftp://dms.example.com/x'), allowed, origin)).toBe(false);
  });

  it('without a session no token is appended', () => {
    expect(documentLink('https://dms.example.com/a', null, allowed, origin)).toBe('https://dms.example.com/a');
  });
});

describe('user list paging', () => {
  it.each([
    [50, 1, 2],
    [50, 3, 4],
    [49, 1, undefined],
    [0, 2, undefined],
  ])('after a page of %i rows (%i pages loaded) the next page is %s', (rows, loaded, next) => {
    expect(nextUserPage(rows, loaded)).toBe(next);
  });
});
