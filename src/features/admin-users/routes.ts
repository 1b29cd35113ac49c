import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'admin-users/UserAdmin': () => import('./pages/UserAdmin'),
};
