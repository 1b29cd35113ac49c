import { useCallback, useEffect, useState, type RefObject } from 'react';
import { fitCanvas, RESCALE_DELAY_MS, type Fit } from '../model/scale';

/** The canvas' fit to the window, recomputed 100 ms after the last resize (spec 02 §9). */
export function useCanvasFit(width: number, height: number): Fit {
  const measure = useCallback(() => fitCanvas(window.innerWidth, window.innerHeight, width, height), [width, height]);
  const [fit, setFit] = useState(measure);
  useEffect(() => {
    setFit(measure());
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setFit(measure()), RESCALE_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, [measure]);
  return fit;
}

/** Full screen through the Fullscreen API: a toggle, and F11 caught so it fills the screen with the canvas alone. */
export function useFullscreen(target: RefObject<HTMLElement | null>): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void target.current?.requestFullscreen?.().catch(() => undefined);
  }, [target]);
  useEffect(() => {
    const onChange = () => setActive(!!document.fullscreenElement);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F11') return;
      event.preventDefault();
      toggle();
    };
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener('keydown', onKey);
    };
  }, [toggle]);
  return { active, toggle };
}

/** prefers-reduced-motion, followed live. */
export function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setReduced(list.matches);
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

/** Spec 02 §4: the loading state shows for 500 ms, then hides (longer only while the layout is still coming). */
export const MIN_LOADING_MS = 500;

export function useMinimumLoading(pending: boolean, ms: number = MIN_LOADING_MS): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return pending || !elapsed;
}
