import { describe, expect, it } from 'vitest';
import { checkFeel, evalFeel, feelText } from '../../server/src/workflow/engine/feel.js';

describe('FEEL expressions', () => {
  it('reads =expr and ${expr}; anything else is no expression', () => {
    expect(feelText('=days > 3')).toBe('days > 3');
    expect(feelText('${amount >= 5000}')).toBe('amount >= 5000');
    expect(feelText('leaderApprove')).toBeNull();
  });

  it('refuses names that lead from data to code, and text that does not parse', () => {
    expect(checkFeel('x.constructor')).toEqual({ ok: false, code: 'unsafeExpression' });
    expect(checkFeel('__proto__ = 1')).toEqual({ ok: false, code: 'unsafeExpression' });
    expect(checkFeel('days >')).toEqual({ ok: false, code: 'badExpression' });
    expect(() => evalFeel('a.constructor', { a: {} })).toThrow(/refused/);
  });

  it('gives the answer for the data it is given, also when the same expression is asked again with other data', () => {
    for (let i = 0; i < 3; i++) {
      expect(evalFeel('days > 3', { days: 5 })).toBe(true);
      expect(evalFeel('days > 3', { days: 2 })).toBe(false);
      expect(evalFeel('passRatio >= 2/3 or decided', { passRatio: 0.5, decided: false })).toBe(false);
      expect(evalFeel('passRatio >= 2/3 or decided', { passRatio: 0.5, decided: true })).toBe(true);
    }
    expect(evalFeel('amount * 2', { amount: 21 })).toBe(42);
    expect(evalFeel('amount * 2', { amount: 22 })).toBe(44);
  });

  it('knows which variables an expression reads, and answers by their values whatever else the context holds', () => {
    const check = checkFeel('days > 3 and amount < limit');
    expect(check.ok && [...check.names].sort()).toEqual(['amount', 'days', 'limit']);
    for (let i = 0; i < 5; i++) {
      expect(evalFeel('days > 3 and amount < limit', { instId: `i${i}`, days: 4, amount: 10, limit: 20 })).toBe(true);
      expect(evalFeel('days > 3 and amount < limit', { instId: `i${i}`, days: 4, amount: 30, limit: 20 })).toBe(false);
    }
    expect(evalFeel('applicant.level >= 3', { applicant: { level: 4 } })).toBe(true);
    expect(evalFeel('applicant.level >= 3', { applicant: { level: 2 } })).toBe(false);
  });

  it('expressions on the clock are evaluated afresh each time', () => {
    const a = evalFeel('string(now())', {}) as string;
    expect(typeof a).toBe('string');
    expect(evalFeel('today() = today()', {})).toBe(true);
  });

  it('prototype-free copies: a value named like a prototype key is dropped, not followed', () => {
    expect(evalFeel('x', { constructor: 1, x: 2 } as Record<string, unknown>)).toBe(2);
  });
});
