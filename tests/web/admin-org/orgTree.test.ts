import { describe, expect, it } from 'vitest';
import { buildOrgTree, dropPlace, parentKeys } from '@/features/admin-org/components/orgTree';
import { mockOrgNodes, orgNode } from '../../../mocks/handlers';

describe('the organisation tree of flat units', () => {
  it('nests units under their parents in their order, and a search keeps matches with their parents', () => {
    const tree = buildOrgTree(mockOrgNodes());
    expect(tree.map((n) => n.key)).toEqual(['org_root']);
    expect(tree[0]!.children!.map((n) => n.title)).toEqual(['R&D centre', 'Operations']);
    expect(tree[0]!.children![0]!.children!.map((n) => n.key)).toEqual(['org_rd', 'org_qa']);
    const found = buildOrgTree(mockOrgNodes(), 'test');
    expect(parentKeys(found)).toEqual(['org_root', 'org_rdc']);
    expect(found[0]!.children!.map((n) => n.key)).toEqual(['org_rdc']);
    expect(found[0]!.children![0]!.children!.map((n) => n.key)).toEqual(['org_qa']);
  });

  it('draws 5,000 units as a tree quickly', () => {
    const many = [orgNode('r', null, 'root')];
    for (let i = 0; i < 4999; i++) many.push(orgNode(`u${i}`, i < 50 ? 'r' : `u${i % 50}`, `unit ${i}`, i));
    const started = performance.now();
    const tree = buildOrgTree(many);
    expect(performance.now() - started).toBeLessThan(500);
    expect(tree[0]!.children).toHaveLength(50);
  });

  it('works out where a drop puts a unit: onto a unit, or before or after it among its siblings', () => {
    const nodes = mockOrgNodes();
    const qa = nodes.find((n) => n.id === 'org_qa')!;
    const rd = nodes.find((n) => n.id === 'org_rd')!;
    expect(dropPlace(nodes, 'org_ops', qa, true, false)).toEqual({ parentId: 'org_qa', position: 0 });
    expect(dropPlace(nodes, 'org_ops', qa, false, true)).toEqual({ parentId: 'org_rdc', position: 1 });
    expect(dropPlace(nodes, 'org_ops', qa, false, false)).toEqual({ parentId: 'org_rdc', position: 2 });
    // the dragged unit itself is not counted among the siblings
    expect(dropPlace(nodes, 'org_rd', qa, false, false)).toEqual({ parentId: 'org_rdc', position: 1 });
    expect(dropPlace(nodes, 'org_qa', rd, false, true)).toEqual({ parentId: 'org_rdc', position: 0 });
  });
});
