import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { getLongUrlByShortUrl } from '@/api/portal';
import { shortUrlTarget } from '../model/shortUrl';
import styles from '../components/Home.module.css';

/**
 * '/s/:code': resolves a short link (getLongUrlByShortUrl) and goes there inside the portal. A long
 * address on another origin is never followed (the server refuses it, and so does the portal).
 */
export default function ShortUrl() {
  const { t } = useTranslation('dashboard');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    getLongUrlByShortUrl(code, { silent: true })
      .then(({ value }) => {
        if (!live) return;
        const target = shortUrlTarget(value, window.location.origin);
        if (target?.kind === 'route') void navigate(target.path, { replace: true });
        else if (target) window.location.assign(target.url);
        else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [code, navigate]);

  if (!failed) return <Spin className={styles.page} aria-label={t('shortUrl.opening')} />;
  return (
    <Result
      status="warning"
      title={t('shortUrl.failed')}
      extra={
        <Button type="primary" onClick={() => void navigate('/home', { replace: true })}>
          {t('shortUrl.home')}
        </Button>
      }
    />
  );
}
