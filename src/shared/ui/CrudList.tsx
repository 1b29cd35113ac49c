import { useState, type ReactNode } from 'react';
import { App, Button, Card, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { EditRemoveActions } from './EditRemoveActions';
import { PagedQueryTable, type PageSource, type Paging } from './PagedTable';
import { DEFAULT_PAGE_SIZE } from './tableLayout';
import type { FitColumn } from './useFitColumns';

/** The words of a list page: its add button, actions column, row buttons, remove question and success messages. */
export interface CrudTexts {
  add: string;
  actions: string;
  edit: string;
  remove: string;
  removeConfirm: string;
  saved: string;
  removed: string;
}

/**
 * The texts of a list page from its locale namespace: `add` and `removeConfirm` are the list's own
 * (under `group`), the others its namespace's words for every list (under `common`; `actions` may stand elsewhere).
 */
export function crudTexts(t: (key: string) => string, group: string, common: string, actions = `${common}.actions`): CrudTexts {
  const own = (key: string) => t(`${group}.${key}`);
  const shared = (key: string) => t(`${common}.${key}`);
  return {
    add: own('add'),
    removeConfirm: own('removeConfirm'),
    actions: t(actions),
    edit: shared('edit'),
    remove: shared('remove'),
    saved: shared('saved'),
    removed: shared('removed'),
  };
}

interface RowOptions<Row, E> {
  texts: CrudTexts;
  /** what the dialog changes for a row */
  toEditing: (row: Row) => E;
  /** whether the caller may change or remove a row (default: every row) */
  canChange?: (row: Row) => boolean;
}

type Page = { rows: unknown[]; total: number };

interface Options<Data extends Page, Key extends QueryKey, E> extends RowOptions<Data['rows'][number], E> {
  /** the list's query for a page */
  query: (paging: Paging) => UseQueryOptions<Data, Error, Data, Key>;
}

/** The state of a list page whose rows are added and changed in a dialog and removed from the row. */
export interface CrudState<Row, E> extends RowOptions<Row, E> {
  paging: Paging;
  setPaging: (paging: Paging) => void;
  /** the page of rows shown */
  list: PageSource<Row>;
  /** the dialog is open */
  open: boolean;
  /** what the dialog changes; null adds */
  editing: E | null;
  /** opens the dialog on a row's values, or on null to add one */
  edit: (editing: E | null) => void;
  close: () => void;
  /** after a save: says so and closes the dialog */
  saved: () => void;
  /** after a removal: says so */
  removed: () => void;
}

/** Paging, the list's query, the dialog and the success messages of a list page. */
export function useCrudList<Data extends Page, Key extends QueryKey, E>({
  query,
  ...options
}: Options<Data, Key, E>): CrudState<Data['rows'][number], E> {
  const { message } = App.useApp();
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [dialog, setDialog] = useState<{ editing: E | null } | null>(null);
  const list = useQuery(query(paging));
  return {
    ...options,
    paging,
    setPaging,
    list,
    open: dialog !== null,
    editing: dialog?.editing ?? null,
    edit: (editing) => setDialog({ editing }),
    close: () => setDialog(null),
    saved: () => {
      message.success(options.texts.saved);
      setDialog(null);
    },
    removed: () => message.success(options.texts.removed),
  };
}

/** What the add/change dialog of a list reads of the list's state. */
export type CrudDialogState<E> = Pick<CrudState<unknown, E>, 'open' | 'editing' | 'close'>;

/** A save mutation (a TanStack mutation fits). */
export interface SaveMutation<B> {
  mutate: (body: B) => void;
  isPending: boolean;
}

/** A remove-one-row mutation (a TanStack mutation fits): which row is going tells which button spins. */
export interface RemoveRow {
  mutate: (id: string) => void;
  isPending: boolean;
  variables?: string;
}

interface Props<Row extends { id: string }, E> {
  crud: CrudState<Row, E>;
  /** the columns before the actions column */
  columns: FitColumn<Row>[];
  remove: RemoveRow;
  /** given, the list stands in a card of this title with the add button at its top right; else the add button stands above it */
  title?: string;
  /** more beside the add button (before it in the card's head when there is a title) */
  toolbar?: ReactNode;
  /** the add/change dialog */
  children: ReactNode;
}

/** A list page's paged table whose rows are added, changed (in `children`, the dialog) and removed (asked first). */
export function CrudList<Row extends { id: string }, E>({ crud, columns, remove, title, toolbar, children }: Props<Row, E>) {
  const { texts, toEditing, canChange = () => true } = crud;
  const actions: FitColumn<Row> = {
    title: texts.actions,
    key: 'actions',
    width: 160,
    fixed: 'right',
    render: (_, row) =>
      canChange(row) ? (
        <EditRemoveActions
          editLabel={texts.edit}
          removeLabel={texts.remove}
          confirm={texts.removeConfirm}
          onEdit={() => crud.edit(toEditing(row))}
          onRemove={() => remove.mutate(row.id)}
          removing={remove.isPending && remove.variables === row.id}
        />
      ) : null,
  };
  const add = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => crud.edit(null)}>
      {texts.add}
    </Button>
  );
  const table = <PagedQueryTable<Row> source={crud.list} columns={[...columns, actions]} paging={crud.paging} onPaging={crud.setPaging} />;
  return title === undefined ? (
    <>
      <Space style={{ marginBottom: 12 }}>
        {add}
        {toolbar}
      </Space>
      {table}
      {children}
    </>
  ) : (
    <Card
      size="small"
      title={title}
      extra={
        toolbar ? (
          <Space wrap size={8} style={{ justifyContent: 'flex-end' }}>
            {toolbar}
            {add}
          </Space>
        ) : (
          add
        )
      }
    >
      {table}
      {children}
    </Card>
  );
}
