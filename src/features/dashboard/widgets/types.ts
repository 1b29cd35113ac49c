import type { ComponentType } from 'react';
import type { LayoutItem } from '@/api/menu';

export type { LayoutItem };

/** What every home widget gets: its layout item (type, alias, place, options). */
export interface WidgetProps {
  item: LayoutItem;
}

export type WidgetComponent = ComponentType<WidgetProps>;

/** A number option of a layout item within [min, max], else the fallback. */
export function numberOption(item: LayoutItem, name: string, fallback: number, min = 1, max = 50): number {
  const value = item.options[name];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** A text option of a layout item, '' when absent. */
export function textOption(item: LayoutItem, name: string): string {
  const value = item.options[name];
  return typeof value === 'string' ? value.trim() : '';
}
