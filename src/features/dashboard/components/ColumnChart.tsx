import ReactEChartsCore from 'echarts-for-react/esm/core';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { echarts } from '../charts/dashboardEcharts';
import { echartsOption, type ChartSpec } from '../model/columnView';
import { usePhoneLayout } from '@/shared/ui/responsive';
import { a11yStyles } from '@/shared/ui/a11y';
import styles from './Dashboards.module.css';

/** Above this many values the keyboard list is left out (a zoomed chart of a year of days). */
const MAX_PICKS = 31;

interface Props {
  chart: ChartSpec;
  label: string;
  /** a click on a bar, a point or a slice: the index of its row */
  onPick?: (index: number) => void;
}

/** A dashboard column's line, bar or pie chart; loaded lazily with echarts' core. */
export default function ColumnChart({ chart, label, onPick }: Props) {
  const { token } = theme.useToken();
  const { t } = useTranslation('dashboards');
  const narrow = usePhoneLayout();
  const picks = onPick && chart.categories.length <= MAX_PICKS;
  return (
    <div style={{ position: 'relative', height: '100%', minHeight: 120 }}>
      <div role="img" aria-label={label} style={{ height: '100%' }}>
        <ReactEChartsCore
          echarts={echarts}
          option={echartsOption(chart, { text: token.colorTextSecondary, line: token.colorBorderSecondary }, narrow)}
          notMerge
          style={{ height: '100%', width: '100%' }}
          onEvents={onPick ? { click: (e: { dataIndex?: number }) => onPick(e.dataIndex ?? -1) } : undefined}
        />
      </div>
      {/* what a click on a bar, point or slice does, for the keyboard */}
      {picks ? (
        <ul
          className={`${a11yStyles.srOnly} ${styles.picks}`}
          aria-label={t('widget.picks', { name: label })}
          style={{ background: token.colorBgElevated }}
        >
          {chart.categories.map((category, i) => (
            <li key={`${i}-${category}`}>
              <Button size="small" onClick={() => onPick(i)}>
                {`${category}: ${chart.series.map((s) => s.data[i] ?? 0).join(' / ')}`}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
