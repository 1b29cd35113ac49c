import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'tasks/MyTask': () => import('./pages/MyTask'),
  'tasks/StartProcess': () => import('./pages/StartProcess'),
  'tasks/MyRequest': () => import('./pages/MyRequest'),
  'tasks/Circulated': () => import('./pages/Circulated'),
  'tasks/ApprovalItems': () => import('./pages/ApprovalItems'),
  'tasks/InstanceMonitor': () => import('./pages/InstanceMonitor'),
  // children of the full-screen /fullMatter layout
  'tasks/FullNew': () => import('./pages/FullNew'),
  'tasks/FullStartProcess': () => import('./pages/FullStartProcess'),
  'tasks/FullMyTask': () => import('./pages/FullMyTask'),
  'tasks/FullApply': () => import('./pages/FullApply'),
  'tasks/FullCirculate': () => import('./pages/FullCirculate'),
};
