import type { PrintLang, PrintTemplate } from '@/api/print';

/** A template the print dialog offers: the form's own, or its definition's global one. */
export interface OfferedTemplate extends PrintTemplate {
  global: boolean;
}

/** The form's templates first, then the definition's global ones not already listed. */
export function offeredTemplates(formTemplates: readonly PrintTemplate[], globalTemplates: readonly PrintTemplate[]): OfferedTemplate[] {
  const seen = new Set(formTemplates.map((t) => t.templateId));
  return [
    ...formTemplates.map((t) => ({ ...t, global: false })),
    ...globalTemplates.filter((t) => !seen.has(t.templateId)).map((t) => ({ ...t, global: true })),
  ];
}

/** Which words the dialog says when Print or Download is pressed without a usable choice; null when it may go on. */
export function choiceProblem(
  templates: readonly OfferedTemplate[] | undefined,
  chosen: string | undefined,
  purpose: 'print' | 'download',
): 'notFound' | 'selectPrint' | 'selectDownload' | null {
  if (templates && templates.length === 0) return 'notFound';
  if (!chosen || !templates?.some((t) => t.templateId === chosen)) return purpose === 'print' ? 'selectPrint' : 'selectDownload';
  return null;
}

const ORDER: readonly PrintLang[] = ['zh-CN', 'en-US', 'id'];

/** The languages the offered templates print in, in the portal's order. */
export function printLanguages(templates: readonly Pick<PrintTemplate, 'lang'>[] | undefined): PrintLang[] {
  const present = new Set((templates ?? []).map((t) => t.lang));
  return ORDER.filter((l) => present.has(l));
}

/** The language a print is offered in first: the user's when a template prints in it, else the first there is. */
export function defaultPrintLanguage(languages: readonly PrintLang[], userLanguage: string): PrintLang | undefined {
  return languages.find((l) => l === userLanguage) ?? languages[0];
}
