import { describe, expect, it } from 'vitest';
import { badgeCount } from '@/features/messages/lib/badge';

describe('unread badge', () => {
  it.each([
    [0, 0],
    [1, 1],
    [99, 99],
    [100, 99],
    [150, 99],
    ['12', 12],
    [-3, 0],
    [null, 0],
    ['x', 0],
  ])('%j unread shows %i', (unread, shown) => {
    expect(badgeCount(unread)).toBe(shown);
  });
});
