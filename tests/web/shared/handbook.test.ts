import { describe, expect, it } from 'vitest';
import { HANDBOOK_URL, inReaderLanguage } from '@/shared/handbook';
import { LANGUAGES } from '@/shared/i18n';

const ORIGIN = 'http://127.0.0.1';

describe("the handbook opens in the reader's language (issue: a Chinese handbook in the English portal)", () => {
  // an address of our handbook, and where it leads in a language ({lang})
  it.each([
    ['/portal/handbook/', '/portal/handbook/?lang={lang}'],
    ['/portal/handbook/start?x=1#a', '/portal/handbook/start?x=1&lang={lang}#a'],
    ['/portal/handbook/?lang=zh-CN', '/portal/handbook/?lang={lang}'],
    ['http://127.0.0.1/portal/handbook/', 'http://127.0.0.1/portal/handbook/?lang={lang}'],
  ])('%s -> %s in every language', (url, expected) => {
    for (const language of LANGUAGES) expect(inReaderLanguage(url, language, ORIGIN)).toBe(expected.replace('{lang}', language));
  });

  it.each(['https://other.example/portal/handbook/', '/front/home', 'https://dms.example.com/x'])(
    'leaves %s, which is not our handbook, alone in every language',
    (url) => {
      for (const language of LANGUAGES) expect(inReaderLanguage(url, language, ORIGIN)).toBe(url);
    },
  );

  it('the top bar button and the handbook link share one address', () => {
    expect(HANDBOOK_URL).toBe('/portal/handbook/');
  });
});
