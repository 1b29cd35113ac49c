import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../components/Home.module.css';
import { widgetFor } from './registry';
import type { LayoutItem } from './types';
import { WidgetBoundary } from './WidgetBoundary';

export const GRID_COLUMNS = 24;

/** Layout items in reading order (top to bottom, then left to right), each clamped into the 24 columns. */
export function placeItems(items: readonly LayoutItem[]): LayoutItem[] {
  return [...items]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((item) => {
      const x = Math.min(Math.max(0, item.x), GRID_COLUMNS - 1);
      const width = Math.min(Math.max(1, item.width), GRID_COLUMNS - x);
      return { ...item, x, y: Math.max(0, item.y), width, height: Math.max(1, item.height) };
    });
}

/** The grid position of an item as CSS variables; the stylesheet applies them on wide screens only. */
const cell = (item: LayoutItem) => ({ '--x': item.x + 1, '--y': item.y + 1, '--w': item.width, '--h': item.height }) as CSSProperties;

/** Draws the layout's items by type on a 24-column grid; narrow screens stack them in reading order. */
export function HomeGrid({ items }: { items: readonly LayoutItem[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className={styles.grid}>
      {placeItems(items).map((item) => {
        const Widget = widgetFor(item.type);
        return (
          <section key={item.alias} className={styles.cell} style={cell(item)} data-widget={item.type}>
            <WidgetBoundary failedText={t('widget.failed')}>
              <Widget item={item} />
            </WidgetBoundary>
          </section>
        );
      })}
    </div>
  );
}
