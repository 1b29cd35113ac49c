import { describe, expect, it } from 'vitest';
import { cleanSankey, terminalTotals } from '@/features/dashboard/model/sankey';
import { perDay, totalsOption } from '@/features/dashboard/model/board';
import { doneTaskItem, noticeItem, openTaskItem, requestItem } from '@/features/dashboard/model/items';
import { instanceRow, noticeRow, taskRow } from '../../../mocks/handlers/home';

describe('home items', () => {
  it('an open task opens its approval form by task id', () => {
    expect(openTaskItem(taskRow({ id: 't 7', procInstId: 'i-3' })).href).toBe('/front/matter/approvalForm?taskId=t+7&instId=i-3');
  });

  it('done tasks, requests and notices open the instance (type=fromMonitor)', () => {
    expect(doneTaskItem(taskRow({ procInstId: 'i-3', completeTime: '2026-03-02T00:00:00Z' }))).toMatchObject({
      href: '/front/matter/approvalForm?instId=i-3&type=fromMonitor',
      time: '2026-03-02T00:00:00Z',
    });
    expect(requestItem(instanceRow({ id: 'i-4' })).href).toBe('/front/matter/approvalForm?instId=i-4&type=fromMonitor');
    expect(
      requestItem(
        instanceRow({
          currentNodes: [
            { nodeId: 'a', name: 'A', assignees: [] },
            { nodeId: 'b', name: 'B', assignees: [] },
          ],
        }),
      ).node,
    ).toBe('A, B');
  });

  it('a done task names the step the reader handled, and the state of an instance that no longer runs', () => {
    expect(doneTaskItem(taskRow({ name: 'Leader', instStatus: 'end' }))).toMatchObject({
      node: 'Leader',
      nodeKind: 'handled',
      state: 'end',
    });
    expect(doneTaskItem(taskRow({ instStatus: 'running' })).state).toBeUndefined();
    expect(requestItem(instanceRow({ status: 'backToStart', currentNodes: [] })).state).toBe('backToStart');
  });

  it.each([
    [0, true],
    [1, false],
  ])('a notice with isRead %i is unread: %s', (isRead, unread) => {
    expect(noticeItem(noticeRow({ isRead })).unread).toBe(unread);
  });
});

describe('sankey data', () => {
  // requests flow from a category into a flow and on into the instances' states
  const leaveFlows = [
    { source: 'HR', target: 'Leave', value: 5 },
    { source: 'Leave', target: 'Running', value: 3 },
    { source: 'Leave', target: 'Ended', value: 2 },
  ];

  it('drops duplicate nodes, unknown ends, empty links, self links and cycles', () => {
    const cleaned = cleanSankey({
      nodes: [{ name: 'HR' }, { name: 'Leave' }, { name: 'Leave' }, { name: 'Running' }, { name: 'Ended' }, { name: 'Lonely' }],
      links: [
        ...leaveFlows,
        { source: 'Ended', target: 'HR', value: 1 },
        { source: 'Leave', target: 'Leave', value: 1 },
        { source: 'Leave', target: 'Nowhere', value: 1 },
        { source: 'HR', target: 'Running', value: 0 },
      ],
    });
    expect(cleaned.nodes.map((n) => n.name)).toEqual(['HR', 'Leave', 'Running', 'Ended']);
    expect(cleaned.links).toEqual(leaveFlows);
  });

  it('sums what flows into the end states', () => {
    expect(
      terminalTotals({
        nodes: [],
        links: [...leaveFlows, { source: 'Finance', target: 'Expense', value: 4 }, { source: 'Expense', target: 'Running', value: 4 }],
      }),
    ).toEqual([
      { name: 'Running', value: 7 },
      { name: 'Ended', value: 2 },
    ]);
  });
});

describe('board data', () => {
  it('counts done tasks per local day over the last 14 days', () => {
    const now = new Date(2026, 2, 14, 15, 0, 0);
    const days = perDay(
      [
        new Date(2026, 2, 14, 9).toISOString(),
        new Date(2026, 2, 14, 10).toISOString(),
        new Date(2026, 2, 1, 12).toISOString(),
        new Date(2026, 1, 20).toISOString(),
        null,
      ],
      now,
    );
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ day: '2026-03-01', count: 1 });
    expect(days[13]).toEqual({ day: '2026-03-14', count: 2 });
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(3);
  });

  it('draws tooltips as canvas rich text, not HTML', () => {
    const option = totalsOption([{ name: '<b>x</b>', value: 1 }], 'Count');
    expect(option.tooltip.renderMode).toBe('richText');
    expect(option.xAxis.data).toEqual(['<b>x</b>']);
  });
});
