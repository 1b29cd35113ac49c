import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Select, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OftenFlowRow } from '@/api/flowAdmin';
import { RemoveOneButton, RemoveSelectedButton } from '../components/RemoveButtons';
import { AdminList } from '../components/AdminList';
import { flowAdminQueries, useAddCommonFlows, useRemoveCommonFlows } from '../queries';

/** 'flow-admin/CommonFlows': the caller's common flows (the mobile list, the same as the often-used flows): add the flows one may start, remove. */
export default function CommonFlows() {
  const { t } = useTranslation('flowAdmin');
  const { message } = App.useApp();
  const mine = useQuery(flowAdminQueries.commonFlows());
  const startable = useQuery(flowAdminQueries.startable());
  const [adding, setAdding] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const add = useAddCommonFlows(() => {
    message.success(t('common.added'));
    setAdding([]);
  });
  const remove = useRemoveCommonFlows(() => {
    message.success(t('common.removed'));
    setSelected([]);
  });

  const have = useMemo(() => new Set((mine.data ?? []).map((f) => f.defKey)), [mine.data]);
  const options = (startable.data?.rows ?? []).filter((f) => !have.has(f.defKey)).map((f) => ({ value: f.defKey, label: f.name }));

  return (
    <AdminList
      failed={mine.isError}
      title={t('common.title')}
      tools={
        <>
          <Select
            mode="multiple"
            allowClear
            style={{ flex: '1 1 220px', maxWidth: 420 }}
            aria-label={t('common.choose')}
            placeholder={t('common.choose')}
            loading={startable.isFetching}
            options={options}
            optionFilterProp="label"
            value={adding}
            onChange={setAdding}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!adding.length}
            loading={add.isPending}
            onClick={() => add.mutate(adding)}
          >
            {t('common.add')}
          </Button>
          <RemoveSelectedButton
            title={t('common.removeSelected', { count: selected.length })}
            count={selected.length}
            onConfirm={() => remove.mutate(selected)}
          />
        </>
      }
    >
      <Table<OftenFlowRow>
        size="middle"
        rowKey="defKey"
        loading={mine.isFetching}
        dataSource={mine.data ?? []}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        columns={[
          { key: 'name', title: t('common.flow'), dataIndex: 'name', ellipsis: true },
          {
            key: 'actions',
            title: t('col.actions'),
            width: 90,
            render: (_, row) => (
              <RemoveOneButton title={t('common.removeOne', { name: row.name })} onConfirm={() => remove.mutate([row.defKey])} />
            ),
          },
        ]}
      />
    </AdminList>
  );
}
