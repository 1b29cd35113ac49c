import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'notify/NotifySettings': () => import('./pages/NotifySettings'),
};
