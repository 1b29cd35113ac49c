import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ColumnType } from 'antd/es/table';
import { fitColumns } from './fitColumns';

/** An antd column with the fitting's extras: `priority` (lower gives way first) and the title's `minWidth`. */
export type FitColumn<T> = Omit<ColumnType<T>, 'key' | 'width'> & { key: string; width?: number; priority?: number; minWidth?: number };

/**
 * Measures the element the table sits in and keeps the columns that fit its width, so a list
 * never scrolls sideways: less important columns give way, the title keeps its minimum width.
 * Before the first measurement (and without ResizeObserver) every column shows.
 */
export function useFitColumns<T>(columns: readonly FitColumn<T>[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | undefined>();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width) || undefined);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fitted = useMemo(() => {
    const keep = width === undefined ? null : fitColumns(columns, width);
    return columns.filter((c) => !keep || keep.has(c.key)).map(({ priority: _priority, ...column }): ColumnType<T> => column);
  }, [columns, width]);

  return { ref, columns: fitted };
}
