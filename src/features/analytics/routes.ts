import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'analytics/ProcessAnalytics': () => import('./pages/ProcessAnalytics'),
};
