import { useId } from 'react';
import { firstValue } from '../model/data';
import { colorsOf, num, str, type WidgetProps } from './types';

const clampPercent = (v: number) => Math.max(0, Math.min(100, v));

/** The pond's figure, white and bold, in the middle of the picture. */
function PercentLabel({ width, height, fontSize, value }: { width: number; height: number; fontSize: number; value: number }) {
  return (
    <text x={width / 2} y={height / 2} fill="#fff" fontSize={fontSize} fontWeight={700} textAnchor="middle" dominantBaseline="middle">
      {`${value}%`}
    </text>
  );
}

/** Water-level pond: liquid at the data's percentage, drawn in SVG with moving waves. */
export function WaterLevelPond({ width, height, config, data, reducedMotion }: WidgetProps) {
  const uid = `wl${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [main, second] = colorsOf(config, ['#3de7c9', '#00baff']);
  const value = clampPercent(firstValue(data));
  const round = str(config, 'shape', 'round') === 'round';
  const size = Math.min(width, height) - 6;
  const w = round ? size : width - 6;
  const h = round ? size : height - 6;
  const x0 = (width - w) / 2;
  const y0 = (height - h) / 2;
  const level = y0 + h * (1 - value / 100);
  const amp = Math.max(3, h * 0.03);
  const wave = (shift: number) => {
    let d = `M ${x0 - w + shift} ${level}`;
    for (let i = 0; i < 4; i++) d += ` q ${w / 4} ${-amp} ${w / 2} 0 t ${w / 2} 0`;
    return `${d} L ${x0 + 2 * w + shift} ${y0 + h + 5} L ${x0 - w + shift} ${y0 + h + 5} Z`;
  };
  const move = (dur: number) =>
    reducedMotion ? null : (
      <animateTransform attributeName="transform" type="translate" from="0 0" to={`${w} 0`} dur={`${dur}s`} repeatCount="indefinite" />
    );
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${value}%`}>
      <defs>
        <clipPath id={`${uid}-clip`}>
          {round ? (
            <circle cx={width / 2} cy={height / 2} r={size / 2 - 3} />
          ) : (
            <rect x={x0 + 3} y={y0 + 3} width={w - 6} height={h - 6} rx={8} />
          )}
        </clipPath>
        <linearGradient id={`${uid}-fill`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={main} />
          <stop offset="100%" stopColor={second} />
        </linearGradient>
      </defs>
      {round ? (
        <circle cx={width / 2} cy={height / 2} r={size / 2} fill="none" stroke={main} strokeWidth={3} />
      ) : (
        <rect x={x0} y={y0} width={w} height={h} rx={10} fill="none" stroke={main} strokeWidth={3} />
      )}
      <g clipPath={`url(#${uid}-clip)`}>
        <path d={wave(0)} fill={`url(#${uid}-fill)`} opacity={0.45}>
          {move(4)}
        </path>
        <path d={wave(-w / 3)} fill={`url(#${uid}-fill)`} opacity={0.8}>
          {move(6)}
        </path>
      </g>
      <PercentLabel width={width} height={height} fontSize={Math.max(14, size * 0.18)} value={value} />
    </svg>
  );
}

/** Percent pond: a bar filled to the data's percentage with the figure on it. */
export function PercentPond({ width, height, config, data }: WidgetProps) {
  const uid = `pp${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [main, second] = colorsOf(config, ['#3de7c9', '#00baff']);
  const value = clampPercent(firstValue(data));
  const bh = Math.min(height - 8, num(config, 'barHeight', Math.max(30, height * 0.35)));
  const y = (height - bh) / 2;
  const border = num(config, 'borderWidth', 3);
  const inner = width - 4 * border;
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${value}%`}>
      <defs>
        <linearGradient id={`${uid}-fill`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0%" stopColor={second} />
          <stop offset="100%" stopColor={main} />
        </linearGradient>
      </defs>
      <rect x={border / 2} y={y} width={width - border} height={bh} rx={bh / 6} fill="none" stroke={main} strokeWidth={border} />
      <rect
        x={2 * border}
        y={y + 1.5 * border}
        width={(inner * value) / 100}
        height={bh - 3 * border}
        rx={bh / 10}
        fill={`url(#${uid}-fill)`}
      />
      {Array.from({ length: 9 }, (_, i) => (
        <line
          key={i}
          x1={2 * border + (inner * (i + 1)) / 10}
          y1={y + 1.5 * border}
          x2={2 * border + (inner * (i + 1)) / 10}
          y2={y + bh - 1.5 * border}
          stroke="#061535"
          strokeOpacity={0.45}
        />
      ))}
      <PercentLabel width={width} height={height} fontSize={Math.max(14, bh * 0.45)} value={value} />
    </svg>
  );
}
