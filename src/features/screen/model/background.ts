import type { CSSProperties } from 'react';
import { SCREEN_BUILTIN_BACKGROUNDS, type ScreenConfig } from '@contract/screen';

const LINE = 'rgba(79, 210, 221, 0.08)';

/** The built-in background images, drawn with CSS so they cost no download and stay sharp. */
export const BUILTIN_BACKGROUNDS: Record<(typeof SCREEN_BUILTIN_BACKGROUNDS)[number], string> = {
  grid: `linear-gradient(${LINE} 1px, transparent 1px) 0 0 / 40px 40px, linear-gradient(90deg, ${LINE} 1px, transparent 1px) 0 0 / 40px 40px, radial-gradient(ellipse at center, #0d2a5c 0%, #061535 75%)`,
  nebula:
    'radial-gradient(ellipse at 20% 15%, rgba(47, 84, 235, 0.35) 0%, transparent 45%), radial-gradient(ellipse at 80% 85%, rgba(19, 194, 194, 0.25) 0%, transparent 45%), radial-gradient(ellipse at 50% 50%, #0b2150 0%, #040d24 80%)',
  circuit:
    'repeating-linear-gradient(45deg, rgba(0, 186, 255, 0.06) 0 2px, transparent 2px 28px), repeating-linear-gradient(-45deg, rgba(0, 186, 255, 0.04) 0 2px, transparent 2px 28px), linear-gradient(180deg, #05122e, #0a2452)',
};

export type BackgroundPlan =
  { kind: 'style'; style: CSSProperties } | { kind: 'file'; fileId: string; color: string } | { kind: 'error'; color: string };

/** How to paint the canvas: a colour, a built-in image, or an uploaded file to fetch; an unknown image is an error. */
export function backgroundPlan(config: ScreenConfig): BackgroundPlan {
  const color = config.backgroundColor || '#061535';
  if (config.backgroundType === 'image') {
    const image = BUILTIN_BACKGROUNDS[config.backgroundImage as keyof typeof BUILTIN_BACKGROUNDS];
    return image ? { kind: 'style', style: { backgroundColor: color, background: image } } : { kind: 'error', color };
  }
  if (config.backgroundType === 'file') {
    const id = config.backgroundFile?.id;
    return id ? { kind: 'file', fileId: id, color } : { kind: 'error', color };
  }
  return { kind: 'style', style: { backgroundColor: color } };
}
