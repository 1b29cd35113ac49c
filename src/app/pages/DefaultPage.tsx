import { Result } from 'antd';
import { SmileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { appTitle } from '@/shared/config';
import { useCurrentRoute } from '../router/context';
import { routeTitle } from '../router/titles';
import { safeNavigate } from '../router/navigation';
import { ActionResult } from '@/shared/ui/ActionResult';

/**
 * /default, and the stand-in for a route whose page is not available in this build (an unknown
 * component name, or a feature not delivered yet).
 */
export default function DefaultPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const route = useCurrentRoute();
  if (!route || route.path === '/default') {
    return <Result icon={<SmileOutlined />} title={t('default.welcome', { title: appTitle() })} subTitle={t('default.hint')} />;
  }
  return (
    <ActionResult
      status="info"
      title={routeTitle(route.meta, t)}
      subTitle={t('default.unavailable')}
      action={t('error.backHome')}
      onAction={() => safeNavigate(navigate, '/')}
    />
  );
}
