import { HANDBOOK_BASE } from '@contract/assistant-constants';
import { currentLanguage, type Language } from './i18n';
import { parseUrl } from './url';

/** The server's handbook (public pages in three languages, chosen by `?lang`); its address is written once in the contract. */
export const HANDBOOK_URL = HANDBOOK_BASE;

/**
 * A link to our own handbook opens in the interface language (the server would otherwise follow
 * the browser's Accept-Language); any other link is returned as given.
 */
export function inReaderLanguage(url: string, language: Language = currentLanguage(), origin: string = window.location.origin): string {
  const parsed = parseUrl(url, origin);
  if (!parsed) return url;
  if (parsed.origin !== origin || !parsed.pathname.startsWith(HANDBOOK_URL)) return url;
  parsed.searchParams.set('lang', language);
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(url);
  return relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
}
