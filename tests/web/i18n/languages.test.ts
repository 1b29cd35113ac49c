import { describe, expect, it, vi, afterEach } from 'vitest';
import dayjs from 'dayjs';
import { renderHook } from '@testing-library/react';
import { browserLanguage, currentLanguage, i18n, initI18n, mapLanguage, setLanguage, startLanguage, useLanguage } from '@/shared/i18n';
import { browserLocation } from '@/shared/browser';
import { STORAGE_KEYS } from '@/shared/storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  initI18n('zh-CN');
});

describe('language mapping (spec 01 §4)', () => {
  it.each([
    ['zh', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-tw', 'zh-CN'],
    ['ZH-TW', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['en', 'en-US'],
    ['en-us', 'en-US'],
    ['en-US', 'en-US'],
    ['id', 'id'],
    ['ID', 'id'],
    ['en-GB', 'zh-CN'],
    ['fr', 'zh-CN'],
    ['ms', 'zh-CN'],
    ['', 'zh-CN'],
    [null, 'zh-CN'],
    [undefined, 'zh-CN'],
  ])('%j gives %s', (raw, expected) => {
    expect(mapLanguage(raw)).toBe(expected);
  });
});

describe('initI18n', () => {
  it('starts in the stored language, matching dayjs and <html lang>', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'id');
    initI18n();
    expect(currentLanguage()).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(dayjs.locale()).toBe('id');
    expect(i18n.t('errors:http.timeout')).toBe('Permintaan ke backend habis waktu');
  });

  it.each([
    ['zh-CN', 'zh-cn', '后端连接错误'],
    ['en-US', 'en', 'Backend connection error'],
    ['id', 'id', 'Kesalahan koneksi backend'],
  ] as const)('%s uses dayjs %s and its own texts', (language, dayjsLocale, text) => {
    initI18n(language);
    expect(dayjs.locale()).toBe(dayjsLocale);
    expect(document.documentElement.lang).toBe(language);
    expect(i18n.t('errors:http.connection')).toBe(text);
  });

  it('defaults to Chinese when nothing usable is stored', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'klingon');
    initI18n();
    expect(currentLanguage()).toBe('zh-CN');
  });
});

describe('the first language after sign-in (issue: the login page choice was lost)', () => {
  it.each([
    [['en-US', 'en'], 'en-US'],
    [['id'], 'id'],
    [['id-ID'], 'id'],
    [['en-GB', 'en'], 'en-US'],
    [['fr-FR', 'en-US'], 'en-US'],
    [['zh-TW'], 'zh-CN'],
    [['zh-Hant-HK'], 'zh-CN'],
    [['in-ID'], 'id'],
    [['fr', 'in'], 'id'],
    [['fr'], 'zh-CN'],
    [[], 'zh-CN'],
  ])('browser languages %j give %s', (languages, expected) => {
    expect(browserLanguage(languages)).toBe(expected);
  });

  it('the choice made on the login page comes first and is stored', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'zh-CN');
    expect(startLanguage('id', ['en-US'])).toBe('id');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('id');
  });

  it('else a language stored in the portal wins over the browser', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'id');
    expect(startLanguage(null, ['en-US'])).toBe('id');
  });

  it('else the browser language, not stored (a later change of the browser still counts)', () => {
    expect(startLanguage(null, ['en-US', 'en'])).toBe('en-US');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    expect(startLanguage(null, ['fr'])).toBe('zh-CN');
  });
});

describe('the language of calls made before the texts are ready (sign-in, the first screen prefetch)', () => {
  it("is the one the portal starts in: the browser's when nothing is stored, the stored one else", () => {
    const started = i18n.isInitialized;
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID', 'id']);
    try {
      i18n.isInitialized = false;
      localStorage.removeItem(STORAGE_KEYS.language);
      expect(currentLanguage()).toBe('id');
      localStorage.setItem(STORAGE_KEYS.language, 'en-US');
      expect(currentLanguage()).toBe('en-US');
    } finally {
      i18n.isInitialized = started;
      languages.mockRestore();
    }
  });
});

describe('setLanguage', () => {
  it('stores the language and reloads the page', () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    setLanguage('en-US');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en-US');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('useLanguage offers the current language and the three choices', () => {
    initI18n('en-US');
    const { result } = renderHook(() => useLanguage());
    expect(result.current.language).toBe('en-US');
    expect(result.current.languages).toEqual(['zh-CN', 'en-US', 'id']);
  });
});
