import { Form, Input, InputNumber, Tag } from 'antd';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { useTranslation } from 'react-i18next';
import type { ApprovalItemValue } from '@/api/flow';
import { useAuthStore } from '@/shared/session';
import { CrudList, crudTexts, useCrudList } from '@/shared/ui/CrudList';
import { FormDialog } from '@/shared/ui/FormDialog';
import { timeColumn } from '@/shared/ui/timeColumn';
import { approvalItemQueries } from '../queries';
import { useRemoveApprovalItem, useSaveApprovalItem, type ApprovalItemDraft as Draft } from '../mutations';

/** 'tasks/ApprovalItems': the user's common approval words (and, for admins, shared ones). */
export default function ApprovalItems() {
  const { t } = useTranslation('tasks');
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const crud = useCrudList({
    texts: crudTexts(t, 'items', 'items', 'columns.actions'),
    query: approvalItemQueries.page,
    toEditing: (row): Draft => ({ id: row.id, expression: row.expression, sort: row.sort }),
    canChange: (row) => row.isPersonal || isAdmin,
  });
  const save = useSaveApprovalItem(crud.saved);
  const remove = useRemoveApprovalItem(crud.removed);
  const { editing } = crud;

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
    timeColumn('createTime', t('columns.createTime'), 2),
  ];

  return (
    <CrudList crud={crud} columns={columns} remove={remove} title={t('items.title')}>
      <FormDialog<Draft, Draft>
        open={crud.open}
        editing={editing}
        title={editing?.id ? t('items.edit') : t('items.add')}
        okText={t('items.save')}
        cancelText={t('items.cancel')}
        busy={save.isPending}
        startValues={(draft) => draft ?? { expression: '' }}
        onSubmit={(v) => save.mutate({ ...v, ...(editing?.id ? { id: editing.id } : {}) })}
        onClose={crud.close}
      >
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
      </FormDialog>
    </CrudList>
  );
}
