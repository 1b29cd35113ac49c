import { useState } from 'react';
import { namedValues } from '../model/data';
import { useScrollRows, windowRows } from '../hooks/useScrollRows';
import { colorsOf, num, str, type WidgetProps } from './types';
import styles from './widgets.module.css';

const waitOf = (config: Record<string, unknown>) => Math.max(0.2, num(config, 'waitTime', 2)) * 1000;

/** Scroll ranking board: rows ranked by value with a bar each, scrolling every waitTime seconds, pausing under the pointer. */
export function ScrollRankingBoard({ width, height, config, data, reducedMotion }: WidgetProps) {
  const [paused, setPaused] = useState(false);
  const ranked = [...namedValues(data)].sort((a, b) => b.value - a.value);
  const visible = Math.max(1, num(config, 'rowNum', 5));
  // a ranking starts at No.1 and shows consecutive places; new figures start it again at the top
  const first = useScrollRows(ranked.length, visible, waitOf(config), paused, reducedMotion, {
    wrap: false,
    resetKey: ranked.map((r) => `${r.name}\u0000${r.value}`).join('\u0001'),
  });
  const max = Math.max(1, ...ranked.map((r) => r.value));
  const [main, second] = colorsOf(config, ['#1370fb', '#4fd2dd']);
  const unit = str(config, 'unit');
  const rowHeight = height / visible;
  return (
    <div className={styles.board} style={{ width, height }} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      {windowRows(ranked, first, visible).map(({ row, index }) => (
        <div
          key={`${first}-${index}`}
          className={styles.row}
          style={{ height: rowHeight, flexDirection: 'column', alignItems: 'stretch', justifyContent: 'center' }}
        >
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>
              <span style={{ color: main, marginRight: 8 }}>No.{index + 1}</span>
              {row.name}
            </span>
            <span>
              {row.value}
              {unit}
            </span>
          </div>
          <div style={{ height: 3, marginTop: 4, background: 'rgba(59,111,160,0.3)' }}>
            <div
              style={{ height: '100%', width: `${(row.value / max) * 100}%`, background: `linear-gradient(90deg, ${main}, ${second})` }}
            />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Scroll board: a table whose rows scroll every waitTime seconds, pausing under the pointer. */
export function ScrollBoard({ width, height, config, data, reducedMotion }: WidgetProps) {
  const [paused, setPaused] = useState(false);
  const rows = data?.rows ?? [];
  const columns = data?.columns ?? [];
  const visible = Math.max(1, num(config, 'rowNum', 6));
  const first = useScrollRows(rows.length, visible, waitOf(config), paused, reducedMotion);
  const [main, second] = colorsOf(config, ['#00baff', '#003b51']);
  const headerHeight = 34;
  const rowHeight = (height - headerHeight) / visible;
  return (
    <div className={styles.board} style={{ width, height }} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <div className={styles.header} style={{ height: headerHeight, background: main }}>
        <span className={styles.cell} style={{ flex: '0 0 36px' }}>
          #
        </span>
        {columns.map((c, i) => (
          <span key={i} className={styles.cell}>
            {c}
          </span>
        ))}
      </div>
      {windowRows(rows, first, visible).map(({ row, index }, i) => (
        <div key={`${first}-${index}`} className={styles.row} style={{ height: rowHeight, background: i % 2 ? 'transparent' : second }}>
          <span className={styles.cell} style={{ flex: '0 0 36px' }}>
            {index + 1}
          </span>
          {row.map((cell, j) => (
            <span key={j} className={styles.cell}>
              {cell}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
