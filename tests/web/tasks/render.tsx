import type { ReactElement } from 'react';
import { renderRoutes } from '../support/renderRoutes';

/** Renders a page in a fresh query client, antd's App and a memory router, in English. */
export function renderPage(ui: ReactElement, { path = '/matter/myTask' } = {}) {
  return renderRoutes([{ path: '*', element: ui }], path);
}
