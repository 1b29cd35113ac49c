import { useState } from 'react';
import { Radio, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { approvalQueries } from '../queries';
import { ChoiceDialog } from './ChoiceDialog';

interface Props {
  open: boolean;
  current: number;
  busy: boolean;
  onSubmit: (urgentState: number) => void;
  onClose: () => void;
}

/** Urgent: choose the urgency level of the instance from the server's levels. */
export function UrgentDialog({ current, onSubmit, ...modal }: Props) {
  const { t } = useTranslation('approval');
  const [level, setLevel] = useState(current);
  const levels = useQuery({ ...approvalQueries.urgentLevels(), enabled: modal.open });
  return (
    <ChoiceDialog
      {...modal}
      title={t('dialogs.urgentTitle')}
      loading={levels.isLoading}
      value={level}
      onChange={(v) => setLevel(Number(v))}
      onSubmit={() => onSubmit(level)}
    >
      {(levels.data ?? []).map((l) => (
        <Radio key={l.value} value={l.value}>
          <Tag color={l.color}>{l.label}</Tag>
        </Radio>
      ))}
    </ChoiceDialog>
  );
}
