import { describe, expect, it } from 'vitest';
import { HANDBOOK_URL, inReaderLanguage } from '@/shared/handbook';

describe("the handbook opens in the reader's language (issue: a Chinese handbook in the English portal)", () => {
  it.each([
    ['/portal/handbook/', 'en-US', '/portal/handbook/?lang=en-US'],
    ['/portal/handbook/', 'id', '/portal/handbook/?lang=id'],
    ['/portal/handbook/start?x=1#a', 'id', '/portal/handbook/start?x=1&lang=id#a'],
    ['/portal/handbook/?lang=zh-CN', 'en-US', '/portal/handbook/?lang=en-US'],
    ['http://127.0.0.1/portal/handbook/', 'id', 'http://127.0.0.1/portal/handbook/?lang=id'],
    ['https://other.example/portal/handbook/', 'id', 'https://other.example/portal/handbook/'],
    ['/front/home', 'id', '/front/home'],
    ['https://dms.example.com/x', 'en-US', 'https://dms.example.com/x'],
  ] as const)('%s in %s -> %s', (url, language, expected) => {
    expect(inReaderLanguage(url, language, 'http://127.0.0.1')).toBe(expected);
  });

  it('the top bar button and the handbook link share one address', () => {
    expect(HANDBOOK_URL).toBe('/portal/handbook/');
  });
});
