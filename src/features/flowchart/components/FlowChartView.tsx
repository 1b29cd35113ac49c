import { memo, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Alert, Popover, theme } from 'antd';
import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import type { FlowImage } from '@/api/runtimeImage';
import { opensSubFlow, type ChartNodeState, type NodeLook } from '../model/chart';
import { formatDateTime } from '@/shared/time';
import { DiagramXmlError } from '../model/diagram';
import { isDarkColour } from '@/shared/colour';
import { TipButton } from '@/shared/ui/TipButton';
import { a11yStyles } from '@/shared/ui/a11y';
import { describeStatus } from '../model/status';
import type { ChartSource } from '../queries';
import { useFlowChart } from '../viewer/useFlowChart';
import type { ElementHit, NodeLabel, RenderedChart } from '../viewer/engine';
import type { BadgeTexts } from '../viewer/approverBadge';
import { Legend } from './Legend';
import { NodeDetails } from './NodeDetails';
import styles from './FlowChartView.module.css';

/** The toolbar: zoom in, zoom out, fit the chart to its area. */
const TOOLS: { key: string; icon: ReactNode; use: (chart: RenderedChart | null) => void }[] = [
  { key: 'zoomIn', icon: <ZoomInOutlined />, use: (chart) => chart?.zoom(1) },
  { key: 'zoomOut', icon: <ZoomOutOutlined />, use: (chart) => chart?.zoom(-1) },
  { key: 'fit', icon: <CompressOutlined />, use: (chart) => chart?.fit() },
];

export interface FlowChartViewProps {
  /** the answer of getBpmImage / instanceFlowImage; absent while loading */
  image?: FlowImage;
  /** the image data is still being fetched */
  loading?: boolean;
  /** fetching the image failed */
  error?: unknown;
  /** height of the chart area (default 100% of the parent, at least 360 px) */
  height?: number | string;
  /** call activities of an instance: open their sub-flow chart */
  onOpenSubFlow?: (source: ChartSource, title: string) => void;
  /**
   * States of further elements by id, of any kind (timers, message catches, boundary events, multi-instance
   * nodes: done, active, waiting, or an approval status), laid over the image's; keep the array's identity
   * while it does not change.
   */
  elementStates?: readonly ChartNodeState[];
  /** extra classes on drawn nodes (node id -> class), e.g. a preview of what an action ends and opens */
  marks?: Record<string, string>;
  /** the status legend starts open (default); a small chart with a legend of its own starts it folded */
  legendOpen?: boolean;
  /** the status legend is shown (default); a chart that shows no states (a heat map) leaves it out */
  statusLegend?: boolean;
  /** text labels above nodes (node id -> label); keep the object's identity while it does not change */
  labels?: Record<string, NodeLabel>;
}

export function FlowChartView({
  image,
  loading,
  error,
  height = '100%',
  onOpenSubFlow: openSubFlow,
  elementStates,
  marks,
  legendOpen = true,
  statusLegend = true,
  labels,
}: FlowChartViewProps) {
  const { t } = useTranslation('flowchart');
  const container = useRef<HTMLDivElement>(null);
  const dark = isDarkColour(theme.useToken().token.colorBgContainer);
  const [hovered, setHovered] = useState<ElementHit | null>(null);
  const [selected, setSelected] = useState<ElementHit | null>(null);
  // the sub flow of a call activity is found through the instance that called it
  const onOpenSubFlow = image?.instId ? openSubFlow : undefined;
  const states = useMemo(() => new Map((image?.nodes ?? []).map((n) => [n.nodeId, n])), [image]);

  const texts: BadgeTexts = {
    summary: (names, mode) => t('badge', { mode: t(`mode.${mode}`), names: names.join(', ') }),
  };
  const chart = useFlowChart(
    container,
    image,
    texts,
    {
      onHover: setHovered,
      onViewChange: () => {
        setHovered(null);
        setSelected(null);
      },
      onClick: (hit) => {
        const node = chart.chart?.graph.nodes.get(hit.id);
        if (node && opensSubFlow(node.type) && onOpenSubFlow) {
          openSub(hit.id, node.type, node.name);
          return;
        }
        setSelected(hit);
      },
    },
    dark,
    elementStates,
  );

  const openSub = (nodeId: string, type: string, name: string) => {
    if (!image) return;
    setSelected(null);
    onOpenSubFlow?.({ kind: 'sub', nodeId, type, defId: image.defId, proInstId: image.instId ?? undefined }, name || nodeId);
  };

  const graphNode = (hit: ElementHit | null) => {
    if (!hit) return null;
    const node = chart.chart?.graph.nodes.get(hit.id);
    return node ?? { id: hit.id, type: hit.type, name: '' };
  };
  const hoverNode = graphNode(hovered);
  const selectedNode = graphNode(selected);
  const failed = error ?? (chart.phase === 'error' ? chart.error : undefined);
  const busy = !failed && (loading || chart.phase === 'loading');
  const ready = chart.phase === 'ready';
  useEffect(() => {
    const el = container.current;
    if (!ready || !el || !marks) return;
    const marked = Object.entries(marks).flatMap(([id, cls]) =>
      [...el.querySelectorAll(`.djs-element[data-element-id="${CSS.escape(id)}"]`)].map((node) => {
        node.classList.add(cls);
        return () => node.classList.remove(cls);
      }),
    );
    return () => marked.forEach((undo) => undo());
  }, [ready, marks]);
  useEffect(() => {
    if (!ready || !labels) return;
    return chart.handle.current?.addLabels(labels);
  }, [ready, labels, chart.handle]);
  // the states in words for screen readers: thousands of items on a large instance, so they
  // come once the chart is drawn, in a render of their own after it
  // from the chart's own looks, so the words say what the drawing shows (live states, timers, progress)
  const listed = useDeferredValue(ready ? chart.chart?.nodes : undefined);

  return (
    <div className={styles.view} style={{ height }} data-chart-phase={failed !== undefined ? 'error' : chart.phase}>
      <div ref={container} className={`${styles.canvas}${dark ? ' fc-dark' : ''}`} data-testid="flowchart-canvas" />
      {busy && (
        <div className={styles.loading} role="status">
          {t('loading')}
        </div>
      )}
      {failed !== undefined && (
        <div className={styles.loading}>
          <Alert type="error" showIcon title={failed instanceof DiagramXmlError ? t('badDiagram') : t('loadFailed')} />
        </div>
      )}
      {failed === undefined && (
        // there from the start, usable once the chart is drawn: its appearing would restyle the
        // whole large drawing a second time
        <div className={styles.toolbar}>
          {TOOLS.map(({ key, icon, use }) => (
            <TipButton
              key={key}
              tip={t(`toolbar.${key}`)}
              size="small"
              icon={icon}
              disabled={!ready}
              onClick={() => use(chart.handle.current)}
            />
          ))}
        </div>
      )}
      {hoverNode && hovered && !selected && (
        <div className={styles.hover} style={{ left: hovered.box.left, top: hovered.box.top + hovered.box.height + 4 }} role="tooltip">
          <strong>{states.get(hoverNode.id)?.name || hoverNode.name || hoverNode.id}</strong>
          <HoverState look={chart.chart?.nodes.get(hoverNode.id)} status={states.get(hoverNode.id)?.status} />
        </div>
      )}
      {selectedNode && selected && (
        <Popover
          open
          trigger="click"
          placement="bottom"
          title={states.get(selectedNode.id)?.name || selectedNode.name || selectedNode.id}
          onOpenChange={(open) => !open && setSelected(null)}
          content={
            <NodeDetails
              node={selectedNode}
              state={states.get(selectedNode.id)}
              instId={image?.instId}
              defId={image?.defId}
              onOpenSubFlow={onOpenSubFlow ? () => openSub(selectedNode.id, selectedNode.type, selectedNode.name) : undefined}
            />
          }
        >
          <div
            className={styles.anchor}
            style={{ left: selected.box.left, top: selected.box.top, width: selected.box.width, height: selected.box.height }}
          />
        </Popover>
      )}
      <StateList nodes={listed} names={states} />
      {statusLegend && <Legend dark={dark} defaultOpen={legendOpen} />}
    </div>
  );
}

/** An element's state in words, as the tooltip and the screen readers' list say it: status, progress, due time. */
function stateWords(t: TFunction<'flowchart'>, look?: StateLook, status?: string | null): string[] {
  const parts = [t(describeStatus(look?.status ?? status).label)];
  if (look?.progress) parts.push(t('node.progress', look.progress));
  if (look?.dueTime) parts.push(t('node.dueAt', { time: formatDateTime(look.dueTime) }));
  return parts;
}

type StateLook = Pick<NodeLook, 'status' | 'dueTime' | 'progress'>;

/** The pointed element's state in words. */
function HoverState({ look, status }: { look?: StateLook; status?: string | null }) {
  const { t } = useTranslation('flowchart');
  return (
    <span>
      {stateWords(t, look, status)
        .map((p) => ` · ${p}`)
        .join('')}
    </span>
  );
}

/**
 * Every reached node's state in words, for screen readers. Memoised: the view re-renders on
 * every hover, and a large instance has thousands of reached nodes.
 */
const StateList = memo(function StateList({
  nodes,
  names,
}: {
  nodes?: ReadonlyMap<string, NodeLook>;
  /** the image's nodes: their names are the ones the tooltip shows */
  names: ReadonlyMap<string, { name?: string | null }>;
}) {
  const { t } = useTranslation('flowchart');
  const reached = [...(nodes?.values() ?? [])].filter((n) => n.status);
  if (reached.length === 0) return null;
  return (
    <ul className={a11yStyles.srOnly} aria-label={t('node.stateList')}>
      {reached.map((n) => (
        <li key={n.id}>{`${names.get(n.id)?.name || n.name || n.id}: ${stateWords(t, n).join(', ')}`}</li>
      ))}
    </ul>
  );
});
