import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeTemplateRow, saveTemplateRow, type TemplateRow } from '@/api/form';
import { customQueryKeys } from '@/api/queries/customQueries';
import { formsKeys } from './queries';

type SaveBody = Parameters<typeof saveTemplateRow>[0];

/** Deletes a draft row; the lists of rows read again before the mutation settles. */
export function useRemoveTemplateRow(onRemoved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeTemplateRow(id),
    onSuccess: async () => {
      onRemoved?.();
      await client.invalidateQueries({ queryKey: formsKeys.rows() });
    },
  });
}

/**
 * Saves a template row, or a draft of it (the variable); the body is built when it runs (the form
 * validates first). `announce` runs at once, `then` after the rows and query results read again.
 */
export function useSaveTemplateRow(
  build: (draft: boolean) => Promise<SaveBody>,
  handlers: { announce?: (saved: TemplateRow, draft: boolean) => void; then?: (saved: TemplateRow, draft: boolean) => void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (draft: boolean) => (await saveTemplateRow(await build(draft))).value,
    onSuccess: async (saved, draft) => {
      handlers.announce?.(saved, draft);
      await client.invalidateQueries({ queryKey: formsKeys.rows() });
      await client.invalidateQueries({ queryKey: customQueryKeys.runs() });
      handlers.then?.(saved, draft);
    },
  });
}
