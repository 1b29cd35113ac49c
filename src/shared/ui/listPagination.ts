import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZE_OPTIONS } from './tableLayout';

export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * The pagination of a list table (spec 01 §9): the page and size of `paging`, a size changer, the total
 * in the list's words; choosing another page size goes back to the first page.
 */
export function listPagination(
  paging: Paging,
  onPaging: (paging: Paging) => void,
  total: number | undefined,
  showTotal: (total: number) => string,
  pageSizes: readonly number[] = PAGE_SIZE_OPTIONS,
): TablePaginationConfig {
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: pageSizes.map(String),
    showTotal,
    onChange: (page, pageSize) => onPaging({ page: pageSize !== paging.pageSize ? 1 : page, pageSize }),
  };
}
