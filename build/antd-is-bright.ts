import { Color as RcColor } from '@rc-component/color-picker';

/**
 * What antd's Button and Tag styles take from `antd/es/color-picker/components/ColorPresets` (see
 * build/antdFirstScreenImports.ts, which points their import here): that module also holds the colour picker's presets
 * panel, and through it antd's Collapse, which the first screen never shows (issue 18). The same function as
 * antd 6's (tests/web/build/antdIsBright.test.ts compares them).
 */
export const isBright = (
  value: { toRgb: () => { r: number; g: number; b: number; a: number }; toRgbString: () => string },
  bgColorToken: string,
) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // adapted to dark mode
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
