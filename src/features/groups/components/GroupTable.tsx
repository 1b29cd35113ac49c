import { useState } from 'react';
import { Alert, App, Button, Space, Tag, theme, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GroupRow } from '@/api/groups';
import { EditRemoveActions } from '@/shared/ui/EditRemoveActions';
import { PagedTable, type Paging } from '@/shared/ui/PagedTable';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { useRemoveGroup, type GroupScope } from '../queries';
import { GroupDialog } from './GroupDialog';

interface Props {
  scope: GroupScope;
  /** the list's query */
  list: { data?: { rows: GroupRow[]; total: number }; isFetching: boolean; isError: boolean; refetch: () => unknown };
  paging: Paging;
  onPaging: (paging: Paging) => void;
  canAdd: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRemoved: (id: string) => void;
}

/** The groups of a tab: the name opens the members; the owner (an admin for a shared group) edits and deletes. */
export function GroupTable({ scope, list, paging, onPaging, canAdd, selectedId, onSelect, onRemoved }: Props) {
  const { t } = useTranslation('groups');
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [dialog, setDialog] = useState<{ editing: GroupRow | null } | null>(null);
  const remove = useRemoveGroup((id) => {
    message.success(t('list.removed'));
    onRemoved(id);
  });

  const columns: FitColumn<GroupRow>[] = [
    {
      key: 'name',
      title: t('list.name'),
      minWidth: 120,
      ellipsis: true,
      render: (_, g) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onSelect(g.id)} aria-pressed={g.id === selectedId}>
          {g.name}
          {g.shared ? <Tag style={{ marginInlineStart: 6 }}>{t('shared')}</Tag> : null}
        </Button>
      ),
    },
    {
      key: 'members',
      title: t('list.members'),
      width: 110,
      priority: 3,
      render: (_, g) => (
        <Space size={4} wrap>
          {g.memberCount}
          {g.inactiveCount ? <Tag color="warning">{t('list.inactive', { count: g.inactiveCount })}</Tag> : null}
        </Space>
      ),
    },
    // a group is known by its name: its code (made up when left empty, "g-2ae95174") stays in the edit dialog
    { key: 'description', title: t('list.description'), dataIndex: 'description', width: 160, ellipsis: true, priority: 1 },
    {
      key: 'actions',
      title: t('list.actions'),
      width: 130,
      render: (_, g) =>
        g.canEdit ? (
          <EditRemoveActions
            editLabel={t('list.edit')}
            removeLabel={t('list.remove')}
            confirm={t('list.removeConfirm')}
            onEdit={() => setDialog({ editing: g })}
            onRemove={() => remove.mutate(g.id)}
            removing={remove.isPending && remove.variables === g.id}
          />
        ) : null,
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        {canAdd ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
            {scope === 'shared' ? t('list.addShared') : t('list.add')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('list.sharedReadOnly')}</Typography.Text>
        )}
      </Space>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <PagedTable<GroupRow>
        rowKey="id"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        paging={paging}
        onPaging={onPaging}
        locale={{ emptyText: scope === 'shared' ? t('list.sharedEmpty') : t('list.empty') }}
        // a neutral fill: the selected colour of antd's rows hides the link's text in the dark theme
        onRow={(g) => ({
          onClick: () => onSelect(g.id),
          style: g.id === selectedId ? { background: token.colorFillSecondary } : undefined,
        })}
      />
      <GroupDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        shared={scope === 'shared'}
        onClose={() => setDialog(null)}
        onSaved={(g) => {
          message.success(t('list.saved'));
          setDialog(null);
          onSelect(g.id);
        }}
      />
    </>
  );
}
