import { useState } from 'react';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { useTranslation } from 'react-i18next';
import type { SecretaryPageValue } from '@/api/runtime';
import { useEveryoneSwitch } from '../components/EveryoneSwitch';
import { CrudList, crudTexts, useCrudList } from '@/shared/ui/CrudList';
import { timeColumn } from '@/shared/ui/timeColumn';
import { SecretaryDialog } from '../components/RuleDialogs';
import { SecretaryDetail, detailColumn } from '../components/RuleDetail';
import type { SecretaryValues } from '../types';
import { enabledColumn, flowsColumn, useFlowNames } from '../components/FlowKeySelect';
import { agentQueries, useRemoveSecretary, useSaveSecretary } from '../queries';

type Row = SecretaryPageValue['rows'][number];

/** 'agents/SecretaryList': my secretaries, and the leaders I am secretary of (an admin may look at every pair). */
export default function SecretaryList() {
  const { t } = useTranslation('agents');
  const { userId, everyone, toolbar } = useEveryoneSwitch(t('secretary.everyone'));
  const [shown, setShown] = useState<string | null>(null);
  const crud = useCrudList({
    texts: crudTexts(t, 'secretary', 'form'),
    query: (paging) => agentQueries.secretaries(everyone, paging),
    toEditing: (row): SecretaryValues => ({ id: row.id, secretaryId: row.secretaryId, defKeys: row.defKeys, enabled: row.enabled }),
    // only the leader names or drops a secretary
    canChange: (row) => row.leaderId === userId,
  });
  const flowNames = useFlowNames();
  const save = useSaveSecretary(crud.saved);
  const remove = useRemoveSecretary(crud.removed);

  const columns: FitColumn<Row>[] = [
    { key: 'leader', title: t('secretary.leader'), dataIndex: 'leaderName', width: 140, ellipsis: true },
    { key: 'secretary', title: t('secretary.secretary'), dataIndex: 'secretaryName', width: 140, ellipsis: true },
    flowsColumn(t('form.flows'), flowNames),
    enabledColumn(t),
    timeColumn('since', t('secretary.since'), 2),
    detailColumn<Row>(t, (row) => `${row.leaderName} → ${row.secretaryName}`, setShown),
  ];

  return (
    <CrudList crud={crud} columns={columns} remove={remove} title={t('secretary.title')} toolbar={toolbar}>
      <SecretaryDialog crud={crud} save={save} selfId={userId} />
      <SecretaryDetail id={shown} onClose={() => setShown(null)} />
    </CrudList>
  );
}
