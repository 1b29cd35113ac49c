import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CATEGORIES, type MessageCategory } from '@contract/messages';
import type { SaveNotifySetting } from '@/api/notices';
import { settingQuery, useNotifyMutations } from '../queries';
import { SecretDialog } from '../components/SecretDialog';
import { DeliveryLog } from '../components/DeliveryLog';
import { CompanyHookCard } from '../components/CompanyHookCard';

const LANGS = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en-US', label: 'English' },
  { value: 'id', label: 'Bahasa Indonesia' },
] as const;

type Draft = SaveNotifySetting;

/** The page 'notify/NotifySettings' (/personal/notifySettings): per category, email and webhook beside the in-app message. */
export default function NotifySettings() {
  const { t } = useTranslation('notify');
  const { message } = App.useApp();
  const setting = useQuery(settingQuery());
  const { save, newSecret } = useNotifyMutations();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  useEffect(() => {
    const s = setting.data;
    if (s)
      setDraft({
        lang: s.lang as Draft['lang'],
        emailCategories: s.emailCategories,
        webhookCategories: s.webhookCategories,
        webhookUrl: s.webhookUrl,
      });
  }, [setting.data]);

  const s = setting.data;
  const emailOk = !!s?.emailAvailable && !!s.email;
  const toggle = (list: 'emailCategories' | 'webhookCategories', c: MessageCategory, on: boolean) =>
    setDraft((d) => d && { ...d, [list]: on ? [...new Set([...d[list], c])] : d[list].filter((x) => x !== c) });

  const submit = async () => {
    if (!draft) return;
    const answer = await save.mutateAsync({ ...draft, webhookUrl: draft.webhookUrl?.trim() || null });
    message.success(t('saved'));
    if (answer.secret) setSecret(answer.secret);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('page.title')} loading={setting.isLoading}>
        <Typography.Paragraph type="secondary">{t('page.intro')}</Typography.Paragraph>
        {s && !s.emailAvailable ? <Alert type="info" showIcon title={t('email.notConfigured')} style={{ marginBottom: 12 }} /> : null}
        {s?.emailAvailable && !s.email ? <Alert type="warning" showIcon title={t('email.noAddress')} style={{ marginBottom: 12 }} /> : null}
        {s?.emailAvailable && s.email ? <Typography.Paragraph>{t('email.address', { email: s.email })}</Typography.Paragraph> : null}
        {draft ? (
          <Form layout="vertical" onFinish={() => void submit()}>
            <Table<{ category: MessageCategory }>
              rowKey="category"
              size="small"
              pagination={false}
              dataSource={MESSAGE_CATEGORIES.map((category) => ({ category }))}
              style={{ marginBottom: 16 }}
              columns={[
                { title: t('column.category'), dataIndex: 'category', render: (c: MessageCategory) => t(`category.${c}`) },
                {
                  title: t('column.inApp'),
                  key: 'inApp',
                  width: 110,
                  render: (_, r) => (
                    <Switch size="small" checked disabled aria-label={`${t(`category.${r.category}`)} ${t('column.inApp')}`} />
                  ),
                },
                {
                  title: t('column.email'),
                  key: 'email',
                  width: 110,
                  render: (_, r) => (
                    <Switch
                      size="small"
                      disabled={!emailOk}
                      checked={emailOk && draft.emailCategories.includes(r.category)}
                      onChange={(on) => toggle('emailCategories', r.category, on)}
                      aria-label={`${t(`category.${r.category}`)} ${t('column.email')}`}
                    />
                  ),
                },
                {
                  title: t('column.webhook'),
                  key: 'webhook',
                  width: 110,
                  render: (_, r) => (
                    <Switch
                      size="small"
                      checked={draft.webhookCategories.includes(r.category)}
                      onChange={(on) => toggle('webhookCategories', r.category, on)}
                      aria-label={`${t(`category.${r.category}`)} ${t('column.webhook')}`}
                    />
                  ),
                },
              ]}
            />
            <Form.Item label={t('lang.label')}>
              <Select
                value={draft.lang}
                options={LANGS.map((l) => ({ ...l }))}
                onChange={(lang) => setDraft({ ...draft, lang })}
                style={{ maxWidth: 240 }}
                aria-label={t('lang.label')}
              />
            </Form.Item>
            <Form.Item label={t('webhook.url')} extra={t('webhook.urlHelp')}>
              <Input
                value={draft.webhookUrl ?? ''}
                onChange={(e) => setDraft({ ...draft, webhookUrl: e.target.value })}
                placeholder="https://"
                aria-label={t('webhook.url')}
              />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('save')}
              </Button>
              <Tag color={s?.hasSecret ? 'success' : 'default'}>{s?.hasSecret ? t('webhook.secretSet') : t('webhook.noSecret')}</Tag>
              <Button onClick={() => void newSecret.mutateAsync().then(setSecret)} loading={newSecret.isPending}>
                {t('webhook.newSecret')}
              </Button>
            </Space>
          </Form>
        ) : null}
      </Card>
      <DeliveryLog />
      {s?.isAdmin ? <CompanyHookCard /> : null}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Space>
  );
}
