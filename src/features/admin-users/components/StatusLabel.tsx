import { Space, Tag } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const KEY: Record<number, string> = { 1: 'normal', 0: 'disabled', [-1]: 'notActivated' };
const COLOR: Record<string, string> = { normal: 'success', disabled: 'default', notActivated: 'warning', departed: 'error' };

/** A user's status as a tag, and a lock when wrong sign-ins hold the account up. */
export function StatusLabel({ status, locked }: { status: number; locked?: boolean }) {
  const { t } = useTranslation('adminUsers');
  const key = KEY[status] ?? 'departed';
  return (
    <Space size={4} wrap>
      <Tag color={COLOR[key]} data-status={key}>
        {t(`status.${key}`)}
      </Tag>
      {locked && (
        <Tag icon={<LockOutlined />} color="orange">
          {t('locked')}
        </Tag>
      )}
    </Space>
  );
}
