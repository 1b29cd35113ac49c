import { useMemo, type ReactNode } from 'react';
import { Watermark } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formQueries } from '../queries';
import { useReplaceWatermark, type WatermarkMark } from '@/shared/watermark';

/**
 * The watermark the flow asks for on its forms (already filled with the viewer's name and
 * account). It takes the place of the window's user watermark: one layer per window.
 */
export function InstanceWatermark({ instId, children }: { instId: string; children: ReactNode }) {
  const query = useQuery(formQueries.watermark(instId));
  const data = query.data;
  const mark = useMemo<WatermarkMark | null>(
    () => (data?.enabled && data.text ? { content: data.text, rotate: data.rotate, fontSize: data.fontSize, color: data.color } : null),
    [data],
  );
  const replaced = useReplaceWatermark(mark);
  if (!mark || replaced) return <>{children}</>;
  return (
    <Watermark content={mark.content} rotate={mark.rotate} font={{ fontSize: mark.fontSize, color: mark.color }}>
      {children}
    </Watermark>
  );
}
