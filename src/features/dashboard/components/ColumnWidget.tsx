import { Suspense, lazy } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Dropdown, Empty, Skeleton, Space, Table, Tooltip, Typography } from 'antd';
import { DragOutlined, ReloadOutlined } from '@ant-design/icons';
import type { DashboardItem } from '@/api/dashboards';
import { columnDataQuery, columnQuery, dashboardKeys } from '../gridQueries';
import { columnView } from '../model/columnView';
import { linkOf } from '../model/link';
import { refreshIntervalMs } from '../model/refresh';
import type { GridMove } from '../model/grid';
import styles from './Dashboards.module.css';

const ColumnChart = lazy(() => import('./ColumnChart'));

const MOVES: GridMove[] = ['left', 'right', 'up', 'down', 'wider', 'narrower', 'taller', 'shorter'];

interface Props {
  item: DashboardItem;
  /** the keyboard alternative to drag and resize; absent where the grid is not arrangeable */
  onArrange?: (move: GridMove) => void;
}

/** One dashboard widget: its column's number, chart or table, refreshed as its options say; errors stay in the card. */
export function ColumnWidget({ item, onArrange }: Props) {
  const { t, i18n } = useTranslation('dashboards');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const column = useQuery(columnQuery(item.alias));
  const interval = refreshIntervalMs(item.options.refresh ?? column.data?.refresh);
  const data = useQuery({ ...columnDataQuery(item.alias, interval), enabled: column.isSuccess });
  const title = column.data?.name ?? item.alias;
  const link = linkOf(column.data?.config);
  const go = link ? () => navigate(link) : undefined;
  const updated = data.data ? new Date(data.data.updateTime).toLocaleTimeString(i18n.language) : null;

  const extra = (
    <Space size={4}>
      {updated && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('widget.updatedAt', { time: updated })}
        </Typography.Text>
      )}
      <Tooltip title={t('widget.refresh')}>
        <Button
          size="small"
          type="text"
          icon={<ReloadOutlined />}
          aria-label={t('widget.refreshNamed', { name: title })}
          loading={data.isFetching}
          onClick={() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.data(item.alias) })}
        />
      </Tooltip>
      {onArrange && (
        <Dropdown
          trigger={['click']}
          menu={{ items: MOVES.map((m) => ({ key: m, label: t(`widget.move.${m}`) })), onClick: ({ key }) => onArrange(key as GridMove) }}
        >
          <Button size="small" type="text" icon={<DragOutlined />} aria-label={t('widget.arrangeNamed', { name: title })} />
        </Dropdown>
      )}
    </Space>
  );

  const body = (() => {
    const failed = column.error ?? data.error;
    if (failed) return <Alert type="error" showIcon title={t('widget.failed')} description={failed.message} />;
    if (!column.data || !data.data) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
    const view = columnView(column.data.config, data.data);
    switch (view.kind) {
      case 'overLimit':
        return (
          <div className={styles.note} role="status">
            <Typography.Text type="warning">{t('widget.overLimit', { total: view.total })}</Typography.Text>
          </div>
        );
      case 'empty':
        return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.empty')} />;
      case 'number':
        return (
          <div className={styles.note}>
            <Button
              type="link"
              className={styles.number}
              onClick={go}
              disabled={!go}
              aria-label={`${title}: ${view.value}`}
              data-testid="widget-number"
            >
              {view.value}
            </Button>
          </div>
        );
      case 'chart':
        return (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} title={false} />}>
            <ColumnChart
              chart={view.chart}
              label={title}
              onPick={link ? (index) => navigate(linkOf(column.data?.config, data.data?.rows[index]) ?? link) : undefined}
            />
          </Suspense>
        );
      case 'table':
        return (
          <Table
            size="small"
            rowKey={(_, i) => String(i)}
            pagination={false}
            dataSource={view.rows}
            columns={view.fields.map((f) => ({ key: f.alias, dataIndex: f.alias, title: f.desc }))}
          />
        );
    }
  })();

  return (
    <Card
      size="small"
      title={<span className="dashboard-drag">{title}</span>}
      extra={extra}
      className={styles.widget}
      styles={{ body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } }}
      data-testid={`widget-${item.key}`}
    >
      <div className={styles.body}>{body}</div>
    </Card>
  );
}
