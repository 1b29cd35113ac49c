import { Outlet } from 'react-router-dom';

/** Full screen: the page alone (fullMatter pages, forms opened in a new window, __isFull__). */
export function EmptyLayout() {
  return (
    <div data-testid="empty-layout">
      <Outlet />
    </div>
  );
}
