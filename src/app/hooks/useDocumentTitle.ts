import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appTitle } from '@/shared/config';
import { useLeafRoute } from '../router/handle';
import { routeTitle } from '../router/titles';

/** The browser tab reads "<page> - <configured title>", so open portal tabs can be told apart. */
export function useDocumentTitle(): void {
  const { t } = useTranslation('shell');
  const route = useLeafRoute();
  const title = route ? routeTitle(route.meta, t) : '';
  useEffect(() => {
    const app = appTitle();
    document.title = title ? `${title} - ${app}` : app;
  }, [title]);
}
