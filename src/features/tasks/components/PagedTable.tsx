import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTableHeight } from '../hooks/useTableHeight';
import { PAGE_SIZE_OPTIONS } from '../lib/tableLayout';

export interface Paging {
  page: number;
  pageSize: number;
}

interface Props<T> extends Omit<TableProps<T>, 'pagination' | 'dataSource' | 'scroll'> {
  rows: T[] | undefined;
  total: number | undefined;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  /** extra width for wide tables (horizontal scroll) */
  scrollX?: number | string;
}

/** The list table of the portal: page sizes 10/20/50/100 and the window-height rule. */
export function PagedTable<T extends object>({ rows, total, paging, onPaging, scrollX, ...rest }: Props<T>) {
  const { t } = useTranslation('tasks');
  const height = useTableHeight();
  return (
    <Table<T>
      size="middle"
      {...rest}
      dataSource={rows ?? []}
      scroll={{ y: height, x: scrollX }}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
        showTotal: (n) => t('table.total', { count: n }),
        onChange: (page, pageSize) => onPaging({ page: pageSize !== paging.pageSize ? 1 : page, pageSize }),
      }}
    />
  );
}
