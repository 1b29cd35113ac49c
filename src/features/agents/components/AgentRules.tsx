import { useState } from 'react';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { useTranslation } from 'react-i18next';
import type { AgentRow } from '@/api/flow';
import { useEveryoneSwitch } from './EveryoneSwitch';
import { CrudList, crudTexts, useCrudList } from '@/shared/ui/CrudList';
import { formatDateTime } from '@/shared/time';
import { AgentDialog } from './RuleDialogs';
import { AgentDetail, detailColumn } from './RuleDetail';
import { enabledColumn, flowsColumn, useFlowNames } from './FlowKeySelect';
import { agentQueries, useRemoveAgent, useSaveAgent } from '../queries';

/** The caller's agent rules (an admin may look at everyone's: isMgr), each one's detail from agentGet. */
export function AgentRules() {
  const { t } = useTranslation('agents');
  const { userId, everyone, toolbar } = useEveryoneSwitch(t('agent.everyone'));
  const [shown, setShown] = useState<string | null>(null);
  const crud = useCrudList({
    texts: crudTexts(t, 'agent', 'form'),
    query: (paging) => agentQueries.rules(everyone, paging),
    toEditing: (row) => row,
  });
  const flowNames = useFlowNames();
  const save = useSaveAgent(crud.saved);
  const remove = useRemoveAgent(crud.removed);

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
    detailColumn<AgentRow>(t, (row) => `${row.principalName} → ${row.agentName}`, setShown),
  ];

  return (
    <CrudList crud={crud} columns={columns} remove={remove} toolbar={toolbar}>
      <AgentDialog crud={crud} save={save} selfId={userId} />
      <AgentDetail id={shown} onClose={() => setShown(null)} />
    </CrudList>
  );
}
