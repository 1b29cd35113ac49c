import { describe, expect, it } from 'vitest';
import { accountParam, isAccountMismatch, readLoginData, readLoginLanguage, stripLoginData } from '@/features/auth';
import { avatarAddress, DEFAULT_AVATAR, toAdminFlag, toLoginState } from '@/shared/session';
import { toAdminFlag as sharedToAdminFlag } from '@/shared/validators';
import { loginAnswer } from '../../../mocks/fixtures/users';
import { predicateCases } from '../support/cases';

// the sign-in state (features/auth) and the personal information dialog (shared/validators) read the flag: by one rule
describe.each([
  ['features/auth', toAdminFlag],
  ['shared/validators', sharedToAdminFlag],
])('admin flag (spec 01 §5) of %s', (_source, adminFlag) => {
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
    expect(adminFlag(value)).toBe(expected);
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
    expect(DEFAULT_AVATAR).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(DEFAULT_AVATAR)).toContain('<circle');
  });
});

describe('login data in the address (spec 01 §4)', () => {
  const ab = { token: 'a', rtoken: 'b' };
  // an address: the login data read from it, the address without the login data, the language chosen on the login page
  it.each([
    ['http://h/front/#utoken=a&rtoken=b', ab, '/front/', null],
    ['http://h/front/matter/myTask?tab=1#utoken=a&rtoken=b', ab, '/front/matter/myTask?tab=1', null],
    ['http://h/front/?utoken=a&rtoken=b', ab, '/front/', null],
    ['http://h/front/#/x?utoken=a&rtoken=b', ab, '/front/#/x', null],
    ['http://h/front/#utoken=a', null, '/front/', null],
    ['http://h/front/?rtoken=b', null, '/front/', null],
    ['http://h/front/', null, '/front/', null],
    ['http://h/front/?utoken=a&rtoken=b&account=zhangwei', ab, '/front/?account=zhangwei', null],
    ['http://h/front/x#utoken=a&rtoken=b&keep=1', ab, '/front/x#keep=1', null],
    ['http://h/front/x#section', null, '/front/x#section', null],
    ['http://h/front/#utoken=a&rtoken=b&lang=en-US', ab, '/front/', 'en-US'],
    ['http://h/front/#utoken=a&rtoken=b&lang=id', ab, '/front/', 'id'],
    ['http://h/front/#utoken=a&rtoken=b&lang=zh', ab, '/front/', 'zh-CN'],
    ['http://h/front/x?lang=id#utoken=a&rtoken=b&lang=id', ab, '/front/x?lang=id', 'id'],
    ['http://h/front/?lang=en-US#utoken=a&rtoken=b', ab, '/front/?lang=en-US', null],
    ['http://h/front/#lang=en-US', null, '/front/', null],
  ])('%s: login data %j, stripped %s, language %j', (href, data, stripped, language) => {
    expect(readLoginData(href)).toEqual(data);
    expect(stripLoginData(href)).toBe(stripped);
    expect(readLoginLanguage(href)).toBe(language);
  });
});

describe('account parameter', () => {
  it.each(
    predicateCases(
      ['/front/?account=lina', '/front/#account=lina', 'http://other.example.com/front/?account=lina'],
      ['/front/?account=zhangwei', '/front/?account=ZhangWei', '/front/matter?x=1'],
    ),
  )('%s while signed in as zhangwei: mismatch %s', (href, expected) => {
    expect(isAccountMismatch(href, 'zhangwei')).toBe(expected);
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
