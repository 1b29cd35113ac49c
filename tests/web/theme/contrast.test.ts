import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { appThemeConfig, DEFAULT_THEME, THEME_COLOURS, accessiblePrimary, firstTheme, type ThemeStyle } from '@/features/theme';
import { contrastRatio, markOn, withContrast } from '@/shared/colour';
import { fakeMatchMedia } from '../support/matchMedia';

const AA = 4.5;
const tokensOf = (style: ThemeStyle, themeColor: string) => theme.getDesignToken(appThemeConfig({ ...DEFAULT_THEME, style, themeColor }));

describe('contrast arithmetic (WCAG 2)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#1677ff', '#ffffff', 4.1],
  ])('%s on %s is %s:1', (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1));

  it('marks a colour in white while white reads on it, else in black', () => {
    expect(markOn('#2f54eb')).toBe('#ffffff');
    expect(markOn('#1677ff')).toBe('#ffffff');
    expect(markOn('#13c2c2')).toBe('#000000');
    expect(markOn('#fa8c16')).toBe('#000000');
  });

  it('keeps a colour that already reads and shades one that does not, the right way', () => {
    expect(withContrast('#2f54eb', '#ffffff')).toBe('#2f54eb');
    const green = withContrast('#52c41a', '#ffffff');
    expect(contrastRatio(green, '#ffffff')).toBeGreaterThanOrEqual(AA);
    const onDark = withContrast('#2f54eb', '#1f1f1f');
    expect(contrastRatio(onDark, '#1f1f1f')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(onDark, '#ffffff')).toBeLessThan(contrastRatio('#2f54eb', '#ffffff'));
  });
});

// the palette as antd derives it from our theme: what the buttons, links and selected tabs really show
describe.each(THEME_COLOURS.map((c) => [c.name, c.value] as const))('theme colour %s (%s)', (_name, hex) => {
  it.each(['light', 'mashup', 'dark'] as const)('reaches AA in the %s style', (style) => {
    const t = tokensOf(style, hex);
    // white text on primary buttons and selected menu items
    expect(contrastRatio('#ffffff', t.colorPrimary)).toBeGreaterThanOrEqual(AA);
    // primary text and links on every surface of the style
    for (const surface of [t.colorBgContainer, t.colorBgElevated, t.colorBgLayout]) {
      expect(contrastRatio(t.colorPrimaryText, surface)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(t.colorLink, surface)).toBeGreaterThanOrEqual(AA);
    }
  });

  // the drawer shows the colour as it is: the check of the chosen one is what tells it apart (WCAG 1.4.11, 3:1)
  it('draws the check of its swatch in a colour that reads on it', () => {
    expect(contrastRatio(markOn(hex), hex)).toBeGreaterThanOrEqual(3);
  });

  it('changes nothing in a colour that already passes', () => {
    const { button } = accessiblePrimary(hex, 'light');
    if (contrastRatio(hex, '#ffffff') >= AA) expect(button.toLowerCase()).toBe(hex.toLowerCase());
    else expect(button.toLowerCase()).not.toBe(hex.toLowerCase());
  });
});

describe('preferences of the system', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('starts dark for a user who never chose a theme when the system asks for dark', () => {
    window.matchMedia = fakeMatchMedia((q) => q.includes('prefers-color-scheme: dark'));
    expect(firstTheme()).toEqual({ ...DEFAULT_THEME, style: 'dark' });
    window.matchMedia = fakeMatchMedia(() => false);
    expect(firstTheme()).toEqual(DEFAULT_THEME);
  });

  it('turns antd motion off when the system asks for reduced motion', () => {
    expect(appThemeConfig(DEFAULT_THEME, { reducedMotion: true }).token?.motion).toBe(false);
    expect(appThemeConfig(DEFAULT_THEME).token?.motion).toBeUndefined();
  });
});
