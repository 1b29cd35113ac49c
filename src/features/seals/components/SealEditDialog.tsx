import { useMemo } from 'react';
import { Form, Input, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { sealPasswordViolation } from '@contract/seals';
import type { SealRow, SealSave } from '@/api/seals';
import type { CrudDialogState, SaveMutation } from '@/shared/ui/CrudList';
import { FormDialog } from '@/shared/ui/FormDialog';
import { UserSelect } from '@/shared/ui/UserSelect';
import { SealImageUpload } from './SealImageUpload';

interface Values {
  name: string;
  ownerId: string;
  fileId: string;
  password?: string;
  repeat?: string;
  secretFree: boolean;
  enabled: boolean;
}

/** The seal password rule of the contract, with the password given twice; `required` for a new seal. */
export function usePasswordRules(required: boolean): { password: Rule[]; repeat: Rule[] } {
  const { t } = useTranslation('seals');
  // the same rules from render to render: a dependent item re-checks on every new rule list
  return useMemo(
    () => ({
      password: [
        { required, message: t('seals.passwordRequired') },
        {
          validator: async (_, v?: string) => {
            const broken = v ? sealPasswordViolation(v) : null;
            if (broken) throw new Error(t(`seals.${broken}`));
          },
        },
      ],
      repeat: [
        ({ getFieldValue }) => ({
          validator: async (_, v?: string) => {
            if ((getFieldValue('password') ?? '') !== (v ?? '')) throw new Error(t('seals.passwordMismatch'));
          },
        }),
      ],
    }),
    [required, t],
  );
}

/** Add a seal or change one: name, owner, picture, password (kept when left empty), secret-free, enabled. */
export function SealEditDialog({ crud, save }: { crud: CrudDialogState<SealRow>; save: SaveMutation<SealSave> }) {
  const { t } = useTranslation('seals');
  const { editing } = crud;
  const rules = usePasswordRules(!editing);
  const ownerLabel = useMemo(() => (editing ? { [editing.ownerId]: editing.ownerName } : undefined), [editing]);
  return (
    <FormDialog<SealRow, Values>
      open={crud.open}
      editing={editing}
      busy={save.isPending}
      onClose={crud.close}
      title={editing ? t('seals.edit') : t('seals.add')}
      startValues={(row) =>
        row
          ? {
              name: row.name,
              ownerId: row.ownerId,
              fileId: row.fileId ?? undefined,
              secretFree: row.secretFree,
              enabled: row.status === 'enabled',
            }
          : { name: '', ownerId: undefined, fileId: undefined, secretFree: false, enabled: true }
      }
      onSubmit={(v) =>
        save.mutate({
          ...(editing ? { id: editing.id } : {}),
          name: v.name,
          ownerId: v.ownerId,
          fileId: v.fileId,
          ...(v.password ? { password: v.password } : {}),
          secretFree: v.secretFree,
          status: v.enabled ? 'enabled' : 'disabled',
        })
      }
    >
      <Form.Item name="name" label={t('seals.name')} rules={[{ required: true, whitespace: true, message: t('seals.nameRequired') }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="ownerId" label={t('seals.owner')} rules={[{ required: true, message: t('seals.ownerRequired') }]}>
        <UserSelect aria-label={t('seals.owner')} knownLabels={ownerLabel} />
      </Form.Item>
      <Form.Item name="fileId" label={t('seals.image')} rules={[{ required: true, message: t('seals.imageRequired') }]}>
        <SealImageUpload />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('seals.password')}
        extra={editing ? t('seals.passwordKeep') : t('seals.passwordRule')}
        rules={rules.password}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="repeat" label={t('seals.passwordRepeat')} dependencies={['password']} rules={rules.repeat}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="secretFree" label={t('seals.secretFree')} extra={t('seals.secretFreeHint')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="enabled" label={t('seals.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
