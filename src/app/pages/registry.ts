import type { PageLoader } from '../router/registry';

/** The shell's own pages, lazily loaded like feature pages. */
export const appPages: Record<string, PageLoader> = {
  'app/Default': () => import('./DefaultPage'),
  'app/Error401': () => import('./ErrorPages').then((m) => ({ default: m.Error401 })),
  'app/Error404': () => import('./ErrorPages').then((m) => ({ default: m.Error404 })),
  'app/Error500': () => import('./ErrorPages').then((m) => ({ default: m.Error500 })),
  'app/OnlineMenu': () => import('./OnlineMenuPage'),
  'app/Directory': () => import('./DirectoryPage'),
  'app/SysModulePreview': () => import('./SysModulePreviewPage'),
};
