import { Component, Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ScreenData, ScreenElement } from '@contract/screen';
import { refreshIntervalMs, tooManyRows } from '../model/data';
import { workflowDataQuery } from '../queries';
import { needsData, renderWidget } from '../widgets/renderWidget';
import styles from './screen.module.css';

const TITLE_HEIGHT = 26;

class WidgetBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    console.error('[large screen] widget failed', error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Static data in the element, or the workflow figure it names (refetched at its refresh interval). */
function useWidgetData(element: ScreenElement): { data?: ScreenData; failed: boolean } {
  const metric = element.options.dataAlias;
  const query = useQuery({ ...workflowDataQuery(metric ?? '', refreshIntervalMs(element.options.refresh)), enabled: !!metric });
  if (!metric) return { data: element.options.data, failed: false };
  return { data: query.data, failed: query.isError };
}

/** One element on the canvas: placed by its box, its data fetched, its errors kept to itself. */
export function WidgetHost({ element, reducedMotion }: { element: ScreenElement; reducedMotion: boolean }) {
  const { t } = useTranslation('screen');
  const { data, failed } = useWidgetData(element);
  const { config } = element.options;
  const title = element.type === 'chart' && typeof config.title === 'string' ? config.title : '';
  const width = Math.max(1, element.width);
  const height = Math.max(1, element.height - (title ? TITLE_HEIGHT : 0));
  const note = (text: string) => (
    <div className={styles.widgetNote} role="status">
      {text}
    </div>
  );
  let body: ReactNode;
  if (needsData(element) && failed) body = note(t('widget.dataFailed'));
  else if (tooManyRows(data)) body = note(t('widget.tooManyRows'));
  else if (needsData(element) && data && data.rows.length === 0) body = note(t('widget.noData'));
  else body = renderWidget(element, { width, height, config, data, reducedMotion });
  return (
    <div
      className={styles.widget}
      data-widget-kind={element.alias}
      data-widget-key={element.key}
      style={{ left: element.x, top: element.y, width: element.width, height: element.height }}
    >
      {title ? <div className={styles.widgetTitle}>{title}</div> : null}
      <div style={{ width, height, position: 'relative' }}>
        <WidgetBoundary fallback={note(t('widget.failed'))}>
          <Suspense fallback={null}>{body}</Suspense>
        </WidgetBoundary>
      </div>
    </div>
  );
}
