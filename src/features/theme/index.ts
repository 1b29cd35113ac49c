import { lazy } from 'react';

/** Loaded when first opened: the drawer is not part of the first screen. */
export const ThemeDrawer = lazy(() => import('./components/ThemeDrawer'));
export type { ThemeDrawerProps } from './components/ThemeDrawer';
export { firstTheme, useThemeStore, useThemeSettings } from './store';
export { DocumentTheme } from './components/DocumentTheme';
export {
  DEFAULT_THEME,
  THEME_COLOURS,
  THEME_LAYOUTS,
  THEME_STYLES,
  accessiblePrimary,
  appThemeConfig,
  chromeThemeConfig,
  sanitizeTheme,
  type ThemeLayout,
  type ThemeSettings,
  type ThemeStyle,
} from './model';
