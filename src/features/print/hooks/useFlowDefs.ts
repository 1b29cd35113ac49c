import { useQuery } from '@tanstack/react-query';
import { flowQueries } from '@/api/queries/flows';

/** The main versions of the flows: what a template binds to, and the forms whose tags the admin reads. */
export function useFlowDefs(enabled: boolean) {
  return useQuery({ ...flowQueries.mainDefs(), enabled });
}

/**
 * The forms the flows use (form key -> the form's own name), in the flows' order. Never a flow's name: a flow that
 * names an existing form must not relabel it (issue 29.8).
 */
export function formsOf(rows: readonly { formKey: string | null; formName?: string | null }[]): Map<string, string> {
  const forms = new Map<string, string>();
  for (const d of rows) if (d.formKey && !forms.has(d.formKey)) forms.set(d.formKey, d.formName || d.formKey);
  return forms;
}
