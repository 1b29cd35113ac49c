import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType<Record<string, string>> }>> = {
  'screen/LargeScreen': () => import('./pages/LargeScreen'),
};
