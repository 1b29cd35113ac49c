import { useTranslation } from 'react-i18next';
import { Card } from 'antd';
import { SecondaryText } from '@/shared/ui/SecondaryText';
import { SankeyCard } from '../components/SankeyCard';
import styles from '../components/Home.module.css';
import { AppsWidget } from './AppsWidget';
import { DocumentsWidget } from './DocumentsWidget';
import { DoneWidget, NoticeWidget, OverdueWidget, RequestWidget, TodoWidget } from './ListWidgets';
import { NewsWidget } from './NewsWidget';
import type { WidgetComponent, WidgetProps } from './types';

/**
 * The home widgets by layout item type. The home page and a later layout editor (drag and resize)
 * both draw items through this one map; `delay` is the older name of `overdue`.
 */
export const WIDGETS: Readonly<Record<string, WidgetComponent>> = {
  todo: TodoWidget,
  done: DoneWidget,
  request: RequestWidget,
  overdue: OverdueWidget,
  delay: OverdueWidget,
  notice: NoticeWidget,
  news: NewsWidget,
  apps: AppsWidget,
  documents: DocumentsWidget,
  sankey: SankeyCard,
};

/** A type this portal has no widget for: a small card, never a crash. */
export function UnknownWidget({ item }: WidgetProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Card size="small" className={styles.card} data-testid={`widget-${item.alias}`}>
      <SecondaryText>{t('widget.unavailable', { type: item.type })}</SecondaryText>
    </Card>
  );
}

export function widgetFor(type: string): WidgetComponent {
  return Object.hasOwn(WIDGETS, type) ? WIDGETS[type] : UnknownWidget;
}
