import type { ReactNode } from 'react';

export interface DecoDraw {
  w: number;
  h: number;
  main: string;
  second: string;
  reverse: boolean;
  dur: number;
  motion: boolean;
  text: string;
  uid: string;
}
type DecoShape = (d: DecoDraw) => ReactNode;

const pts = (list: Array<[number, number]>) => list.map(([x, y]) => `${x},${y}`).join(' ');
const anim = (d: DecoDraw, attributeName: string, values: string, begin = '0s') =>
  d.motion ? <animate attributeName={attributeName} values={values} dur={`${d.dur}s`} begin={begin} repeatCount="indefinite" /> : null;
const mirror = (d: DecoDraw) => (d.reverse ? `translate(${d.w} 0) scale(-1 1)` : undefined);

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
          {lit ? anim(d, 'opacity', '1;0.2;1', `${((r + c) % 4) * 0.4}s`) : null}
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
      {anim(d, 'opacity', '1;0.25;1', `${(i % 6) * 0.3}s`)}
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
  return Array.from({ length: n }, (_, i) => {
    const base = d.h * (0.3 + ((i * 37) % 60) / 100);
    return (
      <rect key={i} x={i * 10 + 2} y={(d.h - base) / 2} width={5} height={base} fill={i % 4 === 0 ? d.main : d.second}>
        {anim(d, 'height', `${base};${d.h * 0.2};${base}`, `${(i % 5) * 0.2}s`)}
        {anim(d, 'y', `${(d.h - base) / 2};${d.h * 0.4};${(d.h - base) / 2}`, `${(i % 5) * 0.2}s`)}
      </rect>
    );
  });
};

/** 7: a text between arrow marks. */
const deco7: DecoShape = (d) => {
  const m = d.h / 2;
  const arrow = (x: number, dir: 1 | -1) => (
    <g stroke={d.main} strokeWidth={2} fill="none">
      <polyline
        points={pts([
          [x, m - 7],
          [x + 7 * dir, m],
          [x, m + 7],
        ])}
      />
      <polyline
        points={pts([
          [x + 8 * dir, m - 7],
          [x + 15 * dir, m],
          [x + 8 * dir, m + 7],
        ])}
        stroke={d.second}
      />
    </g>
  );
  return (
    <>
      {arrow(4, 1)}
      {arrow(d.w - 4, -1)}
      <text x={d.w / 2} y={m} fill="#fff" fontSize={Math.min(20, d.h * 0.45)} textAnchor="middle" dominantBaseline="middle">
        {d.text}
      </text>
    </>
  );
};

/** 8: a slanted header line; `reverse` mirrors it. */
const deco8: DecoShape = (d) => (
  <g transform={mirror(d)}>
    <polyline
      points={pts([
        [0, 2],
        [d.w * 0.3, 2],
        [d.w * 0.38, d.h * 0.6],
        [d.w, d.h * 0.6],
      ])}
      fill="none"
      stroke={d.main}
      strokeWidth={2}
    />
    <polyline
      points={pts([
        [d.w * 0.05, d.h - 2],
        [d.w * 0.65, d.h - 2],
      ])}
      stroke={d.second}
      strokeWidth={3}
    />
  </g>
);

/** 9: turning dashed rings round a text. */
const deco9: DecoShape = (d) => {
  const cx = d.w / 2;
  const cy = d.h / 2;
  const r = Math.min(cx, cy) - 3;
  const turn = (from: number) =>
    d.motion ? (
      <animateTransform
        attributeName="transform"
        type="rotate"
        from={`${from} ${cx} ${cy}`}
        to={`${from + 360} ${cx} ${cy}`}
        dur={`${d.dur * 3}s`}
        repeatCount="indefinite"
      />
    ) : null;
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill="none" stroke={d.main} strokeWidth={3} strokeDasharray="10 6">
        {turn(0)}
      </circle>
      <circle cx={cx} cy={cy} r={r * 0.75} fill="none" stroke={d.second} strokeWidth={2} strokeDasharray="4 8">
        {turn(180)}
      </circle>
      <text x={cx} y={cy} fill="#fff" fontSize={r * 0.45} textAnchor="middle" dominantBaseline="middle">
        {d.text}
      </text>
    </>
  );
};

/** 10: a long line with nodes sliding along it. */
const deco10: DecoShape = (d) => (
  <>
    <line x1={0} y1={d.h / 2} x2={d.w} y2={d.h / 2} stroke={d.second} strokeWidth={2} />
    {[0, 1, 2].map((i) => (
      <circle key={i} cx={d.w * (0.2 + i * 0.3)} cy={d.h / 2} r={Math.min(4, d.h / 2)} fill={d.main}>
        {anim(d, 'cx', `${d.w * (0.2 + i * 0.3)};${d.w * (0.3 + i * 0.3)};${d.w * (0.2 + i * 0.3)}`)}
      </circle>
    ))}
  </>
);

/** 11: a text in a chamfered plate. */
const deco11: DecoShape = (d) => {
  const { w, h } = d;
  return (
    <>
      <polygon
        points={pts([
          [16, 2],
          [w - 16, 2],
          [w - 2, h / 2],
          [w - 16, h - 2],
          [16, h - 2],
          [2, h / 2],
        ])}
        fill={d.second}
        fillOpacity={0.25}
        stroke={d.main}
      />
      <polyline
        points={pts([
          [24, 6],
          [w * 0.4, 6],
        ])}
        stroke={d.main}
        strokeWidth={2}
      />
      <text x={w / 2} y={h / 2} fill="#fff" fontSize={Math.min(20, h * 0.4)} textAnchor="middle" dominantBaseline="middle">
        {d.text}
      </text>
    </>
  );
};

/** 12: a radar sweeping over rings. */
const deco12: DecoShape = (d) => {
  const cx = d.w / 2;
  const cy = d.h / 2;
  const r = Math.min(cx, cy) - 1;
  return (
    <>
      <defs>
        <linearGradient id={`${d.uid}-sweep`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0%" stopColor={d.main} stopOpacity={0} />
          <stop offset="100%" stopColor={d.main} stopOpacity={0.8} />
        </linearGradient>
      </defs>
      {[1, 0.66, 0.33].map((k) => (
        <circle key={k} cx={cx} cy={cy} r={r * k} fill="none" stroke={d.second} />
      ))}
      <path
        d={`M ${cx} ${cy} L ${cx + r} ${cy} A ${r} ${r} 0 0 0 ${cx + r * Math.cos(-0.8)} ${cy + r * Math.sin(-0.8)} Z`}
        fill={`url(#${d.uid}-sweep)`}
      >
        {d.motion ? (
          <animateTransform
            attributeName="transform"
            type="rotate"
            from={`0 ${cx} ${cy}`}
            to={`360 ${cx} ${cy}`}
            dur={`${d.dur}s`}
            repeatCount="indefinite"
          />
        ) : null}
      </path>
    </>
  );
};

export const DECO_SHAPES: DecoShape[] = [deco1, deco2, deco3, deco4, deco5, deco6, deco7, deco8, deco9, deco10, deco11, deco12];
