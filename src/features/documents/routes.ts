import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'documents/DocumentList': () => import('./pages/DocumentList'),
};
