import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api';

/** Loading, or the reason a page has nothing to show (403 and 404 by name, else the server's message). */
export function PageState({ loading, error }: { loading?: boolean; error?: unknown }) {
  const { t } = useTranslation('forms');
  if (loading) return <Spin size="large" style={{ display: 'block', margin: '15vh auto' }} />;
  const status = error instanceof ApiError ? (error.status ?? Number(error.code)) : undefined;
  const message = error instanceof Error ? error.message : undefined;
  if (status === 403) return <Result status="403" title={t('state.forbidden')} subTitle={message} />;
  if (status === 404) return <Result status="404" title={t('state.notFound')} subTitle={message} />;
  return <Result status="warning" title={t('state.failed')} subTitle={message} />;
}

/** The b/w/r/n codes of spec 02 §5 as colours of a tag. */
export const RIGHT_COLORS: Record<string, string> = { b: 'red', w: 'blue', r: 'default', n: 'warning' };
