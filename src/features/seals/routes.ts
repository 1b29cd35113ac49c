import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'seals/SealList': () => import('./pages/SealList'),
};
