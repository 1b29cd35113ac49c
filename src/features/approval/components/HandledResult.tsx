import { useEffect, useRef } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { announce } from '@/shared/ui/a11y';

/**
 * Shown once the task is handled. A form in its own window (opened from a list, whose rows have
 * already refreshed themselves) can be closed; in full screen the way leads back to the list.
 */
export function HandledResult({ action, full }: { action: string; full: boolean }) {
  const { t } = useTranslation('approval');
  const navigate = useNavigate();
  const title = t(`handled.${action}`, { defaultValue: t('handled.default') });
  // where a hand-on leaves its trace: the Done list (transfer), My delegations (hand-over)
  const hint = t(`handled.${action}Hint`, { defaultValue: '' });
  const box = useRef<HTMLDivElement>(null);
  // the button that did it is gone: the keyboard continues from the result, which is also said aloud
  useEffect(() => {
    box.current?.focus();
    announce(title);
  }, [title]);
  const back = (
    <Button key="back" type={full ? 'primary' : 'default'} onClick={() => navigate(full ? '/fullMatter/myTask' : '/matter/myTask')}>
      {t('handled.backToList')}
    </Button>
  );
  const close = (
    <Button key="close" type="primary" onClick={() => window.close()}>
      {t('handled.closeWindow')}
    </Button>
  );
  return (
    <div ref={box} tabIndex={-1} style={{ outline: 'none' }}>
      <Result status="success" title={title} subTitle={hint || undefined} extra={full ? [back] : [close, back]} />
    </div>
  );
}
