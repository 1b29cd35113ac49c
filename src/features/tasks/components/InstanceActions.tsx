import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@/api/runtime';
import { useInstanceAction, type InstanceAction as Action } from '../mutations';
import type { TaskTab } from '../lib/tabs';
import type { FormTarget } from '@/shared/approvalForm';

const ENDED = new Set(['end', 'manual_end']);

/** The row actions of the instance tabs (and of the admin's monitor), each confirmed, each refreshing the lists. */
export function InstanceActions({
  tab,
  row,
  onOpen,
  monitor,
}: {
  tab: TaskTab;
  row: InstanceRow;
  onOpen: (target: FormTarget) => void;
  monitor?: boolean;
}) {
  const { t } = useTranslation('tasks');
  const { message } = App.useApp();
  const run = useInstanceAction(row, (action) => message.success(t(`actions.${action}Done`)));

  const confirm = (action: Action) => (
    <Popconfirm key={action} title={t(`actions.${action}Confirm`)} onConfirm={() => run.mutate(action)}>
      <Button size="small" danger={action !== 'uncollect' && action !== 'cancelHangUp'} loading={run.isPending && run.variables === action}>
        {t(`actions.${action}`)}
      </Button>
    </Popconfirm>
  );

  const buttons = [];
  if (monitor) {
    if (row.status === 'running') buttons.push(confirm(row.isHangUp ? 'cancelHangUp' : 'hangUp'), confirm('endProcess'));
    buttons.push(confirm('remove'));
    return <Space size={4}>{buttons}</Space>;
  }
  if (tab === 'myDraft') {
    buttons.push(
      <Button key="edit" size="small" type="primary" onClick={() => onOpen({ defKey: row.procDefKey, draftId: row.refId ?? row.id })}>
        {t('actions.editDraft')}
      </Button>,
      confirm('removeDraft'),
    );
  }
  if (tab === 'myCollection') buttons.push(confirm('uncollect'));
  if (tab === 'myRequest' && row.status === 'running') buttons.push(confirm('revoke'));
  if (tab === 'myRequest' && (ENDED.has(row.status) || row.status === 'revoker_to_start')) buttons.push(confirm('remove'));
  return buttons.length ? <Space size={4}>{buttons}</Space> : null;
}
