import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_CODE_PATTERN } from '@contract/groups';
import type { GroupRow } from '@/api/groups';
import { FormDialog } from '@/shared/ui/FormDialog';
import { useSaveGroup } from '../queries';

export interface GroupValues {
  name: string;
  code?: string;
  description?: string;
}

interface Props {
  open: boolean;
  /** the group changed; null adds one */
  editing: GroupRow | null;
  /** a new group is a shared one (admins) */
  shared: boolean;
  onClose: () => void;
  onSaved: (group: GroupRow) => void;
}

const CODE = new RegExp(GROUP_CODE_PATTERN);

/** Adds or changes a group: name, code (made up when left empty) and description. */
export function GroupDialog({ open, editing, shared, onClose, onSaved }: Props) {
  const { t } = useTranslation('groups');
  const save = useSaveGroup();
  const submit = (v: GroupValues) =>
    save.mutate(
      { id: editing?.id, name: v.name.trim(), code: v.code?.trim() || undefined, description: v.description?.trim() || null, shared },
      { onSuccess: onSaved },
    );
  return (
    <FormDialog<GroupRow, GroupValues>
      open={open}
      editing={editing}
      title={editing ? t('form.editTitle') : shared ? t('form.addSharedTitle') : t('form.addTitle')}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      busy={save.isPending}
      startValues={(g) => ({ name: g?.name ?? '', code: g?.code ?? '', description: g?.description ?? '' })}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('form.name')} rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('form.code')}
        extra={t('form.codeHint')}
        rules={[
          {
            validator: (_, v?: string) =>
              !v?.trim() || CODE.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('form.codeInvalid'))),
          },
        ]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="description" label={t('form.description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
