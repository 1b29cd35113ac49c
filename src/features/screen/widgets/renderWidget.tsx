import { lazy, type ReactNode } from 'react';
import type { ScreenElement } from '@contract/screen';
import { BorderBox } from './BorderBox';
import { Decoration } from './Decoration';
import { ECHART_KINDS, type EchartKind } from './chartOptions';
import { CapsuleChart, DigitalFlop } from './FigureWidgets';
import { PercentPond, WaterLevelPond } from './PondWidgets';
import { ScrollBoard, ScrollRankingBoard } from './ScrollBoards';
import { ClockWidget, TextWidget } from './TextWidgets';
import type { WidgetProps } from './types';

// echarts comes in its own chunk, only with the large screen
const EchartWidget = lazy(() => import('./EchartWidget'));

const numbered = (alias: string, prefix: string, count: number): number | null => {
  if (!alias.startsWith(prefix)) return null;
  const n = Number(alias.slice(prefix.length));
  return Number.isInteger(n) && n >= 1 && n <= count ? n : null;
};

/** Charts that need data to draw. */
export const needsData = (element: Pick<ScreenElement, 'type'>) => element.type === 'chart';

/** The widget of an element (type and alias), or null for a kind this portal does not know. */
export function renderWidget(element: Pick<ScreenElement, 'type' | 'alias'>, props: WidgetProps): ReactNode {
  const { type, alias } = element;
  if (type === 'text') return <TextWidget {...props} />;
  if (type === 'time') return <ClockWidget {...props} />;
  if (type === 'decoration') {
    const n = numbered(alias, 'dv-decoration-', 12);
    return n ? <Decoration kind={n} {...props} /> : null;
  }
  if (type === 'borderBox') {
    const n = numbered(alias, 'dv-border-box-', 13);
    return n ? <BorderBox kind={n} {...props} /> : null;
  }
  if ((ECHART_KINDS as readonly string[]).includes(alias)) return <EchartWidget kind={alias as EchartKind} {...props} />;
  switch (alias) {
    case 'capsule':
      return <CapsuleChart {...props} />;
    case 'scrollRankingBoard':
      return <ScrollRankingBoard {...props} />;
    case 'waterLevelPond':
      return <WaterLevelPond {...props} />;
    case 'percentPond':
      return <PercentPond {...props} />;
    case 'digitalFlop':
      return <DigitalFlop {...props} />;
    case 'scrollBoard':
      return <ScrollBoard {...props} />;
    default:
      return null;
  }
}
