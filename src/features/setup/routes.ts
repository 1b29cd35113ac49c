import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'setup/CompanySetup': () => import('./pages/CompanySetup'),
};
