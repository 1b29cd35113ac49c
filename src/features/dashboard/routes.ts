import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'dashboard/Home': () => import('./pages/Home'),
  'dashboard/Board': () => import('./pages/Board'),
  'dashboard/ChartPreview': () => import('./pages/ChartPreview'),
  'dashboard/NewsList': () => import('./pages/NewsList'),
  'dashboard/ShortUrl': () => import('./pages/ShortUrl'),
  'dashboard/Dashboards': () => import('./pages/Dashboards'),
};
