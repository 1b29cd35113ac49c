import { describe, expect, it } from 'vitest';
import {
  buildCountTree,
  countsFromRecord,
  idsUnder,
  nestTypes,
  typeIdOfKey,
  UNCATEGORISED,
  type FlowType,
} from '@/features/tasks/lib/typeTree';

const types: FlowType[] = [
  { id: 'hr', name: 'HR', parentId: null },
  { id: 'leave', name: 'Leave', parentId: 'hr' },
  { id: 'travel', name: 'Travel', parentId: 'hr' },
  { id: 'fin', name: 'Finance', parentId: null },
  { id: 'it', name: 'IT', parentId: null },
];

/** The count tree of `types` for these [typeId, count] pairs, the uncategorised node named 'None'. */
const treeOf = (...counts: Array<[string | null, number]>) =>
  buildCountTree(
    types,
    counts.map(([typeId, count]) => ({ typeId, count })),
    'None',
  );

describe('buildCountTree', () => {
  it('nests a flat list by parentId', () => {
    expect(nestTypes(types).map((t) => t.id)).toEqual(['hr', 'fin', 'it']);
  });

  it('keys counts by typeId, sums children into parents and removes zero counts', () => {
    expect(treeOf(['leave', 3], ['travel', 0], ['fin', 2])).toEqual([
      { id: 'hr', name: 'HR', count: 3, children: [{ id: 'leave', name: 'Leave', count: 3, children: [] }] },
      { id: 'fin', name: 'Finance', count: 2, children: [] },
    ]);
  });

  it('shows null typeId as an uncategorised node at the end', () => {
    const tree = treeOf(['it', 1], [null, 4]);
    expect(tree.map((n) => [n.id, n.count])).toEqual([
      ['it', 1],
      [UNCATEGORISED, 4],
    ]);
    expect(tree[1].name).toBe('None');
  });

  it('counts a category the user cannot see as uncategorised and drops an empty uncategorised node', () => {
    expect(treeOf(['gone', 2])).toEqual([{ id: UNCATEGORISED, name: 'None', count: 2, children: [] }]);
    expect(treeOf([null, 0])).toEqual([]);
  });

  it('maps the uncategorised key back to typeId null', () => {
    expect(typeIdOfKey(UNCATEGORISED)).toBeNull();
    expect(typeIdOfKey('hr')).toBe('hr');
    expect(typeIdOfKey(undefined)).toBeUndefined();
  });
});

describe('counts record and sub-categories', () => {
  it('reads the key "null" as uncategorised', () => {
    expect(countsFromRecord({ hr: 2, null: 3 })).toEqual([
      { typeId: 'hr', count: 2 },
      { typeId: null, count: 3 },
    ]);
  });

  it('lists a node and every node below it', () => {
    const tree = treeOf(['leave', 1], ['travel', 1], ['hr', 1]);
    expect(idsUnder(tree, 'hr')).toEqual(['hr', 'leave', 'travel']);
    expect(idsUnder(tree, 'travel')).toEqual(['travel']);
    expect(idsUnder(tree, 'missing')).toEqual([]);
  });
});
