import { Button, type FormInstance } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PlacedField } from '@/shared/form-runtime';
import type { TaskKey } from '../queries';
import { useSaveForm } from '../hooks/useSaveForm';

interface Props {
  taskKey: TaskKey;
  instId: string;
  form: FormInstance;
  placed: PlacedField[];
  fallbackVersion?: number;
  /** a completion is under way */
  disabled?: boolean;
  block?: boolean;
}

/** Beside the decision: keeps the approver's changes to the form without completing the task (shown when a field is writable). */
export function SaveFormButton({ disabled, block, ...target }: Props) {
  const { t } = useTranslation('approval');
  const save = useSaveForm(target);
  if (!target.placed.some((p) => !p.access.readOnly)) return null;
  return (
    <Button icon={<SaveOutlined />} loading={save.isPending} disabled={disabled} block={block} onClick={() => save.mutate()}>
      {t('saveForm.button')}
    </Button>
  );
}
