import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The blocking notice for Internet Explorer users (the app does not run there). */
export function IeNotice() {
  const { t } = useTranslation('shell');
  return <Result status="warning" title={t('ie.title')} subTitle={t('ie.body')} />;
}
