import { useSyncExternalStore } from 'react';
import { Tooltip, type TooltipProps } from 'antd';

const TOUCH_ONLY = '(hover: none)';

function subscribe(change: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(TOUCH_ONLY);
  list.addEventListener?.('change', change);
  return () => list.removeEventListener?.('change', change);
}

const touchOnly = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(TOUCH_ONLY).matches);

/** The device cannot hover (a phone, a tablet): what a tooltip would say must be shown another way. */
export function useTouchOnly(): boolean {
  return useSyncExternalStore(subscribe, touchOnly, () => false);
}

/**
 * A tooltip for devices that hover. On a touch screen a tap counts as a hover that never ends, so the tooltip
 * would stay stuck over the page (issue 29 item 15): there it does not open; the control's name or label says it.
 */
export function HoverTip(props: TooltipProps) {
  const touch = useTouchOnly();
  return <Tooltip {...props} {...(touch ? { open: false } : {})} />;
}
