import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Flex, Segmented, Select, Skeleton, Space, theme, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { isDarkColour } from '@/shared/colour';
import { analyticsQueries, useRebuild } from '../queries';
import type { HeatMetric } from '../model/heat';
import { SummaryCards } from '../components/SummaryCards';
import { HeatMap } from '../components/HeatMap';
import { StatsTables } from '../components/StatsTables';

// echarts only on this route, and only once the figures are there
const DailyChart = lazy(() => import('../components/DailyChart'));

const DAY_FORMAT = 'YYYY-MM-DD';

/** 'analytics/ProcessAnalytics': a process's figures over a period, and its heat map. */
export default function ProcessAnalytics() {
  const { t } = useTranslation('analytics');
  const { message } = App.useApp();
  const dark = isDarkColour(theme.useToken().token.colorBgContainer);
  const definitions = useQuery(analyticsQueries.definitions());
  const [chosen, setChosen] = useState<string | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  const [metric, setMetric] = useState<HeatMetric>('median');
  const defs = definitions.data ?? [];
  const defKey = chosen ?? defs.find((d) => d.defKey === 'leaveRequest')?.defKey ?? defs[0]?.defKey ?? null;
  const body = defKey ? { defKey, from: range[0].format(DAY_FORMAT), to: range[1].format(DAY_FORMAT) } : null;
  const summary = useQuery({ ...analyticsQueries.summary(body ?? { defKey: '-', from: '', to: '' }), enabled: !!body });
  const rebuild = useRebuild(() => message.success(t('rebuildQueued')));
  const data = summary.data;

  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('title')}>
        <Flex wrap gap={8} align="center">
          <Select
            aria-label={t('definition')}
            placeholder={t('definition')}
            loading={definitions.isPending}
            value={defKey}
            onChange={setChosen}
            options={defs.map((d) => ({ value: d.defKey, label: d.name }))}
            style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 320 }}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <DatePicker.RangePicker
            aria-label={t('period')}
            value={range}
            allowClear={false}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            style={{ flex: '1 1 240px', maxWidth: 300 }}
          />
          <Space size={6}>
            <span>{t('metric.label')}</span>
            <Segmented<HeatMetric>
              value={metric}
              onChange={setMetric}
              options={[
                { value: 'median', label: t('metric.median') },
                { value: 'count', label: t('metric.count') },
              ]}
            />
          </Space>
          <Tooltip title={t('rebuildTip')}>
            <Button
              icon={<ReloadOutlined />}
              disabled={!defKey}
              loading={rebuild.isPending}
              onClick={() => defKey && rebuild.mutate(defKey)}
            >
              {t('rebuild')}
            </Button>
          </Tooltip>
        </Flex>
        {definitions.isSuccess && !defs.length && <Alert type="info" showIcon title={t('noDefinitions')} style={{ marginTop: 12 }} />}
        {(summary.isError || definitions.isError) && (
          <Alert type="error" showIcon role="alert" title={t('loadFailed')} style={{ marginTop: 12 }} />
        )}
      </Card>
      {summary.isPending && body ? <Skeleton active /> : null}
      {data && (
        <>
          <SummaryCards summary={data} />
          {data.defId && (
            <Card size="small" title={t('heat.title')}>
              <HeatMap defId={data.defId} nodes={data.nodes} metric={metric} />
            </Card>
          )}
          <Card size="small" title={t('chart.title')}>
            <Suspense fallback={<Skeleton active />}>
              <DailyChart series={data.series} dark={dark} />
            </Suspense>
          </Card>
          <StatsTables nodes={data.nodes} approvers={data.approvers} />
        </>
      )}
    </Flex>
  );
}
