import { useState } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/shared/session';
import { PasswordForm, type PasswordValues } from '@/features/contacts';
import type { DialogProps } from './PersonalInfoDialog';

/** Change password from the avatar menu: the profile page's form, under the same server rule, in a dialog. */
export default function ChangePasswordDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation('shell');
  const account = useAuthStore((s) => s.account);
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  return (
    <Modal
      open={open}
      title={t('avatar.changePassword')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      <PasswordForm account={account} form={form} submitButton={false} onDone={onClose} onPendingChange={setSaving} />
    </Modal>
  );
}
