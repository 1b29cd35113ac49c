import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthorizationList } from '../components/AuthorizationList';
import { FlowCheck } from '../components/FlowCheck';

/** 'authorization/AuthorizationCenter' (admins): who may start which flows, and a check of one person. */
export default function AuthorizationCenter() {
  const { t } = useTranslation('authorization');
  return (
    <Card size="small" title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs
        items={[
          { key: 'list', label: t('tabs.list'), children: <AuthorizationList /> },
          { key: 'check', label: t('tabs.check'), children: <FlowCheck /> },
        ]}
      />
    </Card>
  );
}
