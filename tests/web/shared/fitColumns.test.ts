import { describe, expect, it } from 'vitest';
import { TABLE_GUTTER, fitColumns, type FitInput } from '@/shared/ui/fitColumns';

// the monitor's columns: title, five optional ones, status and actions always
const monitor: FitInput[] = [
  { key: 'subject', minWidth: 200 },
  { key: 'flowName', width: 150, priority: 3 },
  { key: 'prop1', width: 140, priority: 1 },
  { key: 'creator', width: 100, priority: 2 },
  { key: 'createTime', width: 160, priority: 5 },
  { key: 'current', width: 180, priority: 4 },
  { key: 'status', width: 150 },
  { key: 'actions', width: 250 },
];
const all = monitor.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? 0), TABLE_GUTTER);

describe('fitColumns', () => {
  it.each([
    [all, ['subject', 'flowName', 'prop1', 'creator', 'createTime', 'current', 'status', 'actions']],
    [all - 1, ['subject', 'flowName', 'creator', 'createTime', 'current', 'status', 'actions']],
    [900, ['subject', 'createTime', 'status', 'actions']],
    [700, ['subject', 'status', 'actions']],
    // too narrow even for the always-shown ones: they stay (the table scrolls rather than losing its actions)
    [300, ['subject', 'status', 'actions']],
  ])('at %i px keeps %j', (width, keys) => {
    expect([...fitColumns(monitor, width)]).toEqual(keys);
  });

  it('keeps the order of the columns', () => {
    expect([...fitColumns(monitor, 1200)]).toEqual(['subject', 'flowName', 'createTime', 'current', 'status', 'actions']);
  });
});
