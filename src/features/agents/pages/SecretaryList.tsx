import type { FitColumn } from '@/shared/ui/useFitColumns';
import { useTranslation } from 'react-i18next';
import type { SecretaryPageValue } from '@/api/runtime';
import { useAuthStore } from '@/shared/session';
import { CrudList, crudTexts, useCrudList } from '@/shared/ui/CrudList';
import { timeColumn } from '@/shared/ui/timeColumn';
import { SecretaryDialog } from '../components/RuleDialogs';
import type { SecretaryValues } from '../types';
import { enabledColumn, flowsColumn, useFlowNames } from '../components/FlowKeySelect';
import { agentQueries, useRemoveSecretary, useSaveSecretary } from '../queries';

type Row = SecretaryPageValue['rows'][number];

/** 'agents/SecretaryList': my secretaries, and the leaders I am secretary of. */
export default function SecretaryList() {
  const { t } = useTranslation('agents');
  const userId = useAuthStore((s) => s.userId);
  const crud = useCrudList({
    texts: crudTexts(t, 'secretary', 'form'),
    query: agentQueries.secretaries,
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
  ];

  return (
    <CrudList crud={crud} columns={columns} remove={remove} title={t('secretary.title')}>
      <SecretaryDialog crud={crud} save={save} selfId={userId} />
    </CrudList>
  );
}
