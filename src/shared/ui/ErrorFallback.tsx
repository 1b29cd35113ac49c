import { useTranslation } from 'react-i18next';
import { ActionResult } from './ActionResult';

/** What an error boundary shows in place of the part that failed: the warning result with Retry. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ActionResult
      status="warning"
      role="alert"
      title={t('errorBoundary.title')}
      subTitle={t('errorBoundary.hint')}
      action={t('actions.retry')}
      onAction={onRetry}
    />
  );
}
