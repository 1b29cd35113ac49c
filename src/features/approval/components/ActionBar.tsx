import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { ApprovalButton, TaskAction } from '@contract/workflow';
import { planButton, type PortalAction } from '../lib/buttons';

export type ServerButton = Static<typeof ApprovalButton>;

interface Props {
  buttons: ServerButton[];
  busy: string | null;
  /** the task cannot be completed now (not open, or a completion is under way) */
  disabled?: boolean;
  likeCount?: number;
  onComplete: (actionName: TaskAction, button: ServerButton) => void;
  onPortal: (action: PortalAction) => void;
}

/** The buttons the server lists for this task, in its order, with the server's labels. */
export function ActionBar({ buttons, busy, disabled, likeCount, onComplete, onPortal }: Props) {
  const { t } = useTranslation('approval');
  return (
    <Space wrap role="toolbar" aria-label={t('actions.toolbar')}>
      {buttons.map((button) => {
        const plan = planButton(button.alias);
        if (plan.kind === 'hidden') return null;
        const loading = busy === button.alias;
        if (plan.kind === 'complete') {
          return (
            <Button
              key={button.alias}
              type={plan.primary ? 'primary' : 'default'}
              danger={plan.danger}
              loading={loading}
              disabled={disabled}
              onClick={() => onComplete(plan.actionName, button)}
            >
              {button.name}
            </Button>
          );
        }
        return (
          <Button key={button.alias} loading={loading} onClick={() => onPortal(plan.action)}>
            {button.name}
            {plan.action === 'like' && likeCount !== undefined ? ` (${likeCount})` : ''}
          </Button>
        );
      })}
    </Space>
  );
}
