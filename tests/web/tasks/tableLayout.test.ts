import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, isFullScreen, tableHeight } from '@/shared/ui/tableLayout';
import { TAB_CALLS, TASK_TABS as CONTRACT_TASK_TABS } from '@contract/workflow-lists';
import { LEADER_TABS, TASK_TABS, isTaskTab } from '@/features/tasks/lib/tabs';

describe('table layout rules', () => {
  it('offers page sizes 10/20/50/100 with 20 by default', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  it.each([
    [900, false, 728],
    [900, true, 780],
    [100, false, 0],
  ])('window %i, full screen %s gives %i', (h, full, expected) => {
    expect(tableHeight(h, full)).toBe(expected);
  });

  it.each([
    ['?__isFull__=true', '/matter/myTask', true],
    ['?__isFull__=1', '/matter/myTask', true],
    ['', '/matter/myTask', false],
    ['', '/fullMatter/myTask', true],
  ])('search %s on %s is full screen: %s', (search, path, expected) => {
    expect(isFullScreen(search, path)).toBe(expected);
  });
});

describe('task tabs', () => {
  it('lists the eleven tabs of the spec with its spelling', () => {
    // the contract writes the tabs once, in the spec's order, and gives each its call in the same order
    expect(TASK_TABS).toBe(CONTRACT_TASK_TABS);
    expect(TASK_TABS).toHaveLength(11);
    expect(TASK_TABS).toEqual(Object.keys(TAB_CALLS));
    expect([...LEADER_TABS]).toEqual(['leaderTodo', 'leaderDone']);
    expect(isTaskTab('ciculated')).toBe(true);
    expect(isTaskTab('circulated')).toBe(false);
  });
});
