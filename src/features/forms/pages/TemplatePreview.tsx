import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Flex, Form, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { QueryFilter } from '@contract/common';
import type { CustomQueryDef } from '@/api/form';
import { customQueries } from '@/api/queries/customQueries';
import { parseParameterQuerys } from '../lib/links';
import { toCsv } from '../lib/csv';
import { PageState } from '../components/PageState';

type Condition = CustomQueryDef['conditions'][number];
type Column = CustomQueryDef['columns'][number];
type Row = Record<string, unknown>;

/** Condition values as the query's `querys`; empty ones are left out. */
export function conditionQuerys(conditions: Condition[], values: Record<string, unknown>): QueryFilter[] {
  return conditions.flatMap((c) => {
    let v = values[c.property];
    if (v === undefined || v === null || v === '') return [];
    if (dayjs.isDayjs(v)) v = (v as Dayjs).format(c.type === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD');
    return [{ property: c.property, value: v, operation: c.operation }];
  });
}

function cellText(column: Column, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.options) return column.options.find((o) => o.value === value)?.label ?? String(value);
  if (column.type === 'date' && typeof value === 'string' && value.includes('T')) return dayjs(value).format('YYYY-MM-DD HH:mm');
  return String(value);
}

/** The editor of one condition; Form.Item hands it value and onChange, passed on to the input. */
function ConditionInput({ condition, ...control }: { condition: Condition; id?: string; value?: never; onChange?: (v: unknown) => void }) {
  const { t } = useTranslation('forms');
  const label = condition.label;
  if (condition.options)
    return (
      <Select
        {...control}
        allowClear
        style={{ minWidth: 160 }}
        placeholder={t('query.any')}
        options={condition.options}
        aria-label={label}
      />
    );
  if (condition.type === 'month') return <DatePicker {...control} picker="month" aria-label={label} />;
  if (condition.type === 'date') return <DatePicker {...control} aria-label={label} />;
  if (condition.type === 'number') return <InputNumber {...control} aria-label={label} />;
  return <Input {...control} allowClear maxLength={100} aria-label={label} />;
}

/**
 * /templatePreview/{templateKey}/{parameterqQuerys}/{rkey}: a predefined custom query. The alias is
 * the route meta's templateKey (a menu path's query) or the address's; parameterqQuerys presets
 * conditions. The server answers page 1 with every row (spec), the table pages them here.
 */
export default function TemplatePreview({ templateKey: fromMeta }: { templateKey?: string }) {
  const params = useParams();
  const alias = fromMeta || params.templateKey || '';
  const preset = useMemo(() => parseParameterQuerys(params.parameterqQuerys), [params.parameterqQuerys]);
  const { t } = useTranslation('forms');
  const [form] = Form.useForm();
  const [querys, setQuerys] = useState<QueryFilter[]>(preset);
  const def = useQuery(customQueries.def(alias));
  const result = useQuery({ ...customQueries.run(alias, querys), enabled: !!def.data });

  if (!def.data) return <PageState loading={def.isPending} error={def.error} />;
  const query = def.data;
  const editable = (query.columns.some((c) => c.name === 'id') && alias.endsWith('Rows')) || false;
  const templateKey = alias.slice(0, -4);
  const columns: ColumnsType<Row> = query.columns
    .filter((c) => c.name !== 'id')
    .map((c) => ({
      title: c.label,
      key: c.name,
      align: c.type === 'number' ? ('right' as const) : undefined,
      sorter: (a: Row, b: Row) => String(a[c.name] ?? '').localeCompare(String(b[c.name] ?? ''), undefined, { numeric: true }),
      render: (_: unknown, row: Row) => cellText(c, row[c.name]),
    }));
  if (editable) {
    columns.push({
      title: t('drafts.actions'),
      key: 'open',
      render: (_, row) => <Link to={`/templateForm/${templateKey}/get/${String(row.id)}`}>{t('action.view')}</Link>,
    });
  }

  const exportCsv = () => {
    const shown = query.columns.filter((c) => c.name !== 'id');
    const text = toCsv(
      shown.map((c) => c.label),
      (result.data?.rows ?? []).map((r) => shown.map((c) => cellText(c, r[c.name]))),
    );
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${query.name}-${dayjs().format('YYYYMMDD-HHmm')}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const search = (values: Record<string, unknown>) => setQuerys(conditionQuerys(query.conditions, values));
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space wrap>
            <span>{query.name}</span>
            <Tag color={query.scope === 'all' ? 'geekblue' : 'green'}>{t(`query.scope_${query.scope}`)}</Tag>
          </Space>
        }
        extra={
          editable ? (
            <Link to={`/templateForm/${templateKey}/add`}>
              <Button type="primary">{t('drafts.new')}</Button>
            </Link>
          ) : null
        }
      >
        {query.description ? <Typography.Paragraph type="secondary">{query.description}</Typography.Paragraph> : null}
        {query.conditions.length ? (
          <Form form={form} layout="inline" onFinish={search} aria-label={t('query.conditions')} style={{ rowGap: 12 }}>
            {query.conditions.map((c) => (
              <Form.Item key={c.property} name={c.property} label={c.label}>
                <ConditionInput condition={c} />
              </Form.Item>
            ))}
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {t('query.search')}
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    setQuerys([]);
                  }}
                >
                  {t('query.reset')}
                </Button>
              </Space>
            </Form.Item>
          </Form>
        ) : null}
      </Card>
      <Card
        title={t('query.result', { n: result.data?.total ?? 0 })}
        extra={
          <Button icon={<DownloadOutlined />} disabled={!result.data?.rows.length} onClick={exportCsv}>
            {t('query.export')}
          </Button>
        }
      >
        {result.error ? <Alert type="error" showIcon title={result.error.message} style={{ marginBottom: 16 }} /> : null}
        {result.data?.truncated ? (
          <Alert type="info" showIcon title={t('query.truncated', { n: result.data.rows.length })} style={{ marginBottom: 16 }} />
        ) : null}
        <Table<Row>
          rowKey={(r) => String(r.id ?? JSON.stringify(r))}
          size="middle"
          loading={result.isFetching}
          columns={columns}
          dataSource={result.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{ defaultPageSize: 10, showSizeChanger: true, showTotal: (total) => t('query.total', { n: total }) }}
        />
      </Card>
    </Flex>
  );
}
