import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { preview } from '@/api/files';
import type { ScreenConfig } from '@contract/screen';
import { backgroundPlan } from '../model/background';

/** The canvas background style, and whether the background image failed (spec 02 §8: a background image error). */
export function useScreenBackground(config: ScreenConfig): { style: CSSProperties; failed: boolean } {
  const plan = useMemo(() => backgroundPlan(config), [config]);
  const fileId = plan.kind === 'file' ? plan.fileId : '';
  const file = useQuery({
    queryKey: ['screen', 'background', { fileId }],
    queryFn: async () => {
      const { blob } = await preview(fileId, { silent: true });
      if (!blob.type.startsWith('image/')) throw new Error('not an image');
      return blob;
    },
    enabled: !!fileId,
    retry: false,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const made = URL.createObjectURL(file.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file.data]);

  if (plan.kind === 'style') return { style: plan.style, failed: false };
  if (plan.kind === 'error') return { style: { backgroundColor: plan.color }, failed: true };
  const style: CSSProperties = { backgroundColor: plan.color };
  if (url && file.data) Object.assign(style, { backgroundImage: `url("${url}")`, backgroundSize: '100% 100%' });
  return { style, failed: file.isError };
}
