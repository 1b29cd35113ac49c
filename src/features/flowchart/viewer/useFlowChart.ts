import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { FlowImage } from '@/api/runtimeImage';
import type { PreparedChart } from '../model/chart';
import { chartInputOf } from '../model/fromImage';
import type { BadgeTexts } from './approverBadge';
import type { ChartHandle, ChartHandlers } from './engine';

export type ChartPhase = 'idle' | 'loading' | 'ready' | 'error';

export interface FlowChartState {
  phase: ChartPhase;
  error?: unknown;
  chart?: PreparedChart;
}

/**
 * Renders `image` into `container` with bpmn-js, loaded on first use: the dynamic import keeps
 * bpmn-js out of every bundle but the chart's own chunk. Handlers and texts are read through refs
 * so that a new callback identity does not re-import the diagram.
 */
export function useFlowChart(
  container: RefObject<HTMLDivElement | null>,
  image: FlowImage | undefined,
  texts: BadgeTexts,
  handlers: ChartHandlers,
): FlowChartState & { handle: RefObject<ChartHandle | null> } {
  const [state, setState] = useState<FlowChartState>({ phase: 'idle' });
  const handle = useRef<ChartHandle | null>(null);
  const handlersRef = useRef(handlers);
  const textsRef = useRef(texts);
  useEffect(() => {
    handlersRef.current = handlers;
    textsRef.current = texts;
  });

  useEffect(() => {
    const el = container.current;
    if (!image || !el) return;
    let cancelled = false;
    setState({ phase: 'loading' });
    const engine = import('./engine');
    (async () => {
      const input = chartInputOf(image);
      const { renderChart } = await engine;
      if (cancelled) return;
      const h = await renderChart(el, input, { summary: (n, m) => textsRef.current.summary(n, m) }, {
        onClick: (hit) => handlersRef.current.onClick?.(hit),
        onHover: (hit) => handlersRef.current.onHover?.(hit),
        onViewChange: () => handlersRef.current.onViewChange?.(),
      });
      if (cancelled) {
        h.destroy();
        return;
      }
      handle.current = h;
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
    };
  }, [container, image]);

  return { ...state, handle };
}
