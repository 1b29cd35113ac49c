import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'authorization/AuthorizationCenter': () => import('./pages/AuthorizationCenter'),
};
