import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SealRow } from '@/api/seals';
import { FormDialog } from '@/shared/ui/FormDialog';
import { usePasswordRules } from './SealEditDialog';

interface Props {
  seal: SealRow | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (password: string) => void;
}

/** A new password for a seal; the wrong passwords typed before no longer make its owner wait. */
export function ResetPasswordDialog({ seal, busy, onClose, onSubmit }: Props) {
  const { t } = useTranslation('seals');
  const rules = usePasswordRules(true);
  return (
    <FormDialog<SealRow, { password: string; repeat: string }>
      open={seal !== null}
      editing={seal}
      busy={busy}
      onClose={onClose}
      title={t('seals.resetTitle', { name: seal?.name ?? '' })}
      startValues={() => ({ password: '', repeat: '' })}
      onSubmit={(v) => onSubmit(v.password)}
    >
      <Form.Item name="password" label={t('seals.password')} extra={t('seals.passwordRule')} rules={rules.password}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="repeat" label={t('seals.passwordRepeat')} dependencies={['password']} rules={rules.repeat}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
