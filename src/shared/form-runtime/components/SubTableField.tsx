import { useState } from 'react';
import { Button, Form, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { FormFieldDef } from '@contract/workflow';
import { formRuleValidators } from '../lib/formRules';
import type { FieldAccess } from '../lib/permissions';
import { valueItemProps } from './CellInput';
import { ValueEditor, ValueView } from './FieldControl';

type Row = Record<string, unknown>;
type Column = NonNullable<FormFieldDef['columns']>[number];

/** A cell the node may only read: its files, names or value as text (never markup). */
function ReadOnlyCell({ column, value }: { column: Column; value?: unknown }) {
  return <ValueView field={column} value={value} />;
}

interface Props {
  field: FormFieldDef;
  readOnly: boolean;
  required: boolean;
  /** each column's access at this node (hidden columns are left out, read-only ones shown as text) */
  columnAccess?: Record<string, FieldAccess>;
}

/**
 * A subtable field: rows of typed columns (simple values, files, users, departments, posts, roles), the first freezeCol columns fixed when scrolling.
 * Where a column may not be written, the rows the form came with cannot be removed: the server
 * matches rows by position to keep those columns' values.
 */
export function SubTableField({ field, readOnly, required, columnAccess = {} }: Props) {
  const { t } = useTranslation('approval');
  const form = Form.useFormInstance();
  const columns = (field.columns ?? []).filter((c) => !columnAccess[c.name]?.hidden);
  const locked = (field.columns ?? []).some((c) => columnAccess[c.name]?.readOnly);
  // the rows the form came with (read once: rows added afterwards may be removed again)
  const [initialRows] = useState(() => ((form?.getFieldValue(field.name) as Row[] | undefined) ?? []).length);
  const frozen = field.freezeCol ?? 0;
  const fixed = (i: number) => (i < frozen ? ('left' as const) : undefined);

  if (readOnly) {
    return (
      <Form.Item noStyle shouldUpdate>
        {(form) => {
          const rows = (form.getFieldValue(field.name) as Row[] | undefined) ?? [];
          const cols: ColumnsType<Row> = columns.map((c, i) => ({
            title: c.label,
            key: c.name,
            fixed: fixed(i),
            render: (_, row) => <ReadOnlyCell column={c} value={row[c.name]} />,
          }));
          return (
            <Table<Row>
              size="small"
              bordered
              rowKey={(_, i) => String(i)}
              columns={cols}
              dataSource={rows}
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
          );
        }}
      </Form.Item>
    );
  }

  return (
    <Form.List
      name={field.name}
      rules={
        required
          ? [
              {
                validator: async (_, rows?: Row[]) =>
                  rows?.length ? undefined : Promise.reject(new Error(t('form.required', { label: field.label }))),
              },
            ]
          : []
      }
    >
      {(items, { add, remove }, { errors }) => {
        const cols: ColumnsType<{ key: number; name: number }> = [
          ...columns.map((c, i) => ({
            title: c.label,
            key: c.name,
            fixed: fixed(i),
            render: (_: unknown, item: { name: number }) =>
              columnAccess[c.name]?.readOnly ? (
                <Form.Item noStyle name={[item.name, c.name]}>
                  <ReadOnlyCell column={c} />
                </Form.Item>
              ) : (
                <Form.Item
                  noStyle={false}
                  style={{ margin: 0 }}
                  name={[item.name, c.name]}
                  rules={[
                    ...(c.required || columnAccess[c.name]?.required
                      ? [{ required: true, message: t('form.required', { label: c.label }) }]
                      : []),
                    ...formRuleValidators(c.rules, [field.name, item.name]),
                  ]}
                  {...valueItemProps(c.type)}
                >
                  <ValueEditor type={c.type} aria-label={c.label} />
                </Form.Item>
              ),
          })),
          {
            title: '',
            key: 'remove',
            width: 56,
            render: (_: unknown, item: { name: number }) =>
              locked && item.name < initialRows ? null : (
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('form.removeRow')} onClick={() => remove(item.name)} />
              ),
          },
        ];
        return (
          <>
            <Table size="small" bordered rowKey="key" columns={cols} dataSource={items} pagination={false} scroll={{ x: 'max-content' }} />
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} style={{ marginTop: 8 }}>
              {t('form.addRow')}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        );
      }}
    </Form.List>
  );
}
