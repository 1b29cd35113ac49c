import { lazy, Suspense, useEffect } from 'react';
import { Button } from 'antd';
import { useAppApis } from '@/shared/ui/useAppApis';
import { useTranslation } from 'react-i18next';
import { setNotifier, TOAST_DURATION_MS } from '@/api/notify';
import { loadLanguage } from '@/shared/i18n';
import { useFeedbackStore } from './feedbackStore';
import { startFeedback } from './feedbackFlow';

const seconds = (ms: number) => ms / 1000;

// the form (and its upload code) loads when someone first asks to give feedback, with the texts
// of its language: Indonesian users get the English form, whose texts the page has not loaded
const FeedbackDialog = lazy(async () => {
  const m = await import('./FeedbackDialog');
  await loadLanguage(m.feedbackFormLanguage());
  return { default: m.FeedbackDialog };
});

/**
 * Mount once inside antd's <App> (LightApp): routes the http client's toasts to antd (App.useApp) and
 * shows the feedback form. Error toasts with the same text replace each other instead of stacking.
 */
export function NotifierBridge() {
  const { message, notification } = useAppApis();
  const { t } = useTranslation('common');
  const capturing = useFeedbackStore((state) => state.capturing);
  const drafting = useFeedbackStore((state) => state.draft !== null);

  useEffect(
    () =>
      setNotifier({
        error: (text, options) => {
          const key = `error:${text}`;
          notification.error({
            key,
            title: text,
            role: 'alert',
            placement: 'top',
            duration: seconds(TOAST_DURATION_MS.error),
            closable: true,
            actions:
              options?.feedback === false ? undefined : (
                <Button
                  size="small"
                  onClick={() => {
                    notification.destroy(key);
                    void startFeedback(text);
                  }}
                >
                  {t('feedback.button')}
                </Button>
              ),
          });
        },
        success: (text) => void message.success(text, seconds(TOAST_DURATION_MS.other)),
        info: (text) => void message.info(text, seconds(TOAST_DURATION_MS.other)),
        warning: (text) => void message.warning(text, seconds(TOAST_DURATION_MS.other)),
      }),
    [message, notification, t],
  );

  useEffect(() => {
    if (!capturing) return;
    const hide = message.loading(t('feedback.capturing'), 0);
    return () => hide();
  }, [capturing, message, t]);

  return drafting ? (
    <Suspense fallback={null}>
      <FeedbackDialog />
    </Suspense>
  ) : null;
}
