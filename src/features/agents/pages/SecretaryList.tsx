import { useState } from 'react';
import { App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SecretaryPageValue } from '@/api/runtime';
import { useAuthStore } from '@/features/auth';
import { EditRemoveActions } from '@/shared/ui/EditRemoveActions';
import { PagedQueryTable, type Paging } from '@/shared/ui/PagedTable';
import { DEFAULT_PAGE_SIZE } from '@/shared/ui/tableLayout';
import { formatDateTime } from '@/shared/time';
import { SecretaryDialog } from '../components/SecretaryDialog';
import type { SecretaryValues } from '../types';
import { enabledColumn, flowsColumn, useFlowNames } from '../components/FlowKeySelect';
import { agentQueries, useRemoveSecretary, useSaveSecretary } from '../queries';

type Row = SecretaryPageValue['rows'][number];

/** 'agents/SecretaryList': my secretaries, and the leaders I am secretary of. */
export default function SecretaryList() {
  const { t } = useTranslation('agents');
  const { message } = App.useApp();
  const userId = useAuthStore((s) => s.userId);
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [dialog, setDialog] = useState<{ editing: SecretaryValues | null } | null>(null);
  const flowNames = useFlowNames();
  const list = useQuery(agentQueries.secretaries(paging));
  const save = useSaveSecretary(() => {
    message.success(t('form.saved'));
    setDialog(null);
  });
  const remove = useRemoveSecretary(() => message.success(t('form.removed')));

  const columns: FitColumn<Row>[] = [
    { key: 'leader', title: t('secretary.leader'), dataIndex: 'leaderName', width: 140, ellipsis: true },
    { key: 'secretary', title: t('secretary.secretary'), dataIndex: 'secretaryName', width: 140, ellipsis: true },
    flowsColumn(t('form.flows'), flowNames),
    enabledColumn(t),
    {
      key: 'since',
      title: t('secretary.since'),
      dataIndex: 'createTime',
      width: 160,
      priority: 2,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('form.actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      // only the leader names or drops a secretary
      render: (_, row) =>
        row.leaderId === userId ? (
          <EditRemoveActions
            editLabel={t('form.edit')}
            removeLabel={t('form.remove')}
            confirm={t('secretary.removeConfirm')}
            onEdit={() => setDialog({ editing: { id: row.id, secretaryId: row.secretaryId, defKeys: row.defKeys, enabled: row.enabled } })}
            onRemove={() => remove.mutate(row.id)}
            removing={remove.isPending && remove.variables === row.id}
          />
        ) : null,
    },
  ];

  return (
    <Card
      size="small"
      title={t('secretary.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
          {t('secretary.add')}
        </Button>
      }
    >
      <PagedQueryTable<Row> source={list} columns={columns} paging={paging} onPaging={setPaging} />
      <SecretaryDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        busy={save.isPending}
        selfId={userId}
        onSubmit={save.mutate}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
