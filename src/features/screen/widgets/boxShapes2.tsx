import { blink, pts, type BoxShape } from './boxShapes1';

/** 8: a light running round the frame every `dur` seconds; `reverse` runs it the other way. */
const box8: BoxShape = (d) => {
  const { w, h } = d;
  const length = 2 * (w + h);
  const path = `M 2 2 L ${w - 2} 2 L ${w - 2} ${h - 2} L 2 ${h - 2} Z`;
  return (
    <>
      <defs>
        <radialGradient id={`${d.uid}-light`} cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#fff" stopOpacity={1} />
          <stop offset="100%" stopColor="#fff" stopOpacity={0} />
        </radialGradient>
      </defs>
      <path d={path} fill={d.bg} stroke={d.second} strokeWidth={2} />
      <path d={path} fill="none" stroke={d.main} strokeWidth={3} strokeDasharray={`${length * 0.15} ${length * 0.85}`}>
        {d.motion ? (
          <animate
            attributeName="stroke-dashoffset"
            from={d.reverse ? 0 : length}
            to={d.reverse ? length : 0}
            dur={`${d.dur}s`}
            repeatCount="indefinite"
          />
        ) : null}
      </path>
    </>
  );
};

/** 9: gradient corner brackets over a plain frame. */
const box9: BoxShape = (d) => {
  const { w, h } = d;
  const grad = `${d.uid}-grad`;
  const arm = Math.min(w, h) * 0.3;
  return (
    <>
      <defs>
        <linearGradient id={grad} x1="0%" y1="0%" x2="100%" y2="100%">
          <stop offset="0%" stopColor={d.main} />
          <stop offset="100%" stopColor={d.second} />
        </linearGradient>
      </defs>
      <rect x={6} y={6} width={w - 12} height={h - 12} fill={d.bg} stroke={d.second} strokeOpacity={0.5} />
      {[
        [
          [3, arm],
          [3, 3],
          [arm, 3],
        ],
        [
          [w - arm, 3],
          [w - 3, 3],
          [w - 3, arm],
        ],
        [
          [3, h - arm],
          [3, h - 3],
          [arm, h - 3],
        ],
        [
          [w - arm, h - 3],
          [w - 3, h - 3],
          [w - 3, h - arm],
        ],
      ].map((p, i) => (
        <polyline key={i} points={pts(p as Array<[number, number]>)} fill="none" stroke={`url(#${grad})`} strokeWidth={4} />
      ))}
    </>
  );
};

/** 10: a rounded frame with notched corners. */
const box10: BoxShape = (d) => {
  const { w, h } = d;
  return (
    <>
      <rect x={1} y={1} width={w - 2} height={h - 2} rx={8} fill={d.bg} stroke={d.second} strokeWidth={2} />
      {[
        [0, 0],
        [w, 0],
        [0, h],
        [w, h],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={10} fill="none" stroke={d.main} strokeWidth={3} />
      ))}
    </>
  );
};

/** 11: a frame with a title plate at the top (title, titleWidth). */
const box11: BoxShape = (d) => {
  const { w, h } = d;
  const tw = Math.min(Math.max(d.titleWidth, 80), w - 60);
  const l = (w - tw) / 2;
  const r = l + tw;
  return (
    <>
      <polygon
        points={pts([
          [1, 22],
          [l - 20, 22],
          [l, 44],
          [r, 44],
          [r + 20, 22],
          [w - 1, 22],
          [w - 1, h - 1],
          [1, h - 1],
        ])}
        fill={d.bg}
        stroke={d.second}
      />
      <polygon
        points={pts([
          [l - 12, 4],
          [r + 12, 4],
          [r - 6, 40],
          [l + 6, 40],
        ])}
        fill={d.second}
        fillOpacity={0.35}
        stroke={d.main}
      />
      <polyline
        points={pts([
          [8, 30],
          [l - 30, 30],
        ])}
        stroke={d.main}
        strokeWidth={3}
      >
        {blink(d)}
      </polyline>
      <polyline
        points={pts([
          [r + 30, 30],
          [w - 8, 30],
        ])}
        stroke={d.main}
        strokeWidth={3}
      >
        {blink(d)}
      </polyline>
      <text x={w / 2} y={28} fill="#fff" fontSize={18} textAnchor="middle" dominantBaseline="middle">
        {d.title}
      </text>
    </>
  );
};

/** 12: a rounded frame with glowing corners (soft strokes, no blur filter). */
const box12: BoxShape = (d) => {
  const { w, h } = d;
  return (
    <>
      <rect x={2} y={2} width={w - 4} height={h - 4} rx={10} fill={d.bg} stroke={d.second} strokeOpacity={0.7} />
      {[
        [6, 0.25],
        [2.5, 1],
      ].map(([width, opacity]) => (
        <g key={width} stroke={d.main} strokeWidth={width} strokeOpacity={opacity} fill="none">
          <path d={`M 2 30 L 2 12 Q 2 2 12 2 L 30 2`} />
          <path d={`M ${w - 30} 2 L ${w - 12} 2 Q ${w - 2} 2 ${w - 2} 12 L ${w - 2} 30`} />
          <path d={`M 2 ${h - 30} L 2 ${h - 12} Q 2 ${h - 2} 12 ${h - 2} L 30 ${h - 2}`} />
          <path d={`M ${w - 30} ${h - 2} L ${w - 12} ${h - 2} Q ${w - 2} ${h - 2} ${w - 2} ${h - 12} L ${w - 2} ${h - 30}`} />
        </g>
      ))}
    </>
  );
};

/** 13: a frame with a chamfered top-right corner and edge marks. */
const box13: BoxShape = (d) => {
  const { w, h } = d;
  return (
    <>
      <polygon
        points={pts([
          [1, 1],
          [w - 20, 1],
          [w - 1, 20],
          [w - 1, h - 1],
          [1, h - 1],
        ])}
        fill={d.bg}
        stroke={d.main}
      />
      <polyline
        points={pts([
          [w - 26, 5],
          [w - 5, 26],
        ])}
        stroke={d.second}
        strokeWidth={3}
      />
      <polyline
        points={pts([
          [5, 10],
          [5, 40],
        ])}
        stroke={d.second}
        strokeWidth={3}
      />
      <polyline
        points={pts([
          [5, h - 40],
          [5, h - 10],
        ])}
        stroke={d.second}
        strokeWidth={3}
      />
    </>
  );
};

export const SHAPES_8_13: BoxShape[] = [box8, box9, box10, box11, box12, box13];
