import { useLocation } from 'react-router-dom';
import { useLeafRoute } from '../router/handle';
import { isFullScreen } from '../router/urls';
import { EmptyLayout } from './EmptyLayout';
import { MainLayout } from './MainLayout';

/** The main frame, or the empty one for full-screen pages and whenever __isFull__ is set. */
export function Frame() {
  const { search } = useLocation();
  const route = useLeafRoute();
  const empty = isFullScreen(search) || route?.meta.layout === 'empty';
  return empty ? <EmptyLayout /> : <MainLayout />;
}
