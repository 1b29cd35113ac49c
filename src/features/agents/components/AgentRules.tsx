import { useState } from 'react';
import { App, Button, Space, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentRow } from '@/api/flow';
import { useAuthStore } from '@/features/auth';
import { EditRemoveActions } from '@/shared/ui/EditRemoveActions';
import { PagedQueryTable, type Paging } from '@/shared/ui/PagedTable';
import { DEFAULT_PAGE_SIZE } from '@/shared/ui/tableLayout';
import { formatDateTime } from '@/shared/time';
import { AgentDialog } from './AgentDialog';
import { enabledColumn, flowsColumn, useFlowNames } from './FlowKeySelect';
import { agentQueries, useRemoveAgent, useSaveAgent } from '../queries';

/** The caller's agent rules (an admin may look at everyone's). */
export function AgentRules() {
  const { t } = useTranslation('agents');
  const { message } = App.useApp();
  const userId = useAuthStore((s) => s.userId);
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const [everyone, setEveryone] = useState(false);
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [dialog, setDialog] = useState<{ editing: AgentRow | null } | null>(null);
  const flowNames = useFlowNames();
  const list = useQuery(agentQueries.rules(everyone, paging));
  const save = useSaveAgent(() => {
    message.success(t('form.saved'));
    setDialog(null);
  });
  const remove = useRemoveAgent(() => message.success(t('form.removed')));

  const columns: FitColumn<AgentRow>[] = [
    ...(everyone ? [{ key: 'principal', title: t('agent.principal'), dataIndex: 'principalName', width: 120, ellipsis: true }] : []),
    { key: 'agent', title: t('agent.agent'), dataIndex: 'agentName', width: 120, ellipsis: true },
    flowsColumn(t('form.flows'), flowNames),
    {
      title: t('agent.period'),
      key: 'period',
      width: 310,
      priority: 2,
      render: (_, row) => `${formatDateTime(row.startTime)} ~ ${formatDateTime(row.endTime)}`,
    },
    enabledColumn(t),
    {
      title: t('form.actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_, row) => (
        <EditRemoveActions
          editLabel={t('form.edit')}
          removeLabel={t('form.remove')}
          confirm={t('agent.removeConfirm')}
          onEdit={() => setDialog({ editing: row })}
          onRemove={() => remove.mutate(row.id)}
          removing={remove.isPending && remove.variables === row.id}
        />
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
          {t('agent.add')}
        </Button>
        {isAdmin ? (
          <Space>
            <Switch checked={everyone} onChange={setEveryone} aria-label={t('agent.everyone')} />
            {t('agent.everyone')}
          </Space>
        ) : null}
      </Space>
      <PagedQueryTable<AgentRow> source={list} columns={columns} paging={paging} onPaging={setPaging} />
      <AgentDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        busy={save.isPending}
        selfId={userId}
        onSubmit={save.mutate}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
