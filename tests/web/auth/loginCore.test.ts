import { describe, expect, it } from 'vitest';
import {
  accountParam,
  avatarAddress,
  DEFAULT_AVATAR,
  isAccountMismatch,
  readLoginData,
  readLoginLanguage,
  stripLoginData,
  toAdminFlag,
  toLoginState,
} from '@/features/auth';
import { loginAnswer } from '../../../mocks/fixtures/users';

describe('admin flag (spec 01 §5)', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['TRUE', true],
    [' true ', true],
    ['false', false],
    ['yes', false],
    ['1', false],
    [1, false],
    [0, false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('%j -> %s', (value, expected) => {
    expect(toAdminFlag(value)).toBe(expected);
  });
});

describe('avatar address (spec 01 §5)', () => {
  it.each([
    ['zhangwei', '/system/file/v1/preview?fileId=f1', undefined, '/system/file/v1/preview?fileId=f1'],
    ['htadmin', '/system/file/v1/preview?fileId=f1', undefined, DEFAULT_AVATAR],
    ['zhangwei', '', 'https://photo.example.com/{account}.jpg', 'https://photo.example.com/zhangwei.jpg'],
    ['E0000042', null, 'https://photo.example.com/{account}.jpg', 'https://photo.example.com/E0000042.jpg'],
    ['lina', null, 'https://photo.example.com/{account}.jpg', DEFAULT_AVATAR],
    ['zhangwei', null, undefined, DEFAULT_AVATAR],
    ['', null, 'https://photo.example.com/{account}.jpg', DEFAULT_AVATAR],
  ])('%s with %j and template %j -> %s', (account, given, template, expected) => {
    expect(avatarAddress(account, given, template)).toBe(expected);
  });

  it('the default image is served from public/', () => {
    expect(DEFAULT_AVATAR).toMatch(/default-avatar\.svg$/);
  });
});

describe('login data in the address (spec 01 §4)', () => {
  it.each([
    ['http://h/front/#utoken=a&rtoken=b', { token: 'a', rtoken: 'b' }],
    ['http://h/front/matter/myTask?tab=1#utoken=a&rtoken=b', { token: 'a', rtoken: 'b' }],
    ['http://h/front/?utoken=a&rtoken=b', { token: 'a', rtoken: 'b' }],
    ['http://h/front/#/x?utoken=a&rtoken=b', { token: 'a', rtoken: 'b' }],
    ['http://h/front/#utoken=a', null],
    ['http://h/front/?rtoken=b', null],
    ['http://h/front/', null],
  ])('%s -> %j', (href, expected) => {
    expect(readLoginData(href)).toEqual(expected);
  });

  it.each([
    ['http://h/front/#utoken=a&rtoken=b', '/front/'],
    ['http://h/front/matter/myTask?tab=1#utoken=a&rtoken=b', '/front/matter/myTask?tab=1'],
    ['http://h/front/?utoken=a&rtoken=b&account=zhangwei', '/front/?account=zhangwei'],
    ['http://h/front/x#utoken=a&rtoken=b&keep=1', '/front/x#keep=1'],
    ['http://h/front/x#section', '/front/x#section'],
    ['http://h/front/#utoken=a&rtoken=b&lang=en-US', '/front/'],
    ['http://h/front/x?lang=id#utoken=a&rtoken=b&lang=id', '/front/x?lang=id'],
  ])('strips the tokens from %s -> %s', (href, expected) => {
    expect(stripLoginData(href)).toBe(expected);
  });

  it.each([
    ['http://h/front/#utoken=a&rtoken=b&lang=en-US', 'en-US'],
    ['http://h/front/#utoken=a&rtoken=b&lang=id', 'id'],
    ['http://h/front/#utoken=a&rtoken=b&lang=zh', 'zh-CN'],
    ['http://h/front/#utoken=a&rtoken=b', null],
    ['http://h/front/?lang=en-US#utoken=a&rtoken=b', null],
    ['http://h/front/#lang=en-US', null],
  ])('the language chosen on the login page in %s is %j', (href, expected) => {
    expect(readLoginLanguage(href)).toBe(expected);
  });
});

describe('account parameter', () => {
  it.each([
    ['/front/?account=lina', 'zhangwei', true],
    ['/front/?account=zhangwei', 'zhangwei', false],
    ['/front/?account=ZhangWei', 'zhangwei', false],
    ['/front/matter?x=1', 'zhangwei', false],
    ['/front/#account=lina', 'zhangwei', true],
    ['http://other.example.com/front/?account=lina', 'zhangwei', true],
  ])('%s while signed in as %s: mismatch %s', (href, account, expected) => {
    expect(isAccountMismatch(href, account)).toBe(expected);
  });

  it('reads no account from an empty parameter', () => {
    expect(accountParam('/front/?account=')).toBeNull();
  });
});

describe('toLoginState', () => {
  it('normalises the /sso/auth answer', () => {
    const state = toLoginState({ ...loginAnswer(), isAdmin: 'true', token: '', rtoken: '' }, { token: 'sent-t', rtoken: 'sent-r' });
    expect(state).toMatchObject({
      username: '张伟',
      account: 'zhangwei',
      userId: 'u-zhangwei',
      isAdmin: true,
      token: 'sent-t',
      rtoken: 'sent-r',
      permissions: ['employee'],
    });
    expect(state.userInfo?.orgList[0].orgName).toBe('研发部');
  });
});
