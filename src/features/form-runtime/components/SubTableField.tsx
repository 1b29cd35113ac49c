import { Button, Form, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { FormFieldDef } from '@contract/workflow';
import { formRuleValidators } from '../lib/formRules';
import { valueItemProps } from './CellInput';
import { ValueEditor, ValueView } from './FieldControl';

type Row = Record<string, unknown>;

/** A subtable field: rows of typed columns (simple values, files, users, departments, posts, roles), the first freezeCol columns fixed when scrolling. */
export function SubTableField({ field, readOnly, required }: { field: FormFieldDef; readOnly: boolean; required: boolean }) {
  const { t } = useTranslation('approval');
  const columns = field.columns ?? [];
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
            render: (_, row) => <ValueView field={{ type: c.type }} value={row[c.name]} />,
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
            render: (_: unknown, item: { name: number }) => (
              <Form.Item
                noStyle={false}
                style={{ margin: 0 }}
                name={[item.name, c.name]}
                rules={[
                  ...(c.required ? [{ required: true, message: t('form.required', { label: c.label }) }] : []),
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
            render: (_: unknown, item: { name: number }) => (
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
