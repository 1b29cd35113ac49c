import { describe, expect, it } from 'vitest';
import {
  appPathFromUrl,
  carryQueryFlags,
  isAllowedMessageOrigin,
  isEmbeddableUrl,
  isFullScreen,
  routerMessageAction,
  withCarriedFlags,
} from '@/app/router/urls';
import { predicateCases } from '../support/cases';

const SELF = 'https://portal.example.com';

describe('isAllowedMessageOrigin', () => {
  const allow = ['https://oa.example.com', 'https://hr.example.com/'];
  it.each([
    [SELF, true],
    [`${SELF}/`, true],
    ['https://oa.example.com', true],
    ['https://hr.example.com', true],
    ['https://OA.example.com', true],
    ['http://portal.example.com', false],
    ['https://portal.example.com:8443', false],
    ['https://evil.example.com', false],
    ['https://oa.example.com.evil.test', false],
    ['null', false],
    ['', false],
  ])('%s -> %s', (origin, expected) => expect(isAllowedMessageOrigin(origin, SELF, allow)).toBe(expected));
});

describe('appPathFromUrl', () => {
  it.each([
    ['/front/matter/myTask', '/matter/myTask'],
    ['/front/matter/approvalForm?instId=1&type=fromMonitor', '/matter/approvalForm?instId=1&type=fromMonitor'],
    ['/front', '/'],
    ['/matter/myTask', '/matter/myTask'],
    ['matter/myTask', '/matter/myTask'],
    [`${SELF}/front/home#x`, '/home#x'],
    [`${SELF}/other/app`, null],
    ['https://evil.example.com/front/home', null],
    ['//evil.example.com/front/home', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['', null],
    [42, null],
  ])('%j -> %j', (url, expected) => expect(appPathFromUrl(url, SELF)).toBe(expected));
});

describe('routerMessageAction', () => {
  const ctx = { selfOrigin: SELF, allowList: ['https://oa.example.com'], account: 'zhangwei' };
  it.each([
    ['a same-origin router message', SELF, { type: 'router', url: '/front/matter/myTask' }, { kind: 'navigate', path: '/matter/myTask' }],
    ['an allow-listed origin', 'https://oa.example.com', { type: 'router', url: '/home' }, { kind: 'navigate', path: '/home' }],
    ['another origin', 'https://evil.example.com', { type: 'router', url: '/home' }, { kind: 'ignore' }],
    ['another message type', SELF, { type: 'resize', url: '/home' }, { kind: 'ignore' }],
    ['a URL leaving the app', SELF, { type: 'router', url: 'https://evil.example.com/x' }, { kind: 'ignore' }],
    ['a script URL', SELF, { type: 'router', url: 'javascript:alert(1)' }, { kind: 'ignore' }],
    ['no data', SELF, null, { kind: 'ignore' }],
    ['a string', SELF, 'router', { kind: 'ignore' }],
    ['the same account', SELF, { type: 'router', url: '/home?account=zhangwei' }, { kind: 'navigate', path: '/home?account=zhangwei' }],
    ['another account', SELF, { type: 'router', url: '/home?account=lina' }, { kind: 'login', path: '/home?account=lina' }],
  ])('%s', (_label, origin, data, expected) => {
    expect(routerMessageAction({ origin, data }, ctx)).toEqual(expected);
  });
});

describe('query flags', () => {
  it.each([
    ['?__isFull__=1', '', '?__isFull__=1'],
    ['?__isFull__=1&__sourceSystem__=oa&rolePermission=r', '?a=1', '?a=1&__isFull__=1&__sourceSystem__=oa&rolePermission=r'],
    ['?__isFull__=1', '?__isFull__=0', null],
    ['?other=1', '', null],
    ['', '?__isFull__=1', null],
  ])('carry %s into %s -> %s', (previous, next, expected) => {
    expect(carryQueryFlags(previous, next)).toBe(expected);
  });

  it.each([
    ['/home', '?__sourceSystem__=oa', '/home?__sourceSystem__=oa'],
    ['/home?x=1#top', '?__sourceSystem__=oa', '/home?x=1&__sourceSystem__=oa#top'],
    ['/home', '', '/home'],
  ])('withCarriedFlags(%s) from %s', (to, current, expected) => {
    expect(withCarriedFlags(to, current)).toBe(expected);
  });

  it('adds flags to object targets and leaves history steps alone', () => {
    expect(withCarriedFlags({ pathname: '/a' }, '?rolePermission=r')).toEqual({ pathname: '/a', search: '?rolePermission=r' });
    expect(withCarriedFlags(-1, '?rolePermission=r')).toBe(-1);
  });

  it.each(predicateCases(['?__isFull__=1', '?__isFull__=true', '?__isFull__='], ['?__isFull__=0', '?__isFull__=false', '']))(
    'isFullScreen(%s) is %s',
    (search, expected) => expect(isFullScreen(search)).toBe(expected),
  );
});

describe('isEmbeddableUrl', () => {
  const allow = ['reports.example.com', 'bi.example.com:8443'];
  it.each([
    ['/portal/reports/monthly', true],
    [`${SELF}/x`, true],
    ['https://reports.example.com/m', true],
    ['https://bi.example.com:8443/dash', true],
    ['https://bi.example.com/dash', false],
    ['https://evil.example.com', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (url, expected) => expect(isEmbeddableUrl(url, SELF, allow)).toBe(expected));
});
