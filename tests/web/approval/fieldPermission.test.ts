import { describe, expect, it } from 'vitest';
import { fieldAccess, toPermission } from '@/shared/form-runtime';

describe('field permission b/w/r/n', () => {
  it.each([
    ['w', { hidden: false, readOnly: false, required: false }],
    ['r', { hidden: false, readOnly: true, required: false }],
    ['n', { hidden: true, readOnly: true, required: false }],
    ['b', { hidden: false, readOnly: false, required: true }],
  ] as const)('%s', (p, access) => {
    expect(fieldAccess(p)).toEqual(access);
  });

  it('falls back for unknown values', () => {
    expect(toPermission('x')).toBe('w');
    expect(toPermission(undefined, 'r')).toBe('r');
  });
});
