import { describe, expect, it } from 'vitest';
import { fired, initialSearchState, typeChosen, typed, type FireSource, type SearchState } from '@/features/search/store';

const withInput = (input: string, extra: Partial<SearchState> = {}): SearchState => ({ ...initialSearchState, input, ...extra });

describe('search store reducers', () => {
  it('starts with the user type and no search', () => {
    expect(initialSearchState).toMatchObject({ searchType: 'user', pattern: '', active: false });
  });

  it('typing changes only the box, not the fired pattern', () => {
    const s = typed(withInput('', { pattern: 'old' }), 'zhang');
    expect(s).toMatchObject({ input: 'zhang', pattern: 'old' });
  });

  it.each<[string, FireSource, string, boolean]>([
    ['  zhang wei  ', 'typing', 'zhang wei', true],
    ['   ', 'typing', '', false],
    ['  lina ', 'submit', 'lina', true],
    ['', 'submit', '', true],
    ['lina', 'clear', '', false],
    ['lina', 'route', '', false],
  ])('input %j fired by %s gives pattern %j, active %s', (input, source, pattern, active) => {
    const s = fired(withInput(input), source);
    expect(s.pattern).toBe(pattern);
    expect(s.active).toBe(active);
  });

  it('clearing and a route change empty the box too', () => {
    expect(fired(withInput('abc'), 'clear').input).toBe('');
    expect(fired(withInput('abc', { active: true }), 'route')).toMatchObject({ input: '', pattern: '', active: false });
  });

  it('every fired search gets a new serial, so the same text can be searched again', () => {
    const a = fired(withInput('x'), 'submit');
    const b = fired(a, 'submit');
    expect(b.serial).toBe(a.serial + 1);
    expect(b.pattern).toBe(a.pattern);
  });

  it('choosing a type keeps the pattern and the results open', () => {
    const s = typeChosen(fired(withInput('x'), 'submit'), 'document');
    expect(s).toMatchObject({ searchType: 'document', pattern: 'x', active: true });
  });
});
