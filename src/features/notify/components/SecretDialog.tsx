import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shows a new webhook secret the one time it exists in the clear. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('notify');
  return (
    <Modal
      open={secret !== null}
      title={t('webhook.secretTitle')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('webhook.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert type="warning" showIcon title={t('webhook.secretOnce')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable code style={{ wordBreak: 'break-all' }}>
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
