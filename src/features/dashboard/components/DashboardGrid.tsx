import { useEffect, useRef, useState } from 'react';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import type { DashboardItem, UserLayoutPlacement } from '@/api/dashboards';
import { COLS, ROW_HEIGHT, cellsOf, moveCell, placementsOf, sameCells, settleAround, type GridCell, type GridMove } from '../model/grid';
import { useTranslation } from 'react-i18next';
import { WidgetBoundary } from '../widgets/WidgetBoundary';
import { ColumnWidget } from './ColumnWidget';
import styles from './Dashboards.module.css';

/** Below this width the widgets stack in one column, in their order on the grid, and are not arranged. */
const NARROW = 768;
/** Drags and resizes closer together than this are saved once. */
const SAVE_DELAY_MS = 400;

interface Props {
  items: DashboardItem[];
  /** saves the user's arrangement */
  onSave: (items: UserLayoutPlacement[]) => void;
}

const plain = (layout: Layout): GridCell[] => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

/** The dashboard's widgets on a 12-column grid: dragged by their title, resized at their corner, saved on drop. */
export function DashboardGrid({ items, onSave }: Props) {
  const { t } = useTranslation('dashboards');
  const { width, containerRef, mounted } = useContainerWidth();
  const [seen, setSeen] = useState(items);
  const [cells, setCells] = useState(() => cellsOf(items));
  if (items !== seen) {
    setSeen(items);
    setCells(cellsOf(items));
  }
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const keep = (next: GridCell[]) => {
    if (sameCells(next, cells)) return;
    setCells(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => onSave(placementsOf(next)), SAVE_DELAY_MS);
  };
  const byKey = new Map(items.map((i) => [i.key, i]));
  const widget = (item: DashboardItem, arrange?: (m: GridMove) => void) => (
    <WidgetBoundary failedText={t('widget.crashed')}>
      <ColumnWidget item={item} onArrange={arrange} />
    </WidgetBoundary>
  );

  const narrow = mounted && width < NARROW;
  return (
    <div ref={containerRef}>
      {narrow ? (
        <div className={styles.stack}>
          {[...cells]
            .sort((a, b) => a.y - b.y || a.x - b.x)
            .map((c) => {
              const item = byKey.get(c.i);
              return item ? (
                <div key={c.i} style={{ height: Math.max(160, c.h * (ROW_HEIGHT + 12) - 12) }}>
                  {widget(item)}
                </div>
              ) : null;
            })}
        </div>
      ) : (
        mounted && (
          <ReactGridLayout
            width={width}
            layout={cells}
            gridConfig={{ cols: COLS, rowHeight: ROW_HEIGHT, margin: [12, 12] }}
            dragConfig={{ enabled: true, handle: '.ant-card-head', cancel: 'button, .ant-dropdown' }}
            resizeConfig={{ enabled: true, handles: ['se'] }}
            // the moved widget stays where it was dropped; another takes the place it left (no hole)
            onDragStop={(layout, _old, item) => keep(item ? settleAround(plain(layout), item.i, cells) : plain(layout))}
            onResizeStop={(layout, _old, item) => keep(item ? settleAround(plain(layout), item.i, cells) : plain(layout))}
          >
            {cells.map((c) => {
              const item = byKey.get(c.i);
              return (
                <div key={c.i} data-grid-key={c.i} data-x={c.x} data-y={c.y} data-w={c.w} data-h={c.h}>
                  {item && widget(item, (m) => keep(settleAround(moveCell(cells, c.i, m), c.i, cells)))}
                </div>
              );
            })}
          </ReactGridLayout>
        )
      )}
    </div>
  );
}
