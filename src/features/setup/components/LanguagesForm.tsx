import { useEffect } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SetupLanguage, SetupState } from '@contract/setup';
import { useAppApis } from '@/shared/ui/useAppApis';
import { useSaveLanguages } from '../queries';
import { LanguagesField } from './LanguagesField';

/**
 * The languages offered alone, for a company with no first-run setup (one that started with demo data): the
 * administrators narrow them here after the start (issue 30).
 */
export function LanguagesForm({ state }: { state: SetupState }) {
  const { t } = useTranslation('setup');
  const { message } = useAppApis();
  const [form] = Form.useForm<{ languages: SetupLanguage[] }>();
  const save = useSaveLanguages();
  useEffect(() => form.setFieldsValue({ languages: state.languages }), [state, form]);

  const submit = async () => {
    const { languages } = await form.validateFields();
    await save.mutateAsync({ languages, version: state.languagesVersion });
    message.success(t('saved'));
  };

  return (
    <Form form={form} layout="vertical" requiredMark="optional" onFinish={() => void submit().catch(() => {})}>
      <LanguagesField />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('saveLanguages')}
      </Button>
    </Form>
  );
}
