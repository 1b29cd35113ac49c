import type { PrintTemplateRow } from '@/api/print';

/**
 * What a template is bound to, as one select value: a form (`form:<formKey>`, its own template)
 * or a process definition (`def:<defId>`, the definition's global template).
 */
export type Binding = `form:${string}` | `def:${string}`;

export function bindingOf(row: Pick<PrintTemplateRow, 'formKey' | 'defId'>): Binding | undefined {
  if (row.formKey) return `form:${row.formKey}`;
  if (row.defId) return `def:${row.defId}`;
  return undefined;
}

/** The save body's binding fields of a select value: exactly one of formKey and defId. */
export function bindingFields(binding: Binding): { formKey: string } | { defId: string } {
  return binding.startsWith('form:') ? { formKey: binding.slice(5) } : { defId: binding.slice(4) };
}

/** Only Word documents (.docx) are templates: the server refuses anything else too. */
export const isDocx = (name: string) => /\.docx$/i.test(name);
