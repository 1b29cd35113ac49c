import { useEffect, useRef } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LoadFailure } from '../lib/loadFailure';
import { announce } from '@/shared/ui/a11y';

const STATUS = { gone: '404', forbidden: '403', failed: 'warning' } as const;

/** The texts of a missing or refused task, or of a request (opened without a task: my requests, a link, the monitor). */
const KEYS = {
  task: { gone: 'load.gone', forbidden: 'load.forbidden' },
  request: { gone: 'load.requestGone', forbidden: 'load.requestForbidden' },
} as const;

/**
 * A task or request link that leads nowhere (issue 29 item 10): what happened, in the reader's language, and the way
 * back to the list it came from (my tasks, my requests) and the home page, never a dead end. Said aloud and focused,
 * as the handled result is.
 */
export function LoadFailedResult({
  failure,
  full,
  detail,
  what = 'task',
}: {
  failure: LoadFailure;
  full: boolean;
  detail?: string;
  what?: 'task' | 'request';
}) {
  const { t } = useTranslation('approval');
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const key = failure === 'failed' ? null : KEYS[what][failure];
  const title = key ? t(`${key}.title`) : t('load.failed');
  const list = what === 'task' ? 'myTask' : 'myRequest';
  useEffect(() => {
    box.current?.focus();
    announce(title);
  }, [title]);
  return (
    <div ref={box} tabIndex={-1} style={{ outline: 'none' }} data-testid="task-load-failed">
      <Result
        status={STATUS[failure]}
        title={title}
        subTitle={key ? t(`${key}.text`) : (detail ?? t('load.failedText'))}
        extra={[
          <Button key="list" type="primary" onClick={() => navigate(full ? `/fullMatter/${list}` : `/matter/${list}`)}>
            {what === 'task' ? t('handled.backToList') : t('load.backToRequests')}
          </Button>,
          <Button key="home" onClick={() => navigate('/home')}>
            {t('load.home')}
          </Button>,
        ]}
      />
    </div>
  );
}
