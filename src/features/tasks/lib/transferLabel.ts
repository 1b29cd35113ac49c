import type { TFunction } from 'i18next';
import type { TaskRow } from '@/api/runtime';

/** A transfer's trace in the Done list says to whom (issue 29.6); any other row keeps its status's own label. */
export const transferLabel = (t: TFunction<'tasks'>, row: Pick<TaskRow, 'transferredTo'>): string | undefined =>
  row.transferredTo ? t('labels.transferredTo', { name: row.transferredTo }) : undefined;
