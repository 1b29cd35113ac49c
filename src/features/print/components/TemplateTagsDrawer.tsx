import { useState } from 'react';
import { Alert, Button, Drawer, Form, Select, Space, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '@/api/files';
import { downloadStarterTemplate } from '@/api/print';
import { announce } from '@/shared/ui/a11y';
import { formsOf, useFlowDefs } from '../hooks/useFlowDefs';
import { printQueries } from '../queries';
import { TagList } from './TagList';

/**
 * What a template of a form may use (the server's list of the tags its filler fills) and a starter
 * template made from the form, to open in Word, put the company's letterhead in, and upload back.
 */
export function TemplateTagsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('print');
  const defs = useFlowDefs(open);
  const forms = [...formsOf(defs.data?.rows ?? [])];
  const [chosen, setChosen] = useState<string>();
  // the first form until one is chosen
  const formKey = chosen ?? forms[0]?.[0];
  const tags = useQuery({ ...printQueries.tags(formKey ?? ''), enabled: open && !!formKey });
  const starter = useMutation({
    mutationFn: (key: string) => downloadStarterTemplate(key),
    onSuccess: (file, key) => {
      saveDownload(file, `${key}.docx`);
      announce(t('tags.downloaded'));
    },
  });

  return (
    <Drawer open={open} onClose={onClose} title={t('tags.title')} size="min(640px, 100vw)" destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={t('tags.form')} htmlFor="print-tags-form">
          <Select
            id="print-tags-form"
            showSearch={{ optionFilterProp: 'label' }}
            loading={defs.isPending}
            value={formKey}
            onChange={setChosen}
            placeholder={t('tags.formPlaceholder')}
            options={forms.map(([key, name]) => ({ value: key, label: t('templates.formOf', { formKey: key, name }) }))}
          />
        </Form.Item>
      </Form>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('tags.starterTitle')}
        description={
          <>
            <Typography.Paragraph style={{ marginBottom: 8 }}>{t('tags.starterHint')}</Typography.Paragraph>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              disabled={!formKey}
              loading={starter.isPending}
              onClick={() => formKey && starter.mutate(formKey)}
            >
              {t('tags.download')}
            </Button>
          </>
        }
      />
      {!formKey ? null : tags.isPending ? (
        <Space>
          <Spin size="small" />
          <Typography.Text type="secondary">{t('tags.loading')}</Typography.Text>
        </Space>
      ) : tags.isError ? (
        <Alert type="error" showIcon title={t('tags.loadFailed')} />
      ) : (
        <TagList list={tags.data} />
      )}
    </Drawer>
  );
}
