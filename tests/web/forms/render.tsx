import type { ReactElement } from 'react';
import { renderRoutes } from '../support/renderRoutes';

/** Renders a page at a route pattern (its params read with useParams), in English; other paths show their path. */
export function renderRoute(ui: ReactElement, pattern: string, path: string) {
  return renderRoutes(
    [
      { path: pattern, element: ui },
      { path: '*', element: <p data-testid="elsewhere">{'elsewhere'}</p> },
    ],
    path,
  );
}
