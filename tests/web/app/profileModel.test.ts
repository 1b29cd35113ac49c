import { describe, expect, it } from 'vitest';
import { dataScopeKey, sexKey, userStatusKey } from '@/app/shell/topbar/profileModel';
import { minPasswordLength, strategyProblems as passwordProblems } from '@/features/contacts/lib/password';
import { defaultStrategy } from './fixtures/strategy';

describe('userStatusKey (spec 01 §4)', () => {
  it.each([
    [1, 'normal'],
    ['1', 'normal'],
    [0, 'disabled'],
    ['0', 'disabled'],
    [-1, 'inactive'],
    ['-1', 'inactive'],
    [2, 'departed'],
    [null, 'departed'],
    ['', 'departed'],
    ['x', 'departed'],
  ])('%j -> %s', (status, key) => expect(userStatusKey(status)).toBe(key));
});

describe('dataScopeKey (issue: "数据范围: self" showed the raw code)', () => {
  it.each([
    ['self', 'self'],
    ['org', 'org'],
    ['orgAndChildren', 'orgAndChildren'],
    ['all', 'all'],
    ['custom42', null],
    ['constructor', null],
  ])('%j -> %j', (code, key) => expect(dataScopeKey(code)).toBe(key));
});

describe('sexKey', () => {
  it.each([
    ['M', 'male'],
    ['male', 'male'],
    ['F', 'female'],
    ['female', 'female'],
    ['', null],
    [null, null],
  ])('%j -> %j', (sex, key) => expect(sexKey(sex)).toBe(key));
});

describe('passwordProblems', () => {
  const strategy = defaultStrategy;
  it.each([
    ['abcd1234', []],
    ['abc123', ['tooShort']],
    ['abcdefgh', ['needDigit']],
    ['12345678', ['needLetter']],
    // the server's rule (server/src/uc/password.ts): forbidAccount refuses the account itself, in any case, not a password containing it
    ['zhangwei1', []],
    ['ZhangWei99', []],
    ['ZhangWei', ['needDigit', 'isAccount']],
  ])('%s -> %j', (password, problems) => expect(passwordProblems(password, strategy, 'zhangwei')).toEqual(problems));

  it('asks for upper case and special characters when the strategy does', () => {
    const strict = { ...strategy, requireUpper: true, requireSpecial: true };
    expect(passwordProblems('abcd1234', strict, 'x')).toEqual(['needUpper', 'needSpecial']);
    expect(passwordProblems('Abcd@1234', strict, 'x')).toEqual([]);
  });

  it('never accepts fewer than 6 characters, even without a strategy', () => {
    expect(passwordProblems('12345', null, 'x')).toEqual(['tooShort']);
    expect(passwordProblems('123456', null, 'x')).toEqual([]);
    expect(minPasswordLength(null)).toBe(6);
    expect(minPasswordLength({ minLength: 4 })).toBe(6);
    expect(minPasswordLength({ minLength: 10 })).toBe(10);
  });
});
