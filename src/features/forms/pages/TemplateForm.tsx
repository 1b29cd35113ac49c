import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Result, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { FieldRight } from '@contract/workflow';
import type { TemplateRow } from '@/api/form';
import { FormRenderer, placeFields } from '@/shared/form-runtime';
import { formsQueries } from '../queries';
import { useSaveTemplateRow } from '../mutations';
import { PageState } from '../components/PageState';

const ACTIONS = ['add', 'edit', 'get'] as const;
type Action = (typeof ACTIONS)[number];

/**
 * /templateForm/{templateKey}/{action}[/{data}]: a row of a data template. `add` a new one (save or
 * save as draft), `edit` row {data} (its creator or an admin), `get` it read-only.
 */
export default function TemplateForm() {
  const { templateKey = '', action = '', data: rowId } = useParams();
  const { t } = useTranslation('forms');
  const known = (ACTIONS as readonly string[]).includes(action);
  const needsRow = action !== 'add';
  // not `template`: @tanstack/query/no-unstable-deps follows names through the file, and the row form's template is its data
  const templateQuery = useQuery({ ...formsQueries.template(templateKey), enabled: known });
  const row = useQuery({ ...formsQueries.row(templateKey, rowId ?? ''), enabled: known && needsRow && !!rowId });

  if (!known || (needsRow && !rowId)) return <Result status="404" title={t('state.badAddress')} />;
  if (!templateQuery.data) return <PageState loading={templateQuery.isPending} error={templateQuery.error} />;
  if (needsRow && !row.data) return <PageState loading={row.isPending} error={row.error} />;
  return (
    <TemplateRowForm
      key={`${action}-${rowId ?? 'new'}-${row.data?.row.version ?? 0}`}
      action={action as Action}
      templateKey={templateKey}
      row={row.data?.row}
      canEdit={row.data?.canEdit ?? true}
    />
  );
}

function TemplateRowForm({
  action,
  templateKey,
  row,
  canEdit,
}: {
  action: Action;
  templateKey: string;
  row?: TemplateRow;
  canEdit: boolean;
}) {
  const { t } = useTranslation('forms');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const template = useQuery(formsQueries.template(templateKey)).data!;
  const readOnly = action === 'get' || !canEdit;
  const rights = useMemo(() => {
    const out: Record<string, FieldRight> = {};
    for (const f of template.fields) out[f.name] = readOnly ? 'r' : f.required ? 'b' : 'w';
    return out;
  }, [template, readOnly]);
  const placed = useMemo(() => placeFields(template.fields, rights), [template, rights]);

  const save = useSaveTemplateRow(
    async (draft) => {
      const values: Record<string, unknown> = draft ? form.getFieldsValue(true) : await form.validateFields();
      return { templateKey, id: row?.id, version: row?.version, data: values, draft };
    },
    {
      announce: (_, draft) => message.success(t(draft ? 'template.draftSaved' : 'template.saved')),
      then: (saved, draft) =>
        navigate(draft ? `/templateForm/${templateKey}/edit/${saved.id}` : `/templateForm/${templateKey}/get/${saved.id}`, {
          replace: action === 'add',
        }),
    },
  );
  // antd validation errors are shown at the fields; only the server's refusals need the alert
  const serverError = save.error && !('errorFields' in (save.error as object)) ? save.error.message : null;
  const title = t(`template.title_${action}`, { name: template.name });

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space wrap>
            <span>{title}</span>
            {row?.isDraft ? <Tag color="gold">{t('template.draft')}</Tag> : null}
          </Space>
        }
        extra={
          <Space wrap>
            <Link to={`/templatePreview/${templateKey}Rows/-/1`}>{t('template.allRows')}</Link>
            <Link to={`/templateDraftList/${templateKey}/1`}>{t('template.myDrafts')}</Link>
          </Space>
        }
      >
        {template.description ? <Typography.Paragraph type="secondary">{template.description}</Typography.Paragraph> : null}
        {row ? (
          <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('template.createdBy')}>{row.createdByName}</Descriptions.Item>
            <Descriptions.Item label={t('template.createdAt')}>{dayjs(row.createdAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
            <Descriptions.Item
              label={t('template.updated')}
            >{`${row.updatedByName} ${dayjs(row.updatedAt).format('YYYY-MM-DD HH:mm')}`}</Descriptions.Item>
          </Descriptions>
        ) : null}
        {action === 'edit' && !canEdit ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('template.notYours')} /> : null}
        {serverError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={serverError} /> : null}
        {/* kept alive: several record pages can be open at once, each needs its own field ids */}
        <FormRenderer
          name={`tpl-${templateKey}-${action}-${row?.id ?? 'new'}`}
          form={form}
          placed={placed}
          initialValues={row?.data ?? {}}
          space={16}
        />
        <Flex gap={8} wrap style={{ marginTop: 24 }}>
          {!readOnly ? (
            <>
              <Button type="primary" loading={save.isPending && save.variables === false} onClick={() => save.mutate(false)}>
                {t('action.save')}
              </Button>
              {!row || row.isDraft ? (
                <Button loading={save.isPending && save.variables === true} onClick={() => save.mutate(true)}>
                  {t('action.saveDraft')}
                </Button>
              ) : null}
            </>
          ) : null}
          {action === 'get' && canEdit && row ? (
            <Button type="primary" onClick={() => navigate(`/templateForm/${templateKey}/edit/${row.id}`)}>
              {t('action.edit')}
            </Button>
          ) : null}
        </Flex>
      </Card>
    </Flex>
  );
}
