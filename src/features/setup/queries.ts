import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSetup, setupState, type SetupSave } from '@/api/setup';

export const setupKeys = { state: () => ['setup', 'state'] as const };

export const setupQueries = {
  state: () => queryOptions({ queryKey: setupKeys.state(), queryFn: setupState }),
};

/** Saves the setup; the state is read again either way (a refused save was someone else's newer one). */
export function useSaveSetup(onSaved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetupSave) => saveSetup(body),
    onSuccess: (state) => {
      client.setQueryData(setupKeys.state(), state);
      onSaved?.();
    },
    onError: () => void client.invalidateQueries({ queryKey: setupKeys.state() }),
  });
}
