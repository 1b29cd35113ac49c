import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Modal, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldRight, FormFieldDef } from '@contract/workflow';
import { FormRenderer, formSpace, placeFields } from '@/shared/form-runtime';
import { formsQueries } from '../queries';
import { sampleData } from '../lib/sample';
import { PageState, RIGHT_COLORS } from '../components/PageState';

/**
 * /formPreview/{formId} (spec 02 §2): a form as a node of its flows sees it. A form id with an
 * underscore (formKey_nodeId) is a template preview opened at that node; otherwise a design preview.
 */
export default function FormPreview() {
  const { formId = '' } = useParams();
  const { t } = useTranslation('forms');
  const { message } = App.useApp();
  const query = useQuery(formsQueries.preview(formId));
  const [nodeId, setNodeId] = useState<string>();
  const [readOnly, setReadOnly] = useState(true);
  const [validate, setValidate] = useState(true);
  const [sample, setSample] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [form] = Form.useForm();

  const preview = query.data;
  const node = preview?.nodes.find((n) => n.nodeId === (nodeId ?? preview.nodeId));
  const permission = node?.permission ?? preview?.permission;
  const fields = useMemo(() => preview?.bpmForm.expand ?? [], [preview]);
  const rights = useMemo(() => {
    const out: Record<string, FieldRight> = {};
    for (const [k, v] of Object.entries(permission?.fields ?? {})) out[k] = readOnly && v !== 'n' ? 'r' : v;
    return out;
  }, [permission, readOnly]);
  const placed = useMemo(() => placeFields(fields, rights, permission?.columns), [fields, rights, permission]);
  const initial = useMemo(() => (sample ? sampleData(fields) : (preview?.data ?? {})), [sample, fields, preview]);
  // the form instance outlives a redraw: its values start again from the new initial values
  useEffect(() => form.resetFields(), [form, initial, rights]);

  if (!preview) return <PageState loading={query.isPending} error={query.error} />;

  const showData = async () => {
    try {
      const values: Record<string, unknown> = validate ? await form.validateFields() : form.getFieldsValue(true);
      setShown(JSON.stringify({ ...initial, ...values }, null, 2));
    } catch {
      message.warning(t('preview.invalid'));
    }
  };

  const rightColumns = [
    { title: t('preview.field'), dataIndex: 'label', key: 'label' },
    { title: t('preview.fieldName'), dataIndex: 'name', key: 'name', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: t('preview.type'), dataIndex: 'type', key: 'type', render: (v: string) => t(`fieldType.${v}`, { defaultValue: v }) },
    {
      title: t('preview.right'),
      key: 'right',
      render: (_: unknown, f: FormFieldDef) => {
        const code = permission?.fields[f.name] ?? 'r';
        return <Tag color={RIGHT_COLORS[code]}>{`${code} · ${t(`right.${code}`)}`}</Tag>;
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space wrap>
            <span>{preview.bpmForm.name}</span>
            <Tag color={preview.previewType === 'design' ? 'geekblue' : 'purple'}>{t(`preview.type_${preview.previewType}`)}</Tag>
            <Typography.Text type="secondary">{preview.bpmForm.formKey}</Typography.Text>
          </Space>
        }
      >
        <Flex wrap gap={16} align="center">
          <Space>
            <span id="preview-node-label">{t('preview.node')}</span>
            <Select
              aria-labelledby="preview-node-label"
              style={{ minWidth: 240 }}
              value={node?.nodeId ?? preview.nodeId}
              onChange={setNodeId}
              options={preview.nodes.map((n) => ({ value: n.nodeId, label: n.flowName ? `${n.name} (${n.flowName})` : n.name }))}
            />
          </Space>
          <Space>
            <Switch checked={readOnly} onChange={setReadOnly} aria-label={t('preview.readOnly')} />
            <span>{t('preview.readOnly')}</span>
          </Space>
          <Space>
            <Switch checked={validate} onChange={setValidate} aria-label={t('preview.validate')} />
            <span>{t('preview.validate')}</span>
          </Space>
          <Space>
            <Switch checked={sample} onChange={setSample} aria-label={t('preview.sample')} />
            <span>{t('preview.sample')}</span>
          </Space>
          <Button type="primary" onClick={() => void showData()}>
            {t('preview.showData')}
          </Button>
        </Flex>
      </Card>
      <Card title={t('preview.formTitle')}>
        <FormRenderer
          key={`${node?.nodeId}-${readOnly}-${sample}`}
          form={form}
          placed={placed}
          initialValues={initial}
          space={formSpace(preview.bpmForm.formSetting.space)}
        />
      </Card>
      <Card title={t('preview.rightsTitle')} extra={<Typography.Text type="secondary">{t('preview.legend')}</Typography.Text>}>
        <Table<FormFieldDef> rowKey="name" size="small" pagination={false} columns={rightColumns} dataSource={fields} />
      </Card>
      <Modal
        open={shown !== null}
        title={t('preview.dataTitle')}
        onCancel={() => setShown(null)}
        footer={<Button onClick={() => setShown(null)}>{t('action.close')}</Button>}
      >
        <Typography.Paragraph copyable={{ text: shown ?? '', tooltips: [t('action.copy'), t('action.copied')] }}>
          {t('preview.dataHint')}
        </Typography.Paragraph>
        <pre style={{ maxHeight: 400, overflow: 'auto' }} data-testid="form-data">
          {shown}
        </pre>
      </Modal>
    </Flex>
  );
}
