import { useTranslation } from 'react-i18next';
import { browserLocation } from '@/shared/browser';
import { ActionResult } from '@/shared/ui/ActionResult';

/** The 500 result with a reload, for RouteErrorPage. */
export default function RouteErrorResult() {
  const { t } = useTranslation('shell');
  return (
    <ActionResult status="500" title="500" subTitle={t('error.500')} action={t('error.reload')} onAction={() => browserLocation.reload()} />
  );
}
