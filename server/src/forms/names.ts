import type { Lang } from '../lib/i18n.js';
import { pickName } from '../workflow/index.js';
import type { I18n } from '../workflow/tables.js';

/** The name and description of a data template or a custom query in the caller's language. */
export const namedIn = (x: { name: I18n; description: I18n }, lang: Lang) => ({
  name: pickName(x.name, lang),
  description: pickName(x.description, lang),
});
