import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { HOME_ROWS, homeLayoutQuery, taskListQuery } from './queries';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'dashboard/Home': () => import('./pages/Home'),
  'dashboard/Board': () => import('./pages/Board'),
  'dashboard/ChartPreview': () => import('./pages/ChartPreview'),
  'dashboard/NewsList': () => import('./pages/NewsList'),
  'dashboard/NewsAdmin': () => import('./pages/NewsAdmin'),
  'dashboard/ShortUrl': () => import('./pages/ShortUrl'),
  'dashboard/Dashboards': () => import('./pages/Dashboards'),
};

/** The home page's first calls (its layout, the to-do card's list), started before its code runs (issue 18). */
export function prefetchHome(client: QueryClient): void {
  void client.prefetchQuery(homeLayoutQuery());
  void client.prefetchQuery(taskListQuery('todo', HOME_ROWS));
}
