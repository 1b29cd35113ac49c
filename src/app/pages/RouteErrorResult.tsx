import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { browserLocation } from '@/shared/browser';

/** The 500 result with a reload, for RouteErrorPage. */
export default function RouteErrorResult() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="500"
      title="500"
      subTitle={t('error.500')}
      extra={
        <Button type="primary" onClick={() => browserLocation.reload()}>
          {t('error.reload')}
        </Button>
      }
    />
  );
}
