import { describe, expect, it } from 'vitest';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright } from '../../../build/antd-is-bright';

// antd's Button and Tag styles take isBright from build/antd-is-bright.ts in the portal's build: the same answers
describe('the isBright that stands in for antd colour presets', () => {
  it.each([
    ['#ffffff', '#ffffff'],
    ['#000000', '#ffffff'],
    ['#2F54EB', '#ffffff'],
    ['#fadb14', '#141414'],
    ['rgba(255,255,255,0.3)', '#141414'],
    ['rgba(0,0,0,0.2)', '#ffffff'],
    ['#52c41a', '#000000'],
  ])('%s on %s answers as antd', (colour, background) => {
    const value = new AggregationColor(colour);
    expect(isBright(value, background)).toBe(antdIsBright(value, background));
  });
});
