import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@/api/runtime';
import { useInstanceAction, type InstanceAction as Action } from '../mutations';
import type { TaskTab } from '../lib/tabs';
import type { FormTarget } from '@/shared/approvalForm';

/** The texts of an action on a request of mine where they differ from the monitor's (withdraw, not terminate). */
const MY_REQUEST_TEXTS: Partial<Record<Action, string>> = { endProcess: 'withdrawRequest' };

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
  const texts = (action: Action) => (tab === 'myRequest' && MY_REQUEST_TEXTS[action]) || action;
  const run = useInstanceAction(row, (action) => message.success(t(`actions.${texts(action)}Done`)));

  const confirm = (action: Action) => (
    <Popconfirm key={action} title={t(`actions.${texts(action)}Confirm`)} onConfirm={() => run.mutate(action)}>
      <Button size="small" danger={action !== 'uncollect' && action !== 'cancelHangUp'} loading={run.isPending && run.variables === action}>
        {t(`actions.${texts(action)}`)}
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
  // my requests: what the server says the initiator may do with the request now
  if (tab === 'myRequest')
    for (const action of row.requestActions ?? []) {
      if (action === 'resubmit' && row.startTaskId) {
        const taskId = row.startTaskId;
        buttons.push(
          <Button key="resubmit" size="small" type="primary" onClick={() => onOpen({ taskId })}>
            {t('actions.resubmit')}
          </Button>,
        );
      } else if (action !== 'resubmit') buttons.push(confirm(action));
    }
  return buttons.length ? <Space size={4}>{buttons}</Space> : null;
}
