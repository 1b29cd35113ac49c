import { useEffect } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SETUP_UNITS_MAX, type SetupLanguage } from '@contract/setup';
import { useAppApis } from '@/shared/ui/useAppApis';
import { setupQueries, useSaveSetup } from '../queries';
import { LanguagesField } from '../components/LanguagesField';
import { LanguagesForm } from '../components/LanguagesForm';

interface Values {
  companyName: string;
  languages: SetupLanguage[];
  /** new units, one per line */
  units: string;
}

/**
 * 'setup/CompanySetup': the short setup of a company that started empty (issue 30): its name, the languages it offers,
 * its first units under the root, and the way to import its people (the users page). Saving with "Finish" completes it.
 * A company that started with demo data has no setup: the page then holds the languages offered alone.
 */
export default function CompanySetup() {
  const { t } = useTranslation('setup');
  const { message } = useAppApis();
  const state = useQuery(setupQueries.state());
  const [form] = Form.useForm<Values>();
  const save = useSaveSetup();
  const s = state.data;
  useEffect(() => {
    if (s) form.setFieldsValue({ companyName: s.companyName, languages: s.languages, units: '' });
  }, [s, form]);

  if (!s) return <Card>{state.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : <Skeleton active />}</Card>;

  const submit = async (complete: boolean) => {
    const v = await form.validateFields();
    const units = v.units
      .split('\n')
      .map((u) => u.trim())
      .filter(Boolean);
    await save.mutateAsync({ companyName: v.companyName.trim(), languages: v.languages, units, complete, version: s.version });
    form.setFieldValue('units', '');
    message.success(t(complete ? 'completed' : 'saved'));
  };

  return (
    <Card style={{ maxWidth: 720 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      {!s.applies ? (
        <>
          <Alert type="info" showIcon title={t('notApplicable')} description={t('languagesOnly')} style={{ marginBottom: 16 }} />
          <LanguagesForm state={s} />
        </>
      ) : (
        <>
          {s.completed ? (
            <Alert type="success" showIcon title={t('done')} style={{ marginBottom: 16 }} />
          ) : (
            <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
          )}
          <Form form={form} layout="vertical" requiredMark="optional" onFinish={() => void submit(false).catch(() => {})}>
            <Form.Item
              name="companyName"
              label={t('companyName')}
              rules={[{ required: true, whitespace: true, message: t('companyNameRequired') }, { max: 100 }]}
            >
              <Input maxLength={100} autoComplete="organization" />
            </Form.Item>
            <LanguagesField />
            <Form.Item label={t('units')}>
              {s.units.length ? (
                <Flex wrap gap={4} style={{ marginBottom: 8 }} aria-label={t('existingUnits')}>
                  {s.units.map((u) => (
                    <Tag key={u.id}>{u.name}</Tag>
                  ))}
                </Flex>
              ) : (
                <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                  {t('noUnits')}
                </Typography.Paragraph>
              )}
              <Form.Item
                name="units"
                noStyle
                rules={[
                  {
                    validator: (_, v: string | undefined) =>
                      (v ?? '').split('\n').filter((u) => u.trim()).length > SETUP_UNITS_MAX ||
                      (v ?? '').split('\n').some((u) => u.trim().length > 60)
                        ? Promise.reject(new Error(t('unitsTooMany', { max: SETUP_UNITS_MAX })))
                        : Promise.resolve(),
                  },
                ]}
              >
                <Input.TextArea rows={4} placeholder={t('unitsPlaceholder')} aria-label={t('newUnits')} />
              </Form.Item>
            </Form.Item>
            <Form.Item label={t('people')} extra={t('peopleHint')}>
              <Link to="/sysAdmin/users">
                <Button icon={<TeamOutlined />}>{t('importPeople')}</Button>
              </Link>
            </Form.Item>
            <Space wrap>
              <Button htmlType="submit" loading={save.isPending}>
                {t('save')}
              </Button>
              {!s.completed && (
                <Button type="primary" loading={save.isPending} onClick={() => void submit(true).catch(() => {})}>
                  {t('finish')}
                </Button>
              )}
            </Space>
          </Form>
        </>
      )}
    </Card>
  );
}
