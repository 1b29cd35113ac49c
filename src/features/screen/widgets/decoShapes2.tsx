import { anim, mirror, pts, type DecoShape } from './decoDraw';

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

export const DECO_SHAPES_7_12: DecoShape[] = [deco7, deco8, deco9, deco10, deco11, deco12];
