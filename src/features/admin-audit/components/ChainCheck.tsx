import type { ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/time';
import { useVerifyChain } from '../queries';

/** The chain check on demand (beside the page's other buttons, `children`): a green line when every entry holds, a red one naming the entry where it breaks and why. */
export function ChainCheck({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('adminAudit');
  const verify = useVerifyChain();
  const result = verify.data;
  return (
    <div style={{ marginBottom: 12 }}>
      <Flex wrap gap={8}>
        <Button icon={<SafetyCertificateOutlined />} loading={verify.isPending} onClick={() => verify.mutate()}>
          {t('chain.check')}
        </Button>
        {children}
      </Flex>
      {result && (
        <Alert
          role="status"
          style={{ marginTop: 8 }}
          showIcon
          type={result.intact ? 'success' : 'error'}
          title={result.intact ? t('chain.intact', { count: result.entries }) : t('chain.broken', { seq: result.brokenAt })}
          description={
            <>
              {!result.intact && result.reason && <div>{t(`chain.reasons.${result.reason}`)}</div>}
              <div>{t('chain.checkedAt', { time: formatDateTime(result.checkedAt) })}</div>
            </>
          }
        />
      )}
    </div>
  );
}
