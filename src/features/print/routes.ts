import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'print/PrintTemplates': () => import('./pages/PrintTemplates'),
};
