import type { TableRowSelection } from 'antd/es/table/interface';
import type { FormTarget } from '@/shared/approvalForm';
import type { Paging } from '@/shared/ui/PagedTable';
import type { TaskTab } from '../lib/tabs';

/** What the table of a task or instance tab is given: the tab, a page of its rows, and where a row opens. */
export interface TabTableProps<Row> {
  tab: TaskTab;
  rows: Row[] | undefined;
  total: number | undefined;
  loading: boolean;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  onOpen: (target: FormTarget) => void;
  /** rows chosen for a batch print */
  rowSelection?: TableRowSelection<Row>;
}
