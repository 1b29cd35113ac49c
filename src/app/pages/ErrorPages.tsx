import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { safeNavigate } from '../router/navigation';
import { ActionResult } from '@/shared/ui/ActionResult';

function ErrorPage({ code }: { code: '401' | '404' | '500' }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  // antd has pictures for 403, 404 and 500; 401 (no access) uses the 403 one
  const status = code === '401' ? '403' : code;
  return (
    <ActionResult
      status={status}
      title={code}
      subTitle={t(`error.${code}`)}
      action={t('error.backHome')}
      onAction={() => safeNavigate(navigate, '/')}
    />
  );
}

export const Error401 = () => <ErrorPage code="401" />;
export const Error404 = () => <ErrorPage code="404" />;
export const Error500 = () => <ErrorPage code="500" />;
