import { useEffect, useState } from 'react';
import { App, Button, Card, Checkbox, Form, Input, Space, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CATEGORIES } from '@contract/messages';
import { companyHookQuery, useNotifyMutations } from '../queries';
import { SecretDialog } from './SecretDialog';

/** Administrators: one webhook target for everyone's messages of the chosen categories. */
export function CompanyHookCard() {
  const { t } = useTranslation('notify');
  const { message } = App.useApp();
  const hook = useQuery(companyHookQuery(true));
  const { saveCompany, newCompanySecret } = useNotifyMutations();
  const [url, setUrl] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [categories, setCategories] = useState<string[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  useEffect(() => {
    if (!hook.data) return;
    setUrl(hook.data.url ?? '');
    setEnabled(hook.data.enabled);
    setCategories(hook.data.categories);
  }, [hook.data]);

  const save = async () => {
    await saveCompany.mutateAsync({ url: url.trim() || null, enabled, categories });
    message.success(t('saved'));
  };

  return (
    <Card title={t('company.title')} size="small">
      <Typography.Paragraph type="secondary">{t('company.intro')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('webhook.url')}>
          <Input
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://"
            aria-label={`${t('company.title')} ${t('webhook.url')}`}
          />
        </Form.Item>
        <Form.Item label={t('company.categories')}>
          <Checkbox.Group
            value={categories}
            onChange={(v) => setCategories(v.map(String))}
            options={MESSAGE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          />
        </Form.Item>
        <Space wrap>
          <Switch checked={enabled} onChange={setEnabled} aria-label={t('company.enabled')} />
          <span>{t('company.enabled')}</span>
          <Button type="primary" onClick={() => void save()} loading={saveCompany.isPending}>
            {t('save')}
          </Button>
          <Button onClick={() => void newCompanySecret.mutateAsync().then(setSecret)} disabled={!hook.data?.url}>
            {t('webhook.newSecret')}
          </Button>
        </Space>
      </Form>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Card>
  );
}
