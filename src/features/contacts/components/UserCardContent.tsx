import { App, Avatar, Button, Descriptions, Skeleton, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { avatarAddress } from '@/shared/session';
import { communicate } from '../lib/communicate';
import type { CardPerson } from '../lib/person';
import { chatAppConfig } from '../config';
import { userDetailQuery } from '../queries';

interface Props {
  person?: CardPerson;
  accountOrId?: string;
}

export function UserCardContent({ person, accountOrId }: Props) {
  const { t } = useTranslation('contacts');
  const { message } = App.useApp();
  const lookup = useQuery({ ...userDetailQuery(accountOrId ?? ''), enabled: !person && !!accountOrId });
  const shown = person ?? lookup.data ?? null;

  if (!shown) {
    if (lookup.isError) return <Typography.Text type="danger">{t('card.loadFailed')}</Typography.Text>;
    return <Skeleton avatar active paragraph={{ rows: 3 }} style={{ width: 280 }} />;
  }

  const onCommunicate = async () => {
    const result = await communicate(chatAppConfig, shown.employeeNo, {
      fetch: (...args) => window.fetch(...args),
      open: (url) => window.open(url, '_blank', 'noopener'),
      bridge: (window as unknown as { wx?: { invoke?: never } }).wx ?? null,
    });
    if (result === 'blocked') message.warning(t('card.communicateBlocked'));
    else if (result === 'failed') message.error(t('card.socialCardFailed'));
  };

  return (
    <div style={{ width: 300 }} data-testid="user-card">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 12 }}>
        <Avatar size={48} src={avatarAddress(shown.account, shown.photo)} alt={shown.fullname} />
        <div>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {shown.fullname}
          </Typography.Title>
          <Typography.Text type="secondary">{shown.account}</Typography.Text>
        </div>
      </div>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('card.org')}>{shown.orgName || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('card.post')}>{shown.postName || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('card.email')}>
          {shown.email ? <a href={`mailto:${shown.email}`}>{shown.email}</a> : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('card.mobile')}>{shown.mobile || '-'}</Descriptions.Item>
      </Descriptions>
      <Button type="primary" block icon={<MessageOutlined />} onClick={() => void onCommunicate()}>
        {t('card.communicate')}
      </Button>
    </div>
  );
}
