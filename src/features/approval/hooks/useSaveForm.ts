import { App, type FormInstance } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/api/notify';
import { saveFormData } from '@/api/runtime';
import { writableValues, type PlacedField } from '@/shared/form-runtime';
import { approvalQueries, type TaskKey } from '../queries';
import { isConflict } from '../lib/conflict';

interface SaveTarget {
  taskKey: TaskKey;
  instId: string;
  form: FormInstance;
  placed: PlacedField[];
  /** the buttons' version, when the version read gave up */
  fallbackVersion?: number;
}

/**
 * Saves the writable fields of the task without completing it (spec 02 §7 saveFormData): nothing is required yet, the
 * form data version read is sent and the new one kept, so a later save or decision is not refused as stale.
 */
export function useSaveForm({ taskKey, instId, form, placed, fallbackVersion }: SaveTarget) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const client = useQueryClient();
  const versionQuery = approvalQueries.formDataVersion(instId);
  return useMutation({
    mutationFn: async () => {
      const formDataVersion = await client.ensureQueryData(versionQuery).catch(() => fallbackVersion);
      return saveFormData(
        {
          taskId: taskKey.taskId,
          formData: writableValues(placed, form.getFieldsValue()),
          ...(formDataVersion !== undefined ? { formDataVersion } : {}),
          ...(taskKey.leaderId ? { leaderId: taskKey.leaderId } : {}),
        },
        { silent: true },
      );
    },
    onSuccess: (version) => {
      client.setQueryData(versionQuery.queryKey, version);
      message.success(t('saveForm.done'));
    },
    onError: (error) => {
      if (isConflict(error)) message.error(t('saveForm.conflict'));
      else notify.error(error instanceof Error ? error.message : String(error));
    },
  });
}
