import { useEffect } from 'react';
import { Descriptions, Modal, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/time';
import { messageText } from '../lib/content';
import { messageDetailQuery, messageKeys } from '../queries';

interface Props {
  id: string | null;
  onClose: () => void;
}

/** One message; opening it marks it read on the server, so the list and bell refresh. */
export function MessageDetailDialog({ id, onClose }: Props) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const detail = useQuery(messageDetailQuery(id));
  const loaded = detail.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.badge() });
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
  }, [loaded, queryClient]);

  const message = detail.data;
  return (
    <Modal open={id !== null} onCancel={onClose} footer={null} title={message?.subject ?? t('detail.title')} width={640} destroyOnHidden>
      {!message ? (
        <Spin aria-label={t('loading')} />
      ) : (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('column.from')}>{message.fromUserName || t('from.system')}</Descriptions.Item>
            <Descriptions.Item label={t('column.time')}>{formatDateTime(message.receiveTime)}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{messageText(message.content)}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
