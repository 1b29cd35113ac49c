import { formatDateTime } from '@/shared/time';
import type { FitColumn } from './useFitColumns';

/** A list's column of a date and time (the row's `createTime` unless another field is named), giving way at `priority`. */
export function timeColumn<Row>(key: string, title: string, priority: number, dataIndex = 'createTime'): FitColumn<Row> {
  return { key, title, dataIndex, width: 160, priority, render: (v: string | null) => formatDateTime(v) };
}
