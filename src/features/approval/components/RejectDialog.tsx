import { useState } from 'react';
import { Radio, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formQueries } from '../queries';
import { ChoiceDialog } from './ChoiceDialog';

interface Props {
  open: boolean;
  taskId: string;
  busy: boolean;
  onSubmit: (destination: string | undefined) => void;
  onClose: () => void;
}

/** Reject: choose the earlier node the task goes back to (the previous one by default). */
export function RejectDialog({ taskId, onSubmit, ...modal }: Props) {
  const { t } = useTranslation('approval');
  const [choice, setChoice] = useState<string | undefined>();
  const nodes = useQuery({ ...formQueries.rejectNodes(taskId), enabled: modal.open });
  return (
    <ChoiceDialog
      {...modal}
      title={t('dialogs.rejectTitle')}
      loading={nodes.isLoading}
      danger
      value={choice ?? ''}
      onChange={(v) => setChoice(v || undefined)}
      onSubmit={() => onSubmit(choice)}
    >
      <Radio value="">{t('dialogs.rejectPrevious')}</Radio>
      {(nodes.data ?? []).map((n) => (
        <Radio key={n.nodeId} value={n.nodeId}>
          {n.name}
          {n.executors.length ? (
            <Typography.Text type="secondary">{` (${n.executors.map((e) => e.name).join(', ')})`}</Typography.Text>
          ) : null}
        </Radio>
      ))}
    </ChoiceDialog>
  );
}
