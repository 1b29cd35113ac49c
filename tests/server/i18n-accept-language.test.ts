import { describe, expect, it } from 'vitest';
import { browserLang, requestLang } from '../../server/src/lib/i18n.js';
import { pageLang } from '../../server/src/lib/page.js';

// Issue 29 item 4: an Indonesian Chrome sends `id-ID,id;q=0.9`, a British one `en-GB`; both were answered in Chinese.
describe('the browser language from Accept-Language (spec 01 §4 by primary subtag, q-values)', () => {
  it.each([
    ['id-ID', 'id'],
    ['id-ID,id;q=0.9', 'id'],
    ['id', 'id'],
    ['in-ID', 'id'],
    ['en-GB', 'en-US'],
    ['en-US,en;q=0.9', 'en-US'],
    ['en', 'en-US'],
    ['zh-TW,zh;q=0.9', 'zh-CN'],
    ['zh-Hant-HK', 'zh-CN'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'en-US'],
    ['de-DE,de;q=0.9,id;q=0.8,en;q=0.7', 'id'],
    ['en;q=0.2,id;q=0.9', 'id'],
    ['id;q=0,en-GB', 'en-US'],
    ['EN-gb', 'en-US'],
    ['en_GB', 'en-US'],
    ['fr', 'zh-CN'],
    ['*', 'zh-CN'],
    ['', 'zh-CN'],
    [undefined, 'zh-CN'],
    [';;,,q=1', 'zh-CN'],
  ])('%j gives %s', (header, expected) => {
    expect(browserLang(header)).toBe(expected);
  });

  it('pages and answers use it when no language is asked for; ?lang and P-LangId still win', () => {
    expect(pageLang(undefined, 'id-ID,id;q=0.9')).toBe('id');
    expect(pageLang('en-US', 'id-ID')).toBe('en-US');
    expect(requestLang({ headers: { 'accept-language': 'en-GB,en;q=0.9' } })).toBe('en-US');
    expect(requestLang({ headers: { 'accept-language': 'id-ID', 'p-langid': 'zh-CN' } })).toBe('zh-CN');
  });
});

// Issue 30: a company that offers fewer languages; the server's pages negotiate within them.
describe('within the languages the company offers', () => {
  const zhEn = ['zh-CN', 'en-US'] as const;
  const enId = ['en-US', 'id'] as const;
  it.each([
    ['id-ID,id;q=0.9', zhEn, 'zh-CN'],
    ['id-ID,en;q=0.5', zhEn, 'en-US'],
    ['en-GB', zhEn, 'en-US'],
    ['fr', enId, 'en-US'],
    ['zh-CN', enId, 'en-US'],
    ['zh-CN,id;q=0.3', enId, 'id'],
    [undefined, ['id'] as const, 'id'],
  ])('%j offered %j gives %s', (header, offered, expected) => {
    expect(browserLang(header, offered)).toBe(expected);
  });

  it('?lang not offered gives the first offered; an offered one wins over Accept-Language', () => {
    expect(pageLang('id', 'id-ID', zhEn)).toBe('zh-CN');
    expect(pageLang('zh', 'en', enId)).toBe('en-US');
    expect(pageLang('en-US', 'id-ID', zhEn)).toBe('en-US');
    expect(pageLang(undefined, 'id-ID,en;q=0.1', zhEn)).toBe('en-US');
  });
});
