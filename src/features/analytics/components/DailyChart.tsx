import { useTranslation } from 'react-i18next';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { Summary } from '@/api/analytics';
import { echarts } from '../charts/analyticsEcharts';

/** The period's days as lines (started, ended, tasks completed); loaded lazily with echarts' core. */
export default function DailyChart({ series, dark }: { series: Summary['series']; dark: boolean }) {
  const { t } = useTranslation('analytics');
  const sum = (k: 'started' | 'ended' | 'completed') => series.reduce((s, d) => s + d[k], 0);
  const line = (key: 'started' | 'ended' | 'completed') => ({
    name: t(`chart.${key}`),
    type: 'line' as const,
    smooth: false,
    showSymbol: series.length <= 31,
    data: series.map((d) => d[key]),
  });
  const text = dark ? 'rgba(255,255,255,0.65)' : 'rgba(0,0,0,0.65)';
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: text } },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: series.map((d) => d.day.slice(5)), axisLabel: { color: text } },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: text }, splitLine: { lineStyle: { color: dark ? '#303030' : '#f0f0f0' } } },
    series: [line('started'), line('ended'), line('completed')],
  };
  return (
    <div role="img" aria-label={t('chart.label', { started: sum('started'), ended: sum('ended'), completed: sum('completed') })}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 280 }} />
    </div>
  );
}
