import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { saveLanguages, saveSetup, setupState, type LanguagesSave, type SetupSave, type SetupState } from '@/api/setup';
import { setOfferedLanguages } from '@/shared/i18n';

export const setupKeys = { state: () => ['setup', 'state'] as const };

export const setupQueries = {
  state: () => queryOptions({ queryKey: setupKeys.state(), queryFn: setupState }),
};

/**
 * A save of the setup or of the languages: the answer is the new state, and the language switches offer the languages
 * at once; a refused save is read again (it was someone else's newer one).
 */
function useSetupMutation<B>(save: (body: B) => Promise<SetupState>, onSaved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (state) => {
      client.setQueryData(setupKeys.state(), state);
      setOfferedLanguages(state.languages);
      onSaved?.();
    },
    onError: () => void client.invalidateQueries({ queryKey: setupKeys.state() }),
  });
}

/** Saves the setup (an empty company's first run). */
export const useSaveSetup = (onSaved?: () => void) => useSetupMutation((body: SetupSave) => saveSetup(body), onSaved);

/** Saves the languages offered (any company). */
export const useSaveLanguages = (onSaved?: () => void) => useSetupMutation((body: LanguagesSave) => saveLanguages(body), onSaved);
