import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Empty, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { resetUserLayout, saveUserLayout, type ScreenLayout, type UserLayoutPlacement } from '@/api/dashboards';
import { DashboardGrid } from '../components/DashboardGrid';
import { dashboardKeys, dashboardLayoutQuery } from '../gridQueries';
import styles from '../components/Dashboards.module.css';

/**
 * 'dashboard/Dashboards': a dashboard layout by alias (?alias=), its widgets on a grid the user arranges by drag and
 * resize (or the arrange menu of each widget); the arrangement is saved for the user, and can be reset.
 */
export default function Dashboards() {
  const { t } = useTranslation('dashboards');
  const [params] = useSearchParams();
  const alias = params.get('alias') ?? '';
  const queryClient = useQueryClient();
  const layout = useQuery({ ...dashboardLayoutQuery(alias), enabled: alias !== '' });
  const keep = (value: ScreenLayout) => queryClient.setQueryData(dashboardKeys.layout(alias), value);
  const save = useMutation({
    mutationFn: (items: UserLayoutPlacement[]) => saveUserLayout(alias, items),
    onSuccess: (answer) => keep(answer.value),
  });
  // the grid library keeps its own copy of the layout while dragging: a reset mounts a fresh grid
  const [generation, setGeneration] = useState(0);
  const reset = useMutation({
    mutationFn: () => resetUserLayout(alias),
    onSuccess: (answer) => {
      keep(answer.value);
      setGeneration((g) => g + 1);
    },
  });

  if (!alias) return <Empty className={styles.page} description={t('page.noAlias')} />;
  if (layout.isPending) return <Skeleton active className={styles.page} />;
  if (layout.isError || layout.data.kind !== 'dashboard')
    return (
      <div className={styles.page}>
        <Alert type="error" showIcon title={t('page.notFound', { alias })} description={layout.error?.message} />
      </div>
    );

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{layout.data.name}</h1>
        <Space wrap>
          <Typography.Text type="secondary" role="status">
            {save.isPending ? t('page.saving') : layout.data.customized ? t('page.customized') : t('page.default')}
          </Typography.Text>
          <Popconfirm
            title={t('page.resetConfirm')}
            onConfirm={() => reset.mutate()}
            okText={t('page.reset')}
            cancelText={t('page.cancel')}
          >
            <Button icon={<UndoOutlined />} disabled={!layout.data.customized} loading={reset.isPending}>
              {t('page.reset')}
            </Button>
          </Popconfirm>
        </Space>
      </div>
      <Typography.Paragraph type="secondary" className={styles.hint}>
        {t('page.hint')}
      </Typography.Paragraph>
      <DashboardGrid key={generation} items={layout.data.items ?? []} onSave={(items) => save.mutate(items)} />
    </div>
  );
}
