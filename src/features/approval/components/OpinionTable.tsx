import { Space, Table, Tag, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { OpinionRow } from '@/api/runtime';
import { StatusTag } from '@/shared/ui/StatusTag';
import { statusTone } from '@/shared/ui/statusLook';
import { formatDateTime, formatDuration } from '@/shared/time';
import { parseOpinionFiles } from '../lib/attachments';
import { FileLink, type Permission } from '@/shared/form-runtime';

/** Spec 02 §9: the opinion table is at most 450 px high. */
export const OPINION_TABLE_MAX_HEIGHT = 450;

interface Props {
  rows: OpinionRow[] | undefined;
  loading?: boolean;
  /** n hides the table */
  permission?: Permission;
}

/** The approval history of an instance. */
export function OpinionTable({ rows, loading, permission = 'w' }: Props) {
  const { t } = useTranslation(['approval', 'notify']);
  if (permission === 'n') return null;
  const columns: ColumnsType<OpinionRow> = [
    { title: t('opinion.columns.node'), dataIndex: 'taskName', width: 140, ellipsis: true },
    {
      title: t('opinion.columns.handler'),
      key: 'handler',
      width: 140,
      render: (_, row) => row.auditorName || row.qualfiedNames || '-',
    },
    {
      title: t('opinion.columns.status'),
      key: 'status',
      width: 170,
      // a status the portal has no label of its own for (urge...) shows the server's label
      render: (_, row) => (
        <Space size={4} wrap>
          <StatusTag status={row.status as string} label={statusTone(row.status) ? undefined : row.statusVal} />
          {row.via === 'mail' ? <Tag icon={<MailOutlined />}>{t('notify:history.fromMail')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('opinion.columns.opinion'),
      key: 'opinion',
      render: (_, row) => {
        const files = parseOpinionFiles(row.files);
        return (
          <Space orientation="vertical" size={0}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{row.opinion || ''}</Typography.Text>
            {files.map((f) => (
              <FileLink key={f.id} id={f.id} name={f.name} />
            ))}
          </Space>
        );
      },
    },
    { title: t('opinion.columns.createTime'), dataIndex: 'createTime', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: t('opinion.columns.completeTime'),
      dataIndex: 'completeTime',
      width: 170,
      render: (v: string | null) => formatDateTime(v) || '-',
    },
    {
      title: t('opinion.columns.duration'),
      dataIndex: 'durMs',
      width: 150,
      render: (v: number | null) => (v === null || v === undefined ? '-' : formatDuration(v)),
    },
  ];
  return (
    <Table<OpinionRow>
      size="small"
      rowKey="id"
      loading={loading}
      columns={columns}
      dataSource={rows ?? []}
      pagination={false}
      scroll={{ y: OPINION_TABLE_MAX_HEIGHT, x: 1000 }}
      locale={{ emptyText: t('opinion.empty') }}
    />
  );
}
