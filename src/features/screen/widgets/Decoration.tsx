import { useId } from 'react';
import type { DecoDraw } from './decoDraw';
import { DECO_SHAPES_1_6 } from './decoShapes';
import { DECO_SHAPES_7_12 } from './decoShapes2';

const DECO_SHAPES = [...DECO_SHAPES_1_6, ...DECO_SHAPES_7_12];
import { bool, colorsOf, num, str, type WidgetProps } from './types';

/** Decorations dv-decoration-1..12 (spec 02 §2), SVG at their box's size. */
export function Decoration({ kind, width, height, config, reducedMotion }: WidgetProps & { kind: number }) {
  const uid = `dc${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const shape = DECO_SHAPES[kind - 1];
  if (!shape || width < 2 || height < 2) return null;
  const [main, second] = colorsOf(config, ['#3faacb', '#1a5a8a']);
  const draw: DecoDraw = {
    w: width,
    h: height,
    main,
    second,
    reverse: bool(config, 'reverse'),
    dur: Math.max(0.2, num(config, 'dur', 3)),
    motion: !reducedMotion,
    text: str(config, 'text'),
    uid,
  };
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ display: 'block', overflow: 'visible' }}
      aria-hidden={!draw.text}
    >
      {shape(draw)}
    </svg>
  );
}
