import { useTranslation } from 'react-i18next';
import { Card, Col, Empty, Row, Typography } from 'antd';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts } from '../charts/boardEcharts';
import { perDayOption, pieOption, totalsOption } from '../model/board';
import { usePhoneLayout } from '@/shared/ui/responsive';
import styles from './Home.module.css';

export interface BoardChartsProps {
  totals: Array<{ name: string; value: number }>;
  states: Array<{ name: string; value: number }>;
  perDay: Array<{ day: string; count: number }>;
  /** how many done tasks the per-day line is counted from */
  doneRows: number;
}

const HEIGHT = 300;

/** The data board's charts; loaded lazily with echarts' core and only bar, line and pie. */
export default function BoardCharts({ totals, states, perDay, doneRows }: BoardChartsProps) {
  const { t } = useTranslation('dashboard');
  const narrow = usePhoneLayout();
  const summary = (parts: Array<{ name: string; value: number }>) => parts.map((p) => `${p.name} ${p.value}`).join(', ');
  const doneTotal = perDay.reduce((s, d) => s + d.count, 0);
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={12}>
        <Card size="small" className={styles.card} title={t('board.totals')}>
          <div role="img" aria-label={t('board.totalsLabel', { summary: summary(totals) })}>
            <ReactEChartsCore
              echarts={echarts}
              option={totalsOption(totals, t('board.series.count'))}
              notMerge
              style={{ height: HEIGHT }}
            />
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" className={styles.card} title={t('board.states')}>
          {states.length === 0 ? (
            <div className={styles.chartEmpty} style={{ height: HEIGHT }}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('board.noData')} />
            </div>
          ) : (
            <div role="img" aria-label={t('board.statesLabel', { summary: summary(states) })}>
              <ReactEChartsCore echarts={echarts} option={pieOption(states, narrow)} notMerge style={{ height: HEIGHT }} />
            </div>
          )}
        </Card>
      </Col>
      <Col xs={24}>
        <Card
          size="small"
          title={t('board.perDay')}
          extra={<Typography.Text type="secondary">{t('board.perDayNote', { count: doneRows })}</Typography.Text>}
        >
          <div role="img" aria-label={t('board.perDayLabel', { count: doneTotal })}>
            <ReactEChartsCore echarts={echarts} option={perDayOption(perDay, t('board.series.done'))} notMerge style={{ height: HEIGHT }} />
          </div>
        </Card>
      </Col>
    </Row>
  );
}
