import { useEffect, useRef, useState } from 'react';
import { namedValues } from '../model/data';
import { SCREEN_PALETTE } from './chartOptions';
import { num, str, type WidgetProps } from './types';

/** Capsule chart: one horizontal capsule bar per row, longest for the largest value. */
export function CapsuleChart({ width, height, config, data }: WidgetProps) {
  const rows = namedValues(data);
  const max = Math.max(1, ...rows.map((r) => r.value));
  const unit = str(config, 'unit');
  const rowHeight = Math.min(32, height / Math.max(1, rows.length));
  return (
    <div
      style={{ width, height, display: 'flex', flexDirection: 'column', justifyContent: 'space-around', color: '#c8e6ff', fontSize: 13 }}
    >
      {rows.map((r, i) => (
        <div key={`${r.name}-${i}`} style={{ display: 'flex', alignItems: 'center', gap: 8, height: rowHeight }}>
          <span style={{ width: '28%', textAlign: 'right', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {r.name}
          </span>
          <span style={{ flex: 1, height: Math.max(6, rowHeight * 0.45), borderRadius: 999, background: 'rgba(59,111,160,0.25)' }}>
            <span
              style={{
                display: 'block',
                height: '100%',
                width: `${(r.value / max) * 100}%`,
                borderRadius: 999,
                background: SCREEN_PALETTE[i % SCREEN_PALETTE.length],
                transition: 'width 0.6s ease',
              }}
            />
          </span>
          <span style={{ width: 48, fontVariantNumeric: 'tabular-nums' }}>
            {r.value}
            {unit}
          </span>
        </div>
      ))}
    </div>
  );
}

/** A number counting from its last value to the new one over `ms` (at once under reduced motion). */
export function useCountUp(target: number, ms: number, reducedMotion: boolean): number {
  const [shown, setShown] = useState(reducedMotion ? target : 0);
  const from = useRef(shown);
  useEffect(() => {
    if (reducedMotion || typeof requestAnimationFrame !== 'function') {
      from.current = target;
      setShown(target);
      return;
    }
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const step = (now: number) => {
      const k = Math.min(1, (now - start) / ms);
      const value = origin + (target - origin) * (1 - (1 - k) ** 3);
      from.current = value;
      setShown(value);
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, ms, reducedMotion]);
  return shown;
}

function Flop({ name, value, size, reducedMotion }: { name: string; value: number; size: number; reducedMotion: boolean }) {
  const shown = useCountUp(value, 1200, reducedMotion);
  return (
    <div style={{ textAlign: 'center', minWidth: 0 }}>
      <div
        style={{
          fontSize: size,
          fontWeight: 700,
          color: '#4fd2dd',
          fontVariantNumeric: 'tabular-nums',
          letterSpacing: 2,
          textShadow: '0 0 8px rgba(79,210,221,0.6)',
        }}
        data-value={value}
      >
        {Math.round(shown).toLocaleString()}
      </div>
      <div style={{ fontSize: Math.max(12, size * 0.36), color: '#c8e6ff', whiteSpace: 'nowrap' }}>{name}</div>
    </div>
  );
}

/** Digital flop: each row's figure, counting up to its value. */
export function DigitalFlop({ width, height, config, data, reducedMotion }: WidgetProps) {
  const rows = namedValues(data);
  const size = num(config, 'fontSize', Math.min(48, height * 0.42));
  return (
    <div style={{ width, height, display: 'flex', alignItems: 'center', justifyContent: 'space-around' }}>
      {rows.map((r, i) => (
        <Flop key={`${r.name}-${i}`} name={r.name} value={r.value} size={size} reducedMotion={reducedMotion} />
      ))}
    </div>
  );
}
