import { useState } from 'react';
import { Modal, Radio, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formQueries } from '../queries';

interface Props {
  open: boolean;
  taskId: string;
  busy: boolean;
  onSubmit: (destination: string | undefined) => void;
  onClose: () => void;
}

/** Reject: choose the earlier node the task goes back to (the previous one by default). */
export function RejectDialog({ open, taskId, busy, onSubmit, onClose }: Props) {
  const { t } = useTranslation('approval');
  const [choice, setChoice] = useState<string | undefined>();
  const nodes = useQuery({ ...formQueries.rejectNodes(taskId), enabled: open });
  return (
    <Modal
      open={open}
      title={t('dialogs.rejectTitle')}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ danger: true }}
      onOk={() => onSubmit(choice)}
      destroyOnHidden
    >
      <Spin spinning={nodes.isLoading}>
        <Radio.Group value={choice ?? ''} onChange={(e) => setChoice(e.target.value || undefined)}>
          <Space orientation="vertical">
            <Radio value="">{t('dialogs.rejectPrevious')}</Radio>
            {(nodes.data ?? []).map((n) => (
              <Radio key={n.nodeId} value={n.nodeId}>
                {n.name}
                {n.executors.length ? (
                  <Typography.Text type="secondary">{` (${n.executors.map((e) => e.name).join(', ')})`}</Typography.Text>
                ) : null}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Spin>
    </Modal>
  );
}
