import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'workflow/FlowDefList': () => import('./pages/FlowDefList'),
};
