import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { FlowImage } from '@/api/runtimeImage';
import type { ChartNodeState, PreparedChart } from '../model/chart';
import { chartInputOf } from '../model/fromImage';
import type { BadgeTexts } from './approverBadge';
import type { ChartHandlers, RenderedChart } from './engine';

export type ChartPhase = 'idle' | 'loading' | 'ready' | 'error';

export interface FlowChartState {
  phase: ChartPhase;
  error?: unknown;
  chart?: PreparedChart;
}

/**
 * Renders `image` into `container` with bpmn-js, loaded on first use: the dynamic import keeps
 * bpmn-js out of every bundle but the chart's own chunk. The diagram is imported again only when
 * its XML changes; new states of the same diagram (a live update of the instance) are shown on
 * the drawn chart in place. Handlers and texts are read through refs so that a new callback
 * identity does not re-import the diagram.
 */
export function useFlowChart(
  container: RefObject<HTMLDivElement | null>,
  image: FlowImage | undefined,
  texts: BadgeTexts,
  handlers: ChartHandlers,
  /** the dark theme: the diagram is drawn again in its colours when the theme changes */
  dark = false,
  /** states of further elements by id (events, timers), laid over the image's */
  extra?: readonly ChartNodeState[],
): FlowChartState & { handle: RefObject<RenderedChart | null> } {
  const [state, setState] = useState<FlowChartState>({ phase: 'idle' });
  const handle = useRef<RenderedChart | null>(null);
  const handlersRef = useRef(handlers);
  const textsRef = useRef(texts);
  const imageRef = useRef(image);
  const extraRef = useRef(extra);
  /** the image (and extra states) whose states the drawn chart shows */
  const shown = useRef<FlowImage | undefined>(undefined);
  const shownExtra = useRef<readonly ChartNodeState[] | undefined>(undefined);
  // first of the effects, so the ones below read this render's values
  useEffect(() => {
    handlersRef.current = handlers;
    textsRef.current = texts;
    imageRef.current = image;
    extraRef.current = extra;
  });

  const xml = image?.bpmnXml;
  useEffect(() => {
    const el = container.current;
    const first = imageRef.current;
    if (!xml || !first || !el) return;
    let cancelled = false;
    setState({ phase: 'loading' });
    const engine = import('./engine');
    (async () => {
      const { renderChart } = await engine;
      if (cancelled) return;
      const h = await renderChart(
        el,
        chartInputOf(first, extraRef.current),
        { summary: (n, m) => textsRef.current.summary(n, m) },
        {
          onClick: (hit) => handlersRef.current.onClick?.(hit),
          onHover: (hit) => handlersRef.current.onHover?.(hit),
          onViewChange: () => handlersRef.current.onViewChange?.(),
        },
        { dark },
      );
      if (cancelled) {
        h.destroy();
        return;
      }
      handle.current = h;
      shown.current = first;
      shownExtra.current = extraRef.current;
      // the states may have moved on while it was being drawn
      const latest = imageRef.current;
      if (latest && latest !== first && latest.bpmnXml === first.bpmnXml) {
        h.update(chartInputOf(latest, extraRef.current));
        shown.current = latest;
      }
      // at once, not in a later task: the browser's next frame then paints the drawn chart
      // without the loading cover, instead of painting the large drawing twice
      flushSync(() => setState({ phase: 'ready', chart: h.chart }));
    })().catch((error: unknown) => {
      if (!cancelled) setState({ phase: 'error', error });
    });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
      shown.current = undefined;
    };
  }, [container, xml, dark]);

  // new states of the drawn diagram
  useEffect(() => {
    const h = handle.current;
    if (!image || !h || (shown.current === image && shownExtra.current === extra) || shown.current?.bpmnXml !== image.bpmnXml) return;
    shown.current = image;
    shownExtra.current = extra;
    setState({ phase: 'ready', chart: h.update(chartInputOf(image, extra)) });
  }, [image, extra]);

  return { ...state, handle };
}
