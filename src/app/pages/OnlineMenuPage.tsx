import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/shared/config';
import { inReaderLanguage } from '@/shared/handbook';
import { useCurrentRoute } from '../router/context';
import { routeTitle } from '../router/titles';
import { isEmbeddableUrl } from '../router/urls';
import DefaultPage from './DefaultPage';
import styles from './pages.module.css';

/**
 * A menu item without a page of its own: its address shown in a frame, only for our own origin or
 * an allow-listed host (VITE_TOKEN_LINK_HOSTS); anything else is refused, never loaded.
 */
export default function OnlineMenuPage() {
  const { t } = useTranslation('shell');
  const route = useCurrentRoute();
  const url = route?.meta.url;
  if (!route || !url) return <DefaultPage />;
  if (!isEmbeddableUrl(url, window.location.origin, appConfig.tokenLinkHosts)) {
    return <Result status="warning" title={routeTitle(route.meta, t)} subTitle={t('onlineMenu.notAllowed')} />;
  }
  return (
    <iframe
      className={styles.frame}
      title={routeTitle(route.meta, t)}
      src={inReaderLanguage(new URL(url, window.location.origin).toString())}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
