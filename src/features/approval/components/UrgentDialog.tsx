import { useState } from 'react';
import { Modal, Radio, Space, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { approvalQueries } from '../queries';

interface Props {
  open: boolean;
  current: number;
  busy: boolean;
  onSubmit: (urgentState: number) => void;
  onClose: () => void;
}

/** Urgent: choose the urgency level of the instance from the server's levels. */
export function UrgentDialog({ open, current, busy, onSubmit, onClose }: Props) {
  const { t } = useTranslation('approval');
  const [level, setLevel] = useState(current);
  const levels = useQuery({ ...approvalQueries.urgentLevels(), enabled: open });
  return (
    <Modal
      open={open}
      title={t('dialogs.urgentTitle')}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => onSubmit(level)}
      destroyOnHidden
    >
      <Spin spinning={levels.isLoading}>
        <Radio.Group value={level} onChange={(e) => setLevel(Number(e.target.value))}>
          <Space orientation="vertical">
            {(levels.data ?? []).map((l) => (
              <Radio key={l.value} value={l.value}>
                <Tag color={l.color}>{l.label}</Tag>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Spin>
    </Modal>
  );
}
