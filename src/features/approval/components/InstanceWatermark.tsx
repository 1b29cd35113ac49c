import type { ReactNode } from 'react';
import { Watermark } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { getWatermarkByInstId } from '@/api/bpmModel';

/** The watermark the flow asks for on its forms (already filled with the viewer's name and account). */
export function InstanceWatermark({ instId, children }: { instId: string; children: ReactNode }) {
  const mark = useQuery({
    queryKey: ['approval', 'instance', instId, 'watermark'],
    queryFn: () => getWatermarkByInstId(instId),
    staleTime: 300_000,
  });
  if (!mark.data?.enabled || !mark.data.text) return <>{children}</>;
  return (
    <Watermark content={mark.data.text} rotate={mark.data.rotate} font={{ fontSize: mark.data.fontSize, color: mark.data.color }}>
      {children}
    </Watermark>
  );
}
