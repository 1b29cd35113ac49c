import { useState } from 'react';
import { App } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';

/** Contract (print.ts BatchPrintBody): at most this many instances in one batch print. */
export const BATCH_PRINT_LIMIT = 100;

interface Options<Row> {
  /** the instance a row prints; none: the row cannot be chosen (a draft) */
  instIdOf: (row: Row) => string | null | undefined;
  /** what a row's checkbox is called for screen readers */
  labelOf: (row: Row) => string;
}

export interface BatchSelection<Row> {
  /** the row selection of a table of such rows (or of one kind of them), kept across pages */
  rowSelection: <R extends Row>() => TableRowSelection<R>;
  /** the chosen instances, each once */
  instIds: string[];
  /** the chosen rows' keys (task ids in the task tabs) */
  rowIds: string[];
  count: number;
  clear: () => void;
  /** a card's checkbox (the phone's cards have no table): whether the row can be chosen, is chosen, and its switch */
  selectable: (row: Row) => boolean;
  isChosen: (id: string) => boolean;
  toggle: (row: Row, on: boolean) => void;
  /** what a row's checkbox is called */
  labelOf: (row: Row) => string;
}

/**
 * The rows chosen for a batch print, across the pages of a list (rows keyed by `id`). A choice
 * beyond BATCH_PRINT_LIMIT rows is refused with a message and the earlier choice stays.
 */
export function useBatchSelection<Row extends { id: string }>({ instIdOf, labelOf }: Options<Row>): BatchSelection<Row> {
  const { t } = useTranslation('print');
  const { message } = App.useApp();
  // row key -> its instance, for rows of pages no longer shown too
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());

  const rowSelection = <R extends Row>(): TableRowSelection<R> => ({
    selectedRowKeys: [...chosen.keys()],
    preserveSelectedRowKeys: true,
    onChange: (keys, rows) => {
      if (keys.length > BATCH_PRINT_LIMIT) {
        message.warning(t('batch.limit', { max: BATCH_PRINT_LIMIT, count: keys.length }));
        return;
      }
      const shown = new Map(rows.filter(Boolean).map((row) => [row.id, instIdOf(row)]));
      const next = new Map<string, string>();
      for (const key of keys.map(String)) {
        const instId = shown.get(key) ?? chosen.get(key);
        if (instId) next.set(key, instId);
      }
      setChosen(next);
    },
    getCheckboxProps: (row) => ({ disabled: !instIdOf(row), 'aria-label': t('batch.selectRow', { name: labelOf(row) }) }),
  });

  const toggle = (row: Row, on: boolean) => {
    const instId = instIdOf(row);
    if (!instId) return;
    if (on && !chosen.has(row.id) && chosen.size >= BATCH_PRINT_LIMIT) {
      message.warning(t('batch.limit', { max: BATCH_PRINT_LIMIT, count: chosen.size + 1 }));
      return;
    }
    const next = new Map(chosen);
    if (on) next.set(row.id, instId);
    else next.delete(row.id);
    setChosen(next);
  };

  return {
    rowSelection,
    selectable: (row) => Boolean(instIdOf(row)),
    isChosen: (id) => chosen.has(id),
    toggle,
    labelOf: (row) => t('batch.selectRow', { name: labelOf(row) }),
    instIds: [...new Set(chosen.values())],
    rowIds: [...chosen.keys()],
    count: chosen.size,
    clear: () => setChosen(new Map()),
  };
}
