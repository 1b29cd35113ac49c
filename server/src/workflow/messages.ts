import { AppError } from '../lib/errors.js';
import { t, type Lang, type Params } from '../lib/i18n.js';

/** A workflow text (`workflow.<key>` of locales/<lang>/server.json) in the given language. */
export function wfText(lang: Lang, key: string, params?: Params): string {
  return t(lang, `workflow.${key}`, params);
}

/** A workflow error; the one error handler answers it in the caller's language. */
export const wfError = (status: number, key: string, params?: Params, details?: unknown) =>
  new AppError(status, `workflow.${key}`, params, details);
