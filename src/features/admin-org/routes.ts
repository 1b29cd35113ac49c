import type { ComponentType } from 'react';

/** The System administration's organisation pages (issue 30 part 1). */
export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'admin-org/OrgAdmin': () => import('./pages/OrgAdmin'),
  'admin-org/PostAdmin': () => import('./pages/PostAdmin'),
  'admin-org/RoleAdmin': () => import('./pages/RoleAdmin'),
};
