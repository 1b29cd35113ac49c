import type { ScreenData } from '@contract/screen';

/** What every widget gets: its box in canvas pixels, its config, its data and whether to animate. */
export interface WidgetProps {
  width: number;
  height: number;
  config: Record<string, unknown>;
  data?: ScreenData;
  /** prefers-reduced-motion: draw the still picture */
  reducedMotion: boolean;
}

export const str = (config: Record<string, unknown>, key: string, fallback = ''): string => {
  const v = config[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
};

export const num = (config: Record<string, unknown>, key: string, fallback: number): number => {
  const v = Number(config[key]);
  return Number.isFinite(v) && config[key] !== null && config[key] !== '' && config[key] !== undefined ? v : fallback;
};

export const bool = (config: Record<string, unknown>, key: string): boolean => config[key] === true || config[key] === 'true';

/**
 * The [main, secondary] colours of a border box or decoration: `color` as a list, or as spec 02 §3's
 * `{ apply, first, second }`; the kind's defaults otherwise.
 */
export function colorsOf(config: Record<string, unknown>, defaults: [string, string]): [string, string] {
  const c = config.color;
  if (Array.isArray(c)) return [typeof c[0] === 'string' ? c[0] : defaults[0], typeof c[1] === 'string' ? c[1] : defaults[1]];
  if (c && typeof c === 'object') {
    const { apply, first, second } = c as { apply?: unknown; first?: unknown; second?: unknown };
    if (apply === false) return defaults;
    return [typeof first === 'string' && first ? first : defaults[0], typeof second === 'string' && second ? second : defaults[1]];
  }
  return defaults;
}

/** The background of a border box: `backgroundColor`, or spec 02 §3's `background`. */
export const backgroundOf = (config: Record<string, unknown>): string =>
  str(config, 'backgroundColor') || str(config, 'background') || 'transparent';
