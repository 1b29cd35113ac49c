import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ToolOptions, ToolPlan } from '@contract/workflow';
import { ToolDialog } from './ToolDialog';

interface Props {
  taskId: string;
  targets: NonNullable<ToolOptions['jumpTargets']>;
  onClose: () => void;
  onDone: (plan: ToolPlan) => void;
}

/** An administrator moves the task's work to another step, back or forward, with a reason; confirmed on its preview. */
export function JumpDialog({ taskId, targets, ...rest }: Props) {
  const { t } = useTranslation('approvalTools');
  const [destination, setDestination] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const request = destination ? { tool: 'jump' as const, taskId, destination } : null;
  return (
    <ToolDialog
      open
      danger
      title={t('dialog.jumpTitle')}
      request={request}
      extra={{ opinion: reason.trim() }}
      blocked={!reason.trim()}
      {...rest}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('dialog.jumpTarget')} required>
          <Select
            value={destination}
            onChange={(v: string) => setDestination(v)}
            options={targets.map((n) => ({ value: n.nodeId, label: n.name }))}
            placeholder={t('dialog.jumpTargetPlaceholder')}
            aria-label={t('dialog.jumpTarget')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('dialog.reason')} required help={reason.trim() ? undefined : t('dialog.reasonRequired')}>
          <Input.TextArea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={2000}
            aria-label={t('dialog.reason')}
          />
        </Form.Item>
      </Form>
    </ToolDialog>
  );
}
