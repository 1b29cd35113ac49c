import { theme as antdTheme, type ThemeConfig } from 'antd';
import { isHexColour } from '@/shared/validators';
import { contrastRatio, mixColour, withContrast } from '@/shared/colour';

export const THEME_STYLES = ['light', 'mashup', 'dark'] as const;
export const THEME_LAYOUTS = ['vertical', 'horizontal'] as const;
export type ThemeStyle = (typeof THEME_STYLES)[number];
export type ThemeLayout = (typeof THEME_LAYOUTS)[number];

/** The seven theme colours; names are keys of locales/<lang>/theme.json (colour.<name>). */
export const THEME_COLOURS = [
  { name: 'geekblue', value: '#2F54EB' },
  { name: 'blue', value: '#1677FF' },
  { name: 'purple', value: '#722ED1' },
  { name: 'cyan', value: '#13C2C2' },
  { name: 'green', value: '#52C41A' },
  { name: 'orange', value: '#FA8C16' },
  { name: 'red', value: '#F5222D' },
] as const;

/** Theme settings of spec 01 §3: name (the colour's name, or custom), layout, style, themeColor. */
export interface ThemeSettings {
  name: string;
  layout: ThemeLayout;
  style: ThemeStyle;
  themeColor: string;
}

export const DEFAULT_THEME: ThemeSettings = { name: 'geekblue', layout: 'vertical', style: 'light', themeColor: '#2F54EB' };

export function colourName(hex: string): string {
  return THEME_COLOURS.find((c) => c.value.toLowerCase() === hex.toLowerCase())?.name ?? 'custom';
}

/** Stored settings are user-editable text: anything invalid falls back to the default, field by field. */
export function sanitizeTheme(raw: unknown): ThemeSettings {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof ThemeSettings, unknown>>;
  const layout = THEME_LAYOUTS.includes(value.layout as ThemeLayout) ? (value.layout as ThemeLayout) : DEFAULT_THEME.layout;
  const style = THEME_STYLES.includes(value.style as ThemeStyle) ? (value.style as ThemeStyle) : DEFAULT_THEME.style;
  const themeColor = isHexColour(value.themeColor) ? (value.themeColor as string) : DEFAULT_THEME.themeColor;
  return { name: colourName(themeColor), layout, style, themeColor };
}

/** The darkest surface of the light style (the page behind the cards) and the lightest of the dark one (menus, dialogs): primary-coloured text must read on them. */
export const LIGHT_SURFACE = '#f5f5f5';
export const DARK_SURFACE = '#1f1f1f';

/**
 * The theme colour as used, WCAG AA (4.5:1) in either style: `button` carries white text (primary buttons,
 * selected menu items), `text` is the colour of links, selected tabs and primary text on the page. On white
 * both are the colour darkened as far as needed; on dark the text is lightened instead (a colour light
 * enough to read on dark cannot carry white text). On light, geekblue and purple pass as chosen; the rest are darkened.
 */
export function accessiblePrimary(hex: string, style: 'light' | 'dark'): { button: string; text: string } {
  if (style === 'light') {
    const both = withContrast(hex, LIGHT_SURFACE);
    return { button: both, text: both };
  }
  return { button: withContrast(hex, '#ffffff'), text: withContrast(hex, DARK_SURFACE) };
}

const darkLinkSeeds = new Map<string, string>();

/** antd's dark algorithm darkens the link colour it is given: the seed whose derived link still reads on dark. */
function darkLinkSeed(text: string): string {
  let seed = darkLinkSeeds.get(text);
  if (seed) return seed;
  seed = '#ffffff';
  for (let step = 0; step <= 100; step += 4) {
    const candidate = mixColour(text, step / 100);
    const derived = antdTheme.darkAlgorithm({ ...antdTheme.defaultSeed, colorLink: candidate }).colorLink;
    if (contrastRatio(derived, DARK_SURFACE) >= 4.5) {
      seed = candidate;
      break;
    }
  }
  darkLinkSeeds.set(text, seed);
  return seed;
}

interface Preferences {
  /** the system asks for less motion (prefers-reduced-motion): antd animates nothing */
  reducedMotion?: boolean;
}

function themeConfig(colour: string, dark: boolean, preferences: Preferences): ThemeConfig {
  const { button, text } = accessiblePrimary(colour, dark ? 'dark' : 'light');
  const hover = mixColour(text, dark ? 0.2 : -0.2);
  return {
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: button,
      colorLink: dark ? darkLinkSeed(text) : text,
      colorLinkHover: hover,
      colorLinkActive: text,
      colorPrimaryText: text,
      colorPrimaryTextHover: hover,
      colorPrimaryTextActive: text,
      ...(preferences.reducedMotion ? { motion: false } : {}),
    },
    components: {
      Tabs: { itemSelectedColor: text, itemHoverColor: hover, itemActiveColor: text },
      Menu: { itemSelectedColor: text },
      Pagination: { itemActiveColor: text },
    },
  };
}

/** The antd theme of the whole app: the colour as the primary token (readable, see accessiblePrimary), dark algorithm for dark. */
export function appThemeConfig(settings: ThemeSettings, preferences: Preferences = {}): ThemeConfig {
  return themeConfig(settings.themeColor, settings.style === 'dark', preferences);
}

/**
 * The theme of the frame (side menu and top bar): dark in the mashup and dark styles, so mashup
 * means light content inside a dark frame, through the algorithm alone.
 */
export function chromeThemeConfig(settings: ThemeSettings, preferences: Preferences = {}): ThemeConfig {
  return themeConfig(settings.themeColor, settings.style !== 'light', preferences);
}
