import type { ReactNode } from 'react';

/** What a border-box shape draws from: the box size and the box's config, resolved. */
export interface BoxDraw {
  w: number;
  h: number;
  main: string;
  second: string;
  bg: string;
  reverse: boolean;
  /** animation seconds */
  dur: number;
  motion: boolean;
  title: string;
  titleWidth: number;
  /** unique id prefix for gradients and filters */
  uid: string;
}

export type BoxShape = (d: BoxDraw) => ReactNode;

const pts = (list: Array<[number, number]>) => list.map(([x, y]) => `${x},${y}`).join(' ');

/** A blink, left out under reduced motion; discrete steps repaint only when the value changes, not every frame. */
export const blink = (d: BoxDraw, values = '1;0.3;1', begin = '0s') =>
  d.motion ? (
    <animate attributeName="opacity" values={values} dur={`${d.dur}s`} begin={begin} calcMode="discrete" repeatCount="indefinite" />
  ) : null;

/** 1: four corner brackets with blinking studs. */
const box1: BoxShape = (d) => {
  const corner = (tx: string) => (
    <g transform={tx}>
      <polyline
        points={pts([
          [4, 30],
          [4, 4],
          [30, 4],
        ])}
        fill="none"
        stroke={d.main}
        strokeWidth={3}
      />
      <rect x={9} y={9} width={5} height={5} fill={d.second}>
        {blink(d)}
      </rect>
      <rect x={18} y={9} width={5} height={5} fill={d.second}>
        {blink(d, '1;0.3;1', `${d.dur / 3}s`)}
      </rect>
    </g>
  );
  return (
    <>
      <rect x={6} y={6} width={d.w - 12} height={d.h - 12} fill={d.bg} stroke={d.second} strokeOpacity={0.4} />
      {corner('')}
      {corner(`translate(${d.w} 0) scale(-1 1)`)}
      {corner(`translate(0 ${d.h}) scale(1 -1)`)}
      {corner(`translate(${d.w} ${d.h}) scale(-1 -1)`)}
    </>
  );
};

/** 2: a double frame with corner dots. */
const box2: BoxShape = (d) => (
  <>
    <rect x={1} y={1} width={d.w - 2} height={d.h - 2} fill={d.bg} stroke={d.main} strokeWidth={1.5} />
    <rect x={7} y={7} width={d.w - 14} height={d.h - 14} fill="none" stroke={d.second} />
    {[
      [7, 7],
      [d.w - 7, 7],
      [7, d.h - 7],
      [d.w - 7, d.h - 7],
    ].map(([cx, cy]) => (
      <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={2} fill={d.main} />
    ))}
  </>
);

/** 3: a thick outer frame and a thin inner one. */
const box3: BoxShape = (d) => (
  <>
    <rect x={2} y={2} width={d.w - 4} height={d.h - 4} fill={d.bg} stroke={d.main} strokeWidth={3} />
    <polyline
      points={pts([
        [8, 8],
        [d.w - 8, 8],
        [d.w - 8, d.h - 8],
        [8, d.h - 8],
        [8, 8],
      ])}
      fill="none"
      stroke={d.second}
    />
  </>
);

/** 4: a frame with cut corners and a raised top edge; `reverse` mirrors it. */
const box4: BoxShape = (d) => {
  const { w, h } = d;
  const edge: Array<[number, number]> = [
    [15, 10],
    [w * 0.35, 10],
    [w * 0.35 + 12, 2],
    [w - 30, 2],
    [w - 10, 22],
    [w - 10, h - 15],
    [w - 25, h - 5],
    [10, h - 5],
    [4, h - 20],
    [4, 22],
    [15, 10],
  ];
  return (
    <g transform={d.reverse ? `translate(${w} 0) scale(-1 1)` : undefined}>
      <polygon points={pts(edge)} fill={d.bg} stroke={d.main} strokeWidth={1.5} />
      <polyline
        points={pts([
          [w * 0.35 + 20, 7],
          [w - 34, 7],
        ])}
        stroke={d.second}
        strokeWidth={3}
      />
      <polyline
        points={pts([
          [14, h - 10],
          [w * 0.3, h - 10],
        ])}
        stroke={d.second}
        strokeWidth={3}
      />
    </g>
  );
};

/** 5: a slanted frame missing its bottom-right corner; `reverse` mirrors it. */
const box5: BoxShape = (d) => {
  const { w, h } = d;
  return (
    <g transform={d.reverse ? `translate(${w} 0) scale(-1 1)` : undefined}>
      <polygon
        points={pts([
          [10, 1],
          [w - 1, 1],
          [w - 1, h - 30],
          [w - 30, h - 1],
          [1, h - 1],
          [1, 10],
        ])}
        fill={d.bg}
        stroke={d.main}
      />
      <polyline
        points={pts([
          [w - 8, h - 40],
          [w - 8, h - 34],
          [w - 34, h - 8],
          [w - 40, h - 8],
        ])}
        fill="none"
        stroke={d.second}
        strokeWidth={3}
      />
      <polyline
        points={pts([
          [16, 6],
          [60, 6],
        ])}
        stroke={d.second}
        strokeWidth={2}
      />
    </g>
  );
};

/** 6: a frame with studs at the corners and the middle of each side. */
const box6: BoxShape = (d) => {
  const { w, h } = d;
  const studs: Array<[number, number]> = [
    [5, 5],
    [w - 5, 5],
    [5, h - 5],
    [w - 5, h - 5],
    [w / 2, 5],
    [w / 2, h - 5],
    [5, h / 2],
    [w - 5, h / 2],
  ];
  return (
    <>
      <rect x={5} y={5} width={w - 10} height={h - 10} fill={d.bg} stroke={d.second} />
      {studs.map(([cx, cy], i) => (
        <circle key={i} cx={cx} cy={cy} r={3} fill={d.main} />
      ))}
      <polyline
        points={pts([
          [w / 2 - 30, 5],
          [w / 2 + 30, 5],
        ])}
        stroke={d.main}
        strokeWidth={2}
      />
      <polyline
        points={pts([
          [w / 2 - 30, h - 5],
          [w / 2 + 30, h - 5],
        ])}
        stroke={d.main}
        strokeWidth={2}
      />
    </>
  );
};

/** 7: a glowing frame: soft inner edge and bright corner marks. */
const box7: BoxShape = (d) => {
  const { w, h } = d;
  const mark = (x: number, y: number, dx: number, dy: number) => (
    <polyline
      points={pts([
        [x, y + dy],
        [x, y],
        [x + dx, y],
      ])}
      fill="none"
      stroke={d.main}
      strokeWidth={3}
    />
  );
  return (
    <>
      <rect x={1} y={1} width={w - 2} height={h - 2} fill={d.bg} stroke={d.second} />
      {/* the glow as soft strokes: a blur filter would be re-rasterised with every animated neighbour */}
      <rect x={4} y={4} width={w - 8} height={h - 8} fill="none" stroke={d.second} strokeWidth={6} strokeOpacity={0.15} />
      <rect x={4} y={4} width={w - 8} height={h - 8} fill="none" stroke={d.second} strokeWidth={2} strokeOpacity={0.5} />
      {mark(1.5, 1.5, 18, 18)}
      {mark(w - 1.5, 1.5, -18, 18)}
      {mark(1.5, h - 1.5, 18, -18)}
      {mark(w - 1.5, h - 1.5, -18, -18)}
    </>
  );
};

export const SHAPES_1_7: BoxShape[] = [box1, box2, box3, box4, box5, box6, box7];
export { pts };
