import { DEFAULT_PWD_STRATEGY, passwordViolations } from '@contract/uc';
import { describe, expect, it } from 'vitest';
import { minPasswordLength, strategyProblems } from '@/features/contacts/lib/password';

// the rule of the change-password dialog, with the default strategy the server stores (issue 13):
// 10 characters, a letter and a digit, neither the account nor the name inside
const zhangwei = { account: 'zhangwei', fullname: '张伟' };

describe('password strategy', () => {
  const strategy = DEFAULT_PWD_STRATEGY;
  it.each([
    ['abcd123456', []],
    ['Portal@2026', []],
    ['abc123', ['tooShort']],
    // accepted before issue 13
    ['password1', ['tooShort']],
    ['abcdefghij', ['needDigit']],
    ['1234567890', ['needLetter']],
    ['zhangwei2027', ['containsAccount']],
    ['My-ZhangWei-99', ['containsAccount']],
    ['ZhangWeiabc', ['needDigit', 'containsAccount']],
    ['blue张伟sky2027', ['containsName']],
  ])('%s has problems %j', (password, problems) => {
    expect(strategyProblems(password, strategy, zhangwei)).toEqual(problems);
  });

  it('leaves short accounts and one-character names alone (they would refuse half the alphabet)', () => {
    expect(strategyProblems('ab1cdefghij', strategy, { account: 'ab', fullname: '伟' })).toEqual([]);
  });

  it('leaves the common-password list to the server: the form never reports it, the rule does when given the list', () => {
    const isCommon = (p: string) => p.toLowerCase() === 'password123';
    expect(strategyProblems('password123', strategy, zhangwei)).toEqual([]);
    expect(passwordViolations(strategy, 'Password123', zhangwei, isCommon)).toEqual([{ key: 'passwordTooCommon' }]);
    expect(passwordViolations({ ...strategy, forbidCommon: false }, 'Password123', zhangwei, isCommon)).toEqual([]);
  });

  it('asks for upper case and special characters when the strategy does', () => {
    const strict = { ...strategy, requireUpper: true, requireSpecial: true };
    expect(strategyProblems('abcd123456', strict, { account: 'x' })).toEqual(['needUpper', 'needSpecial']);
    expect(strategyProblems('Abcd@123456', strict, { account: 'x' })).toEqual([]);
  });

  it('never accepts fewer than 6 characters, even without a strategy or with a smaller minimum', () => {
    expect(strategyProblems('12345', null, { account: 'x' })).toEqual(['tooShort']);
    expect(strategyProblems('123456', null, { account: 'x' })).toEqual([]);
    expect(strategyProblems('abc12', { minLength: 3 }, { account: 'x' })).toEqual(['tooShort']);
    expect(minPasswordLength(null)).toBe(6);
    expect(minPasswordLength({ minLength: 4 })).toBe(6);
    expect(minPasswordLength({ minLength: 10 })).toBe(10);
  });
});
