import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'flow-admin/TaskExceptions': () => import('./pages/TaskExceptions'),
  'flow-admin/InstanceExport': () => import('./pages/InstanceExport'),
  'flow-admin/TaskReassign': () => import('./pages/TaskReassign'),
  'flow-admin/OpinionCorrection': () => import('./pages/OpinionCorrection'),
  'flow-admin/FormRecords': () => import('./pages/FormRecords'),
  'flow-admin/CommonFlows': () => import('./pages/CommonFlows'),
};
