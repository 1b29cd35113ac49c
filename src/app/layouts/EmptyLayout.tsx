import { Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, PageHeading } from '../shell/PageLandmarks';

/** Full screen: the page alone (fullMatter pages, forms opened in a new window, __isFull__), as the window's main landmark. */
export function EmptyLayout() {
  return (
    <main data-testid="empty-layout" id={MAIN_CONTENT_ID}>
      <PageHeading />
      <Outlet />
    </main>
  );
}
