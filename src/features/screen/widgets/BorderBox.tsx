import { useId } from 'react';
import { SHAPES_1_7, type BoxDraw } from './boxShapes1';
import { SHAPES_8_13 } from './boxShapes2';
import { backgroundOf, bool, colorsOf, num, str, type WidgetProps } from './types';

const SHAPES = [...SHAPES_1_7, ...SHAPES_8_13];

/** Default [main, secondary] colours per box kind (1-13). */
const DEFAULTS: Array<[string, string]> = [
  ['#4fd2dd', '#235fa7'],
  ['#ffffff', '#6586ec'],
  ['#2862b7', '#4fd2dd'],
  ['#4f9fe0', '#1d5ba8'],
  ['#6586ec', '#2cf7fe'],
  ['#6586ec', '#4fd2dd'],
  ['#4fd2dd', '#11eefd'],
  ['#235fa7', '#4fd2dd'],
  ['#11eefd', '#0078d2'],
  ['#1d48c4', '#d3e1f8'],
  ['#8aaafb', '#1f33a2'],
  ['#2e6099', '#7ce7fd'],
  ['#6586ec', '#2cf7fe'],
];

/** Border boxes dv-border-box-1..13 (spec 02 §2), drawn in SVG at the box's own size so they stay sharp at any scale. */
export function BorderBox({ kind, width, height, config, reducedMotion }: WidgetProps & { kind: number }) {
  const uid = `bb${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const shape = SHAPES[kind - 1];
  if (!shape || width < 10 || height < 10) return null;
  const [main, second] = colorsOf(config, DEFAULTS[kind - 1]);
  const draw: BoxDraw = {
    w: width,
    h: height,
    main,
    second,
    bg: backgroundOf(config),
    reverse: bool(config, 'reverse'),
    dur: Math.max(0.2, num(config, 'dur', 3)),
    motion: !reducedMotion,
    title: str(config, 'title'),
    titleWidth: num(config, 'titleWidth', 250),
    uid,
  };
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ display: 'block', overflow: 'visible' }} aria-hidden>
      {shape(draw)}
    </svg>
  );
}
