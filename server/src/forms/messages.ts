import { AppError } from '../lib/errors.js';
import type { Params } from '../lib/i18n.js';

/** An error of the form service; its text is `forms.<key>` of locales/<lang>/server.json. */
export const formsError = (status: number, key: string, params: Params = {}): AppError => new AppError(status, `forms.${key}`, params);
