import { Modal, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ActionModalProps extends Omit<ModalProps, 'onCancel' | 'okText' | 'cancelText' | 'confirmLoading'> {
  /** the action is being sent: the OK button spins */
  busy: boolean;
  onClose: () => void;
}

/** The dialog of an approval action: confirm and cancel, busy while the action is sent, emptied when it closes. */
export function ActionModal({ busy, onClose, ...rest }: ActionModalProps) {
  const { t } = useTranslation('approval');
  return (
    <Modal
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
      {...rest}
    />
  );
}
