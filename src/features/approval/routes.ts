import type { ComponentType } from 'react';

/** Used by /matter/approvalForm, /fullMatter/approvalForm and /external/approvalForm. */
export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'approval/ApprovalForm': () => import('./pages/ApprovalForm'),
};
