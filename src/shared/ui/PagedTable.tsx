import { Table, type TableProps } from 'antd';
import { useFitColumns, type FitColumn } from '@/shared/ui/useFitColumns';
import { useTranslation } from 'react-i18next';
import { useTableHeight } from './useTableHeight';
import { listPagination, type Paging } from './listPagination';

export type { Paging };

interface Props<T> extends Omit<TableProps<T>, 'pagination' | 'dataSource' | 'scroll' | 'columns'> {
  /** the columns that do not fit the table's width give way, lowest priority first */
  columns: FitColumn<T>[];
  rows: T[] | undefined;
  total: number | undefined;
  paging: Paging;
  onPaging: (paging: Paging) => void;
}

/**
 * The list table of the portal: page sizes 10/20/50/100, the window-height rule, and columns
 * that fit the width (no sideways scrolling; the actions stay at the right).
 */
export function PagedTable<T extends object>({ rows, total, paging, onPaging, columns, ...rest }: Props<T>) {
  const { t } = useTranslation('common');
  const height = useTableHeight();
  const fit = useFitColumns(columns);
  return (
    <div ref={fit.ref}>
      <Table<T>
        size="middle"
        tableLayout="fixed"
        {...rest}
        columns={fit.columns}
        dataSource={rows ?? []}
        // before the first answer the table says it is loading, never "No data" under the spinner
        locale={{ ...rest.locale, ...(rows === undefined && rest.loading ? { emptyText: t('state.loading') } : {}) }}
        scroll={{ y: height }}
        pagination={listPagination(paging, onPaging, total, (n) => t('table.total', { count: n }))}
      />
    </div>
  );
}

/** A page of rows as a list call answers it, with whether it is being fetched (a TanStack query result fits). */
export interface PageSource<T> {
  data?: { rows: T[]; total: number };
  isFetching: boolean;
}

/** The paged table of a list page: rows, total and loading from the list's query, rows keyed by id. */
export function PagedQueryTable<T extends object>({
  source,
  ...rest
}: Omit<Props<T>, 'rows' | 'total' | 'loading'> & { source: PageSource<T> }) {
  return <PagedTable<T> rowKey="id" {...rest} rows={source.data?.rows} total={source.data?.total} loading={source.isFetching} />;
}
