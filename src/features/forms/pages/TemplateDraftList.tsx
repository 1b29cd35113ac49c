import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TemplateRow } from '@/api/form';
import { formsQueries } from '../queries';
import { useRemoveTemplateRow } from '../mutations';
import { PageState } from '../components/PageState';

/**
 * /templateDraftList/{tempAlias}/{dataViewFlag}: the caller's drafts of one data template. Open one
 * to continue it (templateForm edit), or delete it after a confirmation.
 */
export default function TemplateDraftList() {
  const { tempAlias = '' } = useParams();
  const { t } = useTranslation('forms');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const template = useQuery(formsQueries.template(tempAlias));
  const drafts = useQuery(formsQueries.drafts(tempAlias));
  const remove = useRemoveTemplateRow(() => message.success(t('drafts.deleted')));

  if (!template.data) return <PageState loading={template.isPending} error={template.error} />;
  const tpl = template.data;
  const listed = tpl.listColumns
    .slice(0, 3)
    .map((name) => tpl.fields.find((f) => f.name === name))
    .filter((f) => !!f);
  const continueDraft = (row: TemplateRow) => navigate(`/templateForm/${tpl.templateKey}/edit/${row.id}`);
  const confirmRemove = (row: TemplateRow) =>
    modal.confirm({
      title: t('drafts.confirmTitle'),
      content: t('drafts.confirmText'),
      okText: t('action.delete'),
      okButtonProps: { danger: true },
      cancelText: t('action.cancel'),
      onOk: () => remove.mutateAsync(row.id),
    });

  const columns: ColumnsType<TemplateRow> = [
    ...listed.map((f) => ({
      title: f.label,
      key: f.name,
      render: (_: unknown, row: TemplateRow) => {
        const v = row.data[f.name];
        const text = f.options?.find((o) => o.value === v)?.label ?? (v === null || v === undefined || v === '' ? '' : String(v));
        return text || <span style={{ opacity: 0.45 }}>{t('drafts.empty')}</span>;
      },
    })),
    { title: t('template.updated'), key: 'updatedAt', render: (_, row) => dayjs(row.updatedAt).format('YYYY-MM-DD HH:mm') },
    {
      title: t('drafts.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space>
          <Button type="link" onClick={() => continueDraft(row)}>
            {t('drafts.continue')}
          </Button>
          <Button type="link" danger onClick={() => confirmRemove(row)}>
            {t('action.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('drafts.title', { name: tpl.name })}
      extra={
        <Link to={`/templateForm/${tpl.templateKey}/add`}>
          <Button type="primary">{t('drafts.new')}</Button>
        </Link>
      }
    >
      <Table<TemplateRow>
        rowKey="id"
        loading={drafts.isPending}
        columns={columns}
        dataSource={drafts.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('drafts.none')} /> }}
      />
    </Card>
  );
}
