import { beforeEach, describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { DEFAULT_THEME, THEME_COLOURS, appThemeConfig, chromeThemeConfig, sanitizeTheme, useThemeStore } from '@/features/theme';
import { STORAGE_KEYS } from '@/shared/storage';

describe('theme model', () => {
  it('defaults to vertical, light, #2F54EB', () => {
    expect(DEFAULT_THEME).toMatchObject({ layout: 'vertical', style: 'light', themeColor: '#2F54EB' });
  });

  it('offers seven colours, #2F54EB first, all hex', () => {
    expect(THEME_COLOURS).toHaveLength(7);
    expect(THEME_COLOURS[0].value).toBe('#2F54EB');
    expect(new Set(THEME_COLOURS.map((c) => c.value)).size).toBe(7);
    THEME_COLOURS.forEach((c) => expect(c.value).toMatch(/^#[0-9A-F]{6}$/));
  });

  it.each([
    [
      { layout: 'horizontal', style: 'dark', themeColor: '#722ED1' },
      { name: 'purple', layout: 'horizontal', style: 'dark', themeColor: '#722ED1' },
    ],
    [{ layout: 'diagonal', style: 'neon', themeColor: 'red' }, DEFAULT_THEME],
    [
      { style: 'mashup', themeColor: '#abc' },
      { name: 'custom', layout: 'vertical', style: 'mashup', themeColor: '#abc' },
    ],
    [null, DEFAULT_THEME],
    ['garbage', DEFAULT_THEME],
  ])('sanitizes %j', (raw, expected) => expect(sanitizeTheme(raw)).toEqual(expected));

  it.each([
    ['light', antdTheme.defaultAlgorithm, antdTheme.defaultAlgorithm],
    ['mashup', antdTheme.defaultAlgorithm, antdTheme.darkAlgorithm],
    ['dark', antdTheme.darkAlgorithm, antdTheme.darkAlgorithm],
  ] as const)('%s: content and frame algorithms', (style, content, frame) => {
    const settings = { ...DEFAULT_THEME, style, themeColor: '#722ED1' };
    expect(appThemeConfig(settings)).toMatchObject({ algorithm: content, token: { colorPrimary: '#722ed1' } });
    expect(chromeThemeConfig(settings)).toMatchObject({ algorithm: frame, token: { colorPrimary: '#722ed1' } });
  });
});

describe('theme store persistence', () => {
  beforeEach(() => {
    localStorage.clear();
    useThemeStore.getState().reset();
  });

  it('stores the settings in localStorage', () => {
    const s = useThemeStore.getState();
    s.setStyle('mashup');
    s.setLayout('horizontal');
    s.setColour('#52C41A');
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.theme)!);
    expect(saved.state).toEqual({ name: 'green', layout: 'horizontal', style: 'mashup', themeColor: '#52C41A' });
  });

  it('reads the stored settings back after a reload', async () => {
    localStorage.setItem(
      STORAGE_KEYS.theme,
      JSON.stringify({ state: { name: 'red', layout: 'horizontal', style: 'dark', themeColor: '#F5222D' }, version: 0 }),
    );
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState()).toMatchObject({ name: 'red', layout: 'horizontal', style: 'dark', themeColor: '#F5222D' });
  });

  it('falls back to the defaults for tampered storage', async () => {
    localStorage.setItem(
      STORAGE_KEYS.theme,
      JSON.stringify({ state: { layout: 'x', style: 'y', themeColor: 'url(javascript:1)' }, version: 0 }),
    );
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState()).toMatchObject(DEFAULT_THEME);
  });

  it('rejects a colour that is not hex', () => {
    useThemeStore.getState().setColour('expression(alert(1))');
    expect(useThemeStore.getState().themeColor).toBe('#2F54EB');
  });
});
