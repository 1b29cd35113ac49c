import { createPersistedStore } from '@/shared/persistedStore';
import { STORAGE_KEYS } from '@/shared/storage';
import { prefersDarkScheme } from '@/shared/ui/a11y';
import { DEFAULT_THEME, colourName, sanitizeTheme, type ThemeLayout, type ThemeSettings, type ThemeStyle } from './model';

/** The theme of a user who never chose one: the default, dark when the system asks for dark colours. */
export function firstTheme(): ThemeSettings {
  return prefersDarkScheme() ? { ...DEFAULT_THEME, style: 'dark' } : { ...DEFAULT_THEME };
}

interface ThemeState extends ThemeSettings {
  setStyle: (style: ThemeStyle) => void;
  setLayout: (layout: ThemeLayout) => void;
  setColour: (hex: string) => void;
  reset: () => void;
}

/** Theme settings, kept in localStorage (spec 01 §9) and validated when read back; none kept: {@link firstTheme}. */
export const useThemeStore = createPersistedStore<ThemeState, ThemeSettings>(
  STORAGE_KEYS.theme,
  'local',
  (set) => ({
    ...firstTheme(),
    setStyle: (style) => set((s) => sanitizeTheme({ ...s, style })),
    setLayout: (layout) => set((s) => sanitizeTheme({ ...s, layout })),
    setColour: (themeColor) => set((s) => sanitizeTheme({ ...s, themeColor, name: colourName(themeColor) })),
    reset: () => set(firstTheme()),
  }),
  {
    partialize: ({ name, layout, style, themeColor }) => ({ name, layout, style, themeColor }),
    // nothing stored: the first theme stays (sanitizeTheme would answer the light default)
    merge: (persisted, current) => (persisted ? { ...current, ...sanitizeTheme(persisted) } : current),
  },
);

export function useThemeSettings(): ThemeSettings {
  const name = useThemeStore((s) => s.name);
  const layout = useThemeStore((s) => s.layout);
  const style = useThemeStore((s) => s.style);
  const themeColor = useThemeStore((s) => s.themeColor);
  return { name, layout, style, themeColor };
}
