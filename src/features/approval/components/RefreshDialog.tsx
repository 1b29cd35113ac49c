import { Button, Modal, type ModalProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props extends Omit<ModalProps, 'footer' | 'onCancel' | 'title'> {
  onClose: () => void;
  /** the group of its texts (approval:<group>.title, <group>.refresh) */
  texts: 'record' | 'related';
  /** the records are being read again: the refresh button spins */
  refreshing: boolean;
  onRefresh: () => void;
}

/** A dialog of records about an instance: read them again, or close. */
export function RefreshDialog({ onClose, texts, refreshing, onRefresh, ...modal }: Props) {
  const { t } = useTranslation('approval');
  return (
    <Modal
      {...modal}
      title={t(`${texts}.title`)}
      onCancel={onClose}
      footer={[
        <Button key="refresh" icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
          {t(`${texts}.refresh`)}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>,
      ]}
    />
  );
}
