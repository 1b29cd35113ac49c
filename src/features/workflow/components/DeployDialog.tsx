import { useState } from 'react';
import { Alert, App, Button, Form, Input, List, Modal, Space, TreeSelect, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeployResult, FlowTypeNode } from '@/api/flow';
import { bpmnTexts, DESCRIPTION_MAX, NAME_MAX, readBpmnFile } from '../lib/readBpmn';
import { DefaultAssigneeField, defaultAssigneeRule, type DefaultAssigneeValues } from './DefaultAssigneeField';
import { flowQueries } from '@/api/queries/flows';
import { useDeployDef } from '../queries';

interface Values extends DefaultAssigneeValues {
  nameZh?: string;
  nameEn?: string;
  nameId?: string;
  typeId?: string;
  formKey?: string;
  descZh?: string;
  descEn?: string;
  descId?: string;
}

interface TypeOption {
  value: string;
  title: string;
  children: TypeOption[];
}

const toTree = (nodes: FlowTypeNode[]): TypeOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));

/** Deploy a BPMN definition; a refused one shows the server's list of reasons. */
export function DeployDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('workflow');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<{ name: string; xml: string } | null>(null);
  const [result, setResult] = useState<DeployResult | null>(null);
  // whether the answer shown is of a check only (nothing deployed) or of a deployment
  const [checkedOnly, setCheckedOnly] = useState(false);
  const [fromFile, setFromFile] = useState(false);
  const types = useQuery({ ...flowQueries.types(), enabled: open });
  // user tasks drawn without an approver, as the last check answered: they need the default rule
  const unassigned = result?.unassigned ?? [];

  const send = useDeployDef(
    async (validateOnly) => {
      const v = await form.validateFields();
      const anyName = v.nameZh || v.nameEn || v.nameId;
      const description = { 'zh-CN': v.descZh?.trim() ?? '', 'en-US': v.descEn?.trim() ?? '', id: v.descId?.trim() ?? '' };
      const anyDescription = description['zh-CN'] || description['en-US'] || description.id;
      const defaultAssignee = unassigned.length ? defaultAssigneeRule(v) : null;
      return {
        bpmnXml: file!.xml,
        ...(anyName ? { name: { 'zh-CN': v.nameZh ?? '', 'en-US': v.nameEn ?? '', id: v.nameId ?? '' } } : {}),
        ...(anyDescription ? { description } : {}),
        ...(v.typeId ? { typeId: v.typeId } : {}),
        ...(v.formKey?.trim() ? { formKey: v.formKey.trim() } : {}),
        ...(validateOnly ? { validateOnly: true } : {}),
        ...(defaultAssignee ? { defaultAssignee } : {}),
      };
    },
    (answer, validateOnly) => {
      setResult(answer);
      setCheckedOnly(validateOnly);
      if (answer.ok && !validateOnly) message.success(t('deploy.deployed', { key: answer.defKey, version: answer.version }));
    },
  );

  const close = () => {
    setFile(null);
    setResult(null);
    setFromFile(false);
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      width={720}
      title={t('deploy.title')}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.close')}
        </Button>,
        <Button key="check" disabled={!file} loading={send.isPending && send.variables === true} onClick={() => send.mutate(true)}>
          {t('deploy.check')}
        </Button>,
        <Button
          key="deploy"
          type="primary"
          disabled={!file}
          loading={send.isPending && send.variables === false}
          onClick={() => send.mutate(false)}
        >
          {t('deploy.deploy')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <Upload.Dragger
          accept=".bpmn,.xml,application/xml,text/xml"
          maxCount={1}
          showUploadList={false}
          beforeUpload={async (f) => {
            const read = await readBpmnFile(f);
            setResult(null);
            if ('problem' in read) {
              message.error(t(`deploy.file.${read.problem}`));
              setFile(null);
            } else {
              setFile({ name: f.name, xml: read.xml });
              // the file's names and descriptions in each language fill the fields (the user may change them)
              const texts = bpmnTexts(read.xml);
              if (texts) {
                const { names: n, descriptions: d } = texts;
                form.setFieldsValue({ nameZh: n['zh-CN'], nameEn: n['en-US'], nameId: n.id });
                form.setFieldsValue({ descZh: d['zh-CN'], descEn: d['en-US'], descId: d.id });
              }
              setFromFile(Boolean(texts));
            }
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{file ? t('deploy.chosen', { name: file.name }) : t('deploy.choose')}</p>
        </Upload.Dragger>
        {fromFile ? <Typography.Text type="secondary">{t('deploy.fromFile')}</Typography.Text> : null}
        <Form form={form} layout="vertical">
          <Space.Compact block>
            <Form.Item name="nameZh" label={t('deploy.nameZh')} style={{ flex: 1 }}>
              <Input maxLength={NAME_MAX} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('deploy.nameEn')} style={{ flex: 1 }}>
              <Input maxLength={NAME_MAX} />
            </Form.Item>
            <Form.Item name="nameId" label={t('deploy.nameId')} style={{ flex: 1 }}>
              <Input maxLength={NAME_MAX} />
            </Form.Item>
          </Space.Compact>
          <Form.Item name="typeId" label={t('deploy.type')}>
            <TreeSelect allowClear treeDefaultExpandAll loading={types.isLoading} treeData={toTree(types.data ?? [])} />
          </Form.Item>
          <Form.Item name="formKey" label={t('deploy.formKey')} extra={t('deploy.formKeyHelp')}>
            <Input maxLength={128} />
          </Form.Item>
          {(['descZh', 'descEn', 'descId'] as const).map((name) => (
            <Form.Item key={name} name={name} label={t(`deploy.${name}`)}>
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={DESCRIPTION_MAX} />
            </Form.Item>
          ))}
          {unassigned.length ? <DefaultAssigneeField tasks={unassigned} /> : null}
        </Form>
        {result?.ok ? (
          <Alert
            type="success"
            showIcon
            role="status"
            message={
              checkedOnly
                ? t('deploy.checkedOnly', { key: result.defKey ?? '' })
                : t('deploy.deployed', { key: result.defKey ?? '', version: result.version ?? '' })
            }
          />
        ) : null}
        {result && !result.ok ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={t('deploy.refused', { count: result.reasons.length })}
            description={
              <List
                size="small"
                dataSource={result.reasons}
                renderItem={(r) => (
                  <List.Item>
                    <Typography.Text>
                      {r.elementId ? <Typography.Text code>{r.elementId}</Typography.Text> : null} {r.message}
                    </Typography.Text>
                  </List.Item>
                )}
              />
            }
          />
        ) : null}
      </Space>
    </Modal>
  );
}
