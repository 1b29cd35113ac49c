import type { ReactNode } from 'react';
import { anim, blinkSteps, pts, type DecoShape } from './decoDraw';

/** 1: a grid of small squares, some blinking. */
const deco1: DecoShape = (d) => {
  const cols = Math.max(1, Math.floor(d.w / 14));
  const rows = Math.max(1, Math.floor(d.h / 14));
  const cells: ReactNode[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const lit = (r * 7 + c * 3) % 5 === 0;
      cells.push(
        <rect key={`${r}-${c}`} x={c * 14 + 4} y={r * 14 + 4} width={5} height={5} fill={lit ? d.main : d.second}>
          {lit ? blinkSteps(d, `${((r + c) % 4) * 0.4}s`) : null}
        </rect>,
      );
    }
  return cells;
};

/** 2: a line with a light moving along it; `reverse` stands it upright. */
const deco2: DecoShape = (d) =>
  d.reverse ? (
    <>
      <rect x={d.w / 2 - 0.5} y={0} width={1} height={d.h} fill={d.second} />
      <rect x={d.w / 2 - 1} y={0} width={2} height={d.h * 0.2} fill={d.main}>
        {anim(d, 'y', `0;${d.h * 0.8};0`)}
      </rect>
    </>
  ) : (
    <>
      <rect x={0} y={d.h / 2 - 0.5} width={d.w} height={1} fill={d.second} />
      <rect x={0} y={d.h / 2 - 1} width={d.w * 0.2} height={2} fill={d.main}>
        {anim(d, 'x', `0;${d.w * 0.8};0`)}
      </rect>
    </>
  );

/** 3: a row of squares blinking one after another. */
const deco3: DecoShape = (d) => {
  const n = Math.max(1, Math.floor(d.w / 18));
  return Array.from({ length: n }, (_, i) => (
    <rect key={i} x={i * 18 + 2} y={d.h / 2 - 6} width={12} height={12} fill={i % 3 === 0 ? d.main : d.second}>
      {blinkSteps(d, `${(i % 6) * 0.3}s`)}
    </rect>
  ));
};

/** 4: an upright dashed line with a light running down; `reverse` lays it flat. */
const deco4: DecoShape = (d) => {
  const vertical = !d.reverse;
  const len = vertical ? d.h : d.w;
  const line = vertical ? { x1: d.w / 2, y1: 0, x2: d.w / 2, y2: d.h } : { x1: 0, y1: d.h / 2, x2: d.w, y2: d.h / 2 };
  return (
    <>
      <line {...line} stroke={d.second} strokeWidth={2} strokeDasharray="6 4" />
      <line {...line} stroke={d.main} strokeWidth={3} strokeDasharray={`${len * 0.25} ${len}`}>
        {anim(d, 'stroke-dashoffset', `${len};${-len * 0.25}`)}
      </line>
    </>
  );
};

/** 5: the underline of a title, drawn out from the middle. */
const deco5: DecoShape = (d) => {
  const { w, h } = d;
  const upper = pts([
    [0, h * 0.2],
    [w * 0.3, h * 0.2],
    [w * 0.35, h * 0.6],
    [w * 0.65, h * 0.6],
    [w * 0.7, h * 0.2],
    [w, h * 0.2],
  ]);
  const lower = pts([
    [w * 0.38, h * 0.9],
    [w * 0.62, h * 0.9],
  ]);
  return (
    <>
      <polyline points={upper} fill="none" stroke={d.main} strokeWidth={2} strokeDasharray={`${w * 1.2}`}>
        {anim(d, 'stroke-dashoffset', `${w * 1.2};0;0`)}
      </polyline>
      <polyline points={lower} fill="none" stroke={d.second} strokeWidth={2} />
    </>
  );
};

/** 6: bars rising and falling like a level meter. */
const deco6: DecoShape = (d) => {
  const n = Math.max(1, Math.floor(d.w / 10));
  // drawn upside down so the bars stand on the bottom edge while only their height changes
  const bars = Array.from({ length: n }, (_, i) => {
    const base = d.h * (0.3 + ((i * 37) % 60) / 100);
    return (
      <rect key={i} x={i * 10 + 2} y={0} width={5} height={base} fill={i % 4 === 0 ? d.main : d.second}>
        {/* a level meter moves in steps: repainted when a bar changes, not on every frame */}
        {d.motion ? (
          <animate
            attributeName="height"
            values={`${base};${d.h * 0.2};${base * 0.6};${base}`}
            dur={`${d.dur}s`}
            begin={`${(i % 5) * 0.2}s`}
            calcMode="discrete"
            repeatCount="indefinite"
          />
        ) : null}
      </rect>
    );
  });
  return <g transform={`translate(0 ${d.h}) scale(1 -1)`}>{bars}</g>;
};

export const DECO_SHAPES_1_6: DecoShape[] = [deco1, deco2, deco3, deco4, deco5, deco6];
