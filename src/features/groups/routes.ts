import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'groups/GroupList': () => import('./pages/GroupList'),
};
