import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'contacts/Contacts': () => import('./pages/Contacts'),
  'contacts/Profile': () => import('./pages/Profile'),
};
