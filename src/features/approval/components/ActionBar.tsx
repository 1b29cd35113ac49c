import { Button, Dropdown, Space } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { ApprovalButton, TaskAction } from '@contract/workflow';
import { phoneButtonOrder, planButton, type PortalAction } from '../lib/buttons';

export type ServerButton = Static<typeof ApprovalButton>;

interface Props {
  buttons: ServerButton[];
  busy: string | null;
  /** the task cannot be completed now (not open, or a completion is under way) */
  disabled?: boolean;
  likeCount?: number;
  /** a phone's bottom bar: the main action first, two buttons, the rest under More */
  compact?: boolean;
  onComplete: (actionName: TaskAction, button: ServerButton) => void;
  onPortal: (action: PortalAction) => void;
}

/** The buttons the server lists for this task, in its order, with the server's labels. */
export function ActionBar({ buttons, busy, disabled, likeCount, compact, onComplete, onPortal }: Props) {
  const { t } = useTranslation('approval');
  const label = (button: ServerButton) =>
    `${button.name}${planButton(button.alias).kind === 'portal' && button.alias === 'like' && likeCount !== undefined ? ` (${likeCount})` : ''}`;
  const press = (button: ServerButton) => {
    const plan = planButton(button.alias);
    if (plan.kind === 'complete') onComplete(plan.actionName, button);
    else if (plan.kind === 'portal') onPortal(plan.action);
  };
  const render = (button: ServerButton) => {
    const plan = planButton(button.alias);
    if (plan.kind === 'hidden') return null;
    const complete = plan.kind === 'complete';
    return (
      <Button
        key={button.alias}
        type={complete && plan.primary ? 'primary' : 'default'}
        danger={complete && plan.danger}
        loading={busy === button.alias}
        disabled={complete && disabled}
        block={compact}
        onClick={() => press(button)}
      >
        {label(button)}
      </Button>
    );
  };
  if (!compact)
    return (
      <Space wrap role="toolbar" aria-label={t('actions.toolbar')}>
        {buttons.map(render)}
      </Space>
    );
  const { inline, more } = phoneButtonOrder(buttons);
  return (
    <div role="toolbar" aria-label={t('actions.toolbar')} style={{ display: 'flex', gap: 8 }}>
      {inline.map(render)}
      {more.length ? (
        <Dropdown
          trigger={['click']}
          placement="topRight"
          menu={{
            items: more.map((button) => {
              const plan = planButton(button.alias);
              const complete = plan.kind === 'complete';
              return { key: button.alias, label: label(button), danger: complete && plan.danger, disabled: complete && disabled };
            }),
            onClick: ({ key }) => {
              const button = more.find((b) => b.alias === key);
              if (button) press(button);
            },
          }}
        >
          <Button aria-label={t('actions.more')} icon={<EllipsisOutlined />} style={{ flex: 'none' }} />
        </Dropdown>
      ) : null}
    </div>
  );
}
