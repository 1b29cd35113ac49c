import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'admin-audit/AuditLog': () => import('./pages/AuditLog'),
};
