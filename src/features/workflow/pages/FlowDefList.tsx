import { useState } from 'react';
import { App, Button, Card, Popconfirm, Space, Tag } from 'antd';
import { ApartmentOutlined, CloudUploadOutlined } from '@ant-design/icons';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { TITLE_MIN_WIDTH } from '@/shared/ui/fitColumns';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DefPageValue } from '@/api/flow';
import { FlowChartDialog } from '@/features/flowchart';
import { PagedQueryTable, type Paging } from '@/shared/ui/PagedTable';
import { DEFAULT_PAGE_SIZE } from '@/shared/ui/tableLayout';
import { DeployDialog } from '../components/DeployDialog';
import { useSetDefStatus, workflowQueries } from '../queries';
import { SearchBox } from '@/shared/ui/SearchBox';
import { timeColumn } from '@/shared/ui/timeColumn';

type Row = DefPageValue['rows'][number];

/** 'workflow/FlowDefList' (admin): every definition version, deployment of BPMN XML and its refusals. */
export default function FlowDefList() {
  const { t } = useTranslation('workflow');
  const { message } = App.useApp();
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [search, setSearch] = useState('');
  const [deployOpen, setDeployOpen] = useState(false);
  const [chart, setChart] = useState<string | null>(null);

  const list = useQuery(workflowQueries.defs(paging, search));
  const status = useSetDefStatus(() => message.success(t('defs.updated')));

  const columns: FitColumn<Row>[] = [
    { key: 'name', title: t('defs.name'), dataIndex: 'name', minWidth: TITLE_MIN_WIDTH, ellipsis: true },
    { key: 'defKey', title: t('defs.key'), dataIndex: 'defKey', width: 150, ellipsis: true, priority: 2 },
    {
      key: 'version',
      title: t('defs.version'),
      dataIndex: 'version',
      width: 110,
      render: (v: number, row) => (
        <Space size={4}>
          {`v${v}`}
          {row.isMain === 'Y' ? <Tag color="blue">{t('defs.main')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('defs.status'),
      dataIndex: 'status',
      width: 110,
      render: (v: string) => <Tag color={v === 'deploy' ? 'green' : 'default'}>{t(`defs.statuses.${v}`, { defaultValue: v })}</Tag>,
    },
    {
      key: 'type',
      title: t('defs.type'),
      dataIndex: 'typeName',
      width: 130,
      ellipsis: true,
      priority: 1,
      render: (v: string | null) => v ?? '-',
    },
    timeColumn('created', t('defs.created'), 3),
    {
      title: t('defs.actions'),
      key: 'actions',
      width: 300,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4} wrap>
          <Button size="small" icon={<ApartmentOutlined />} onClick={() => setChart(row.id)}>
            {t('defs.chart')}
          </Button>
          {row.isMain !== 'Y' ? (
            <Popconfirm title={t('defs.makeMainConfirm')} onConfirm={() => status.mutate({ defId: row.id, isMain: true })}>
              <Button size="small">{t('defs.makeMain')}</Button>
            </Popconfirm>
          ) : null}
          {row.status === 'deploy' ? (
            <Popconfirm title={t('defs.forbidConfirm')} onConfirm={() => status.mutate({ defId: row.id, status: 'forbidden' })}>
              <Button size="small" danger>
                {t('defs.forbid')}
              </Button>
            </Popconfirm>
          ) : (
            <Button size="small" onClick={() => status.mutate({ defId: row.id, status: 'deploy' })}>
              {t('defs.enable')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={t('defs.title')}
      extra={
        <Space>
          <SearchBox
            label={t('defs.search')}
            onSearch={(v) => {
              setSearch(v.trim());
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setDeployOpen(true)}>
            {t('deploy.title')}
          </Button>
        </Space>
      }
    >
      <PagedQueryTable<Row> source={list} columns={columns} paging={paging} onPaging={setPaging} />
      <DeployDialog open={deployOpen} onClose={() => setDeployOpen(false)} />
      <FlowChartDialog defId={chart ?? undefined} open={chart !== null} onClose={() => setChart(null)} />
    </Card>
  );
}
