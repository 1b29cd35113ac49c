import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FlowChartView, flowImageQuery, type NodeLabel } from '@/features/flowchart';
import type { NodeStats } from '@/api/analytics';
import { isDarkColour } from '@/shared/colour';
import { HEAT_FILLS, heatImage, heatScale, type HeatMetric } from '../model/heat';
import { useDuration } from '../model/useDuration';
import styles from './HeatMap.module.css';

const LEVEL_CLASS = [styles.heat1, styles.heat2, styles.heat3, styles.heat4, styles.heat5];

/**
 * The definition's diagram with each step filled by the colour of its level (median duration or
 * completed tasks), a label with its level number and figures above it, and a legend of the
 * levels' values: the numbers say what the colours say.
 */
export function HeatMap({ defId, nodes, metric }: { defId: string; nodes: NodeStats[]; metric: HeatMetric }) {
  const { t } = useTranslation('analytics');
  const duration = useDuration();
  const dark = isDarkColour(theme.useToken().token.colorBgContainer);
  const image = useQuery(flowImageQuery({ kind: 'definition', defId }));
  // solid edges: no predicted path on a heat map
  const shown = useMemo(() => (image.data ? heatImage(image.data) : undefined), [image.data]);
  const scale = useMemo(() => heatScale(nodes, metric), [nodes, metric]);
  const marks = useMemo(() => Object.fromEntries([...scale.byNode].map(([id, level]) => [id, LEVEL_CLASS[level - 1]])), [scale]);
  const labels = useMemo<Record<string, NodeLabel>>(
    () =>
      Object.fromEntries(
        nodes.map((n) => {
          const level = scale.byNode.get(n.nodeId);
          const text = level
            ? t('heat.label', { level, median: duration(n.medianMs), p90: duration(n.p90Ms), count: n.count })
            : t('heat.noData');
          const data: Record<string, string> = { 'node-id': n.nodeId, level: String(level ?? 0) };
          if (scale.top?.nodeId === n.nodeId) data.top = 'true';
          return [n.nodeId, { text, data }];
        }),
      ),
    [nodes, scale, t, duration],
  );
  const show = (v: number) => (metric === 'count' ? String(Math.round(v)) : duration(v));
  const top = scale.top;
  return (
    <div className={styles.chart}>
      <div style={{ height: 420 }}>
        <FlowChartView
          image={shown}
          loading={image.isPending}
          error={image.error ?? undefined}
          marks={marks}
          labels={labels}
          statusLegend={false}
        />
      </div>
      {top ? (
        <Typography.Paragraph style={{ margin: '8px 0 0' }} data-testid="heat-top" data-node-id={top.nodeId} data-metric={metric}>
          {metric === 'median'
            ? t('heat.slowest', { name: top.name, median: duration(top.medianMs) })
            : t('heat.busiest', { name: top.name, count: top.count })}
        </Typography.Paragraph>
      ) : (
        <Alert type="info" showIcon title={t('heat.none')} style={{ marginTop: 8 }} />
      )}
      {scale.levels.length > 0 && (
        <ul className={styles.legend} aria-label={t(metric === 'median' ? 'heat.legendMedian' : 'heat.legendCount')}>
          <li>
            <Typography.Text strong>{t(metric === 'median' ? 'heat.legendMedian' : 'heat.legendCount')}</Typography.Text>
          </li>
          {scale.levels.map((l) => (
            <li key={l.level} data-level={l.level}>
              <span
                className={styles.swatch}
                style={{ background: HEAT_FILLS[dark ? 'dark' : 'light'][l.level - 1], color: l.level >= 4 ? '#fff' : '#000' }}
                aria-label={t('heat.level', { level: l.level })}
              >
                {l.level}
              </span>
              {t('heat.range', { from: show(l.from), to: show(l.to) })}
            </li>
          ))}
        </ul>
      )}
      <ul className={styles.srOnly} aria-label={t('heat.listLabel')}>
        {nodes.map((n) => (
          <li key={n.nodeId}>{`${n.name}: ${labels[n.nodeId]?.text ?? ''}`}</li>
        ))}
      </ul>
    </div>
  );
}
