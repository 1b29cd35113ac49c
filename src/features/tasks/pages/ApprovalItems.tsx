import { useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Modal, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApprovalItemValue } from '@/api/flow';
import { useAuthStore } from '@/features/auth';
import { formatDateTime } from '@/shared/time';
import { EditRemoveActions } from '@/shared/ui/EditRemoveActions';
import { PagedQueryTable, type Paging } from '@/shared/ui/PagedTable';
import { DEFAULT_PAGE_SIZE } from '@/shared/ui/tableLayout';
import { approvalItemQueries } from '../queries';
import { useRemoveApprovalItem, useSaveApprovalItem, type ApprovalItemDraft as Draft } from '../mutations';

/** 'tasks/ApprovalItems': the user's common approval words (and, for admins, shared ones). */
export default function ApprovalItems() {
  const { t } = useTranslation('tasks');
  const { message } = App.useApp();
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<Draft | null>(null);
  const [form] = Form.useForm<Draft>();
  const list = useQuery(approvalItemQueries.page(paging));
  const save = useSaveApprovalItem(() => {
    message.success(t('items.saved'));
    setEditing(null);
  });
  const remove = useRemoveApprovalItem(() => message.success(t('items.removed')));

  const open = (draft: Draft) => {
    setEditing(draft);
    form.setFieldsValue(draft);
  };

  const columns: FitColumn<ApprovalItemValue>[] = [
    { key: 'expression', title: t('items.expression'), dataIndex: 'expression', minWidth: 160, ellipsis: true },
    {
      key: 'scope',
      title: t('items.scope'),
      dataIndex: 'isPersonal',
      width: 120,
      render: (v: boolean) => <Tag color={v ? 'blue' : 'gold'}>{v ? t('items.personal') : t('items.shared')}</Tag>,
    },
    { key: 'sort', title: t('items.sort'), dataIndex: 'sort', width: 90, priority: 1 },
    {
      key: 'createTime',
      title: t('columns.createTime'),
      dataIndex: 'createTime',
      width: 160,
      priority: 2,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_, row) =>
        row.isPersonal || isAdmin ? (
          <EditRemoveActions
            editLabel={t('items.edit')}
            removeLabel={t('items.remove')}
            confirm={t('items.removeConfirm')}
            onEdit={() => open({ id: row.id, expression: row.expression, sort: row.sort })}
            onRemove={() => remove.mutate(row.id)}
            removing={remove.isPending && remove.variables === row.id}
          />
        ) : null,
    },
  ];

  return (
    <Card
      size="small"
      title={t('items.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ expression: '' })}>
          {t('items.add')}
        </Button>
      }
    >
      <PagedQueryTable<ApprovalItemValue> source={list} columns={columns} paging={paging} onPaging={setPaging} />
      <Modal
        open={editing !== null}
        title={editing?.id ? t('items.edit') : t('items.add')}
        okText={t('items.save')}
        cancelText={t('items.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => void form.validateFields().then((v) => save.mutate({ ...v, ...(editing?.id ? { id: editing.id } : {}) }))}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="expression"
            label={t('items.expression')}
            rules={[{ required: true, whitespace: true, message: t('items.expressionRequired') }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
          </Form.Item>
          <Form.Item name="sort" label={t('items.sort')}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
