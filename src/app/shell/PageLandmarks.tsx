import { useTranslation } from 'react-i18next';
import { a11yStyles } from '@/shared/ui/a11y';
import { useLeafRoute } from '../router/handle';
import { routeTitle } from '../router/titles';

/** The id of every page's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: straight to the page, past the menu, top bar and tabs. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className={a11yStyles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('a11y.skipToContent')}
    </a>
  );
}

/** The page's one level-one heading, in the user's language, from the route's title (seen by screen readers). */
export function PageHeading() {
  const { t } = useTranslation('shell');
  const route = useLeafRoute();
  const title = route ? routeTitle(route.meta, t) : '';
  return <h1 className={a11yStyles.srOnly}>{title || t('a11y.portal')}</h1>;
}
