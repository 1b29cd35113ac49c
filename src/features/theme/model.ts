import { theme as antdTheme, type ThemeConfig } from 'antd';
import { isHexColour } from '@/shared/validators';

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

/** The antd theme of the whole app: the colour as the primary token, dark algorithm for dark. */
export function appThemeConfig(settings: ThemeSettings): ThemeConfig {
  return {
    algorithm: settings.style === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { colorPrimary: settings.themeColor },
  };
}

/**
 * The theme of the frame (side menu and top bar): dark in the mashup and dark styles, so mashup
 * means light content inside a dark frame, through the algorithm alone.
 */
export function chromeThemeConfig(settings: ThemeSettings): ThemeConfig {
  return {
    algorithm: settings.style === 'light' ? antdTheme.defaultAlgorithm : antdTheme.darkAlgorithm,
    token: { colorPrimary: settings.themeColor },
  };
}
