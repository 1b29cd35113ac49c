import { createContext, useContext, useEffect } from 'react';

/** A watermark a page asks for instead of the user's (the flow's own mark on its forms). */
export interface WatermarkMark {
  content: string | string[];
  rotate?: number;
  fontSize?: number;
  color?: string;
}

type Replace = (mark: WatermarkMark | null) => void;

/**
 * The window's one watermark layer, when one is drawn (see app/shell/UserWatermark): a page
 * hands its mark to it instead of drawing a second layer over the first.
 */
export const WatermarkSlot = createContext<Replace | null>(null);

/** True when the window's layer takes the mark; false when the caller must draw it itself. */
export function useReplaceWatermark(mark: WatermarkMark | null): boolean {
  const replace = useContext(WatermarkSlot);
  useEffect(() => {
    if (!replace || !mark) return;
    replace(mark);
    return () => replace(null);
  }, [replace, mark]);
  return replace !== null;
}
