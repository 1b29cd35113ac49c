import type { TokenPair } from '@/api/http';

import { mapLanguage, type Language } from '@/shared/i18n';
import { parseUrl } from '@/shared/url';

const TOKEN_PARAMS = ['utoken', 'rtoken'];
/** the login page hands over the language chosen on it next to the tokens, in the fragment only */
const LANGUAGE_PARAM = 'lang';

/** The parameters of a fragment: `#utoken=..` and `#/path?utoken=..` both count. */
function fragmentParams(hash: string): URLSearchParams {
  const body = hash.replace(/^#/, '');
  const query = body.includes('?') ? body.slice(body.indexOf('?') + 1) : body.includes('=') ? body : '';
  return new URLSearchParams(query);
}

/** Login data of spec 01 §4: utoken and rtoken from the fragment, or from the query (single sign-on from other systems). */
export function readLoginData(href: string): TokenPair | null {
  const url = new URL(href);
  for (const params of [fragmentParams(url.hash), url.searchParams]) {
    const token = params.get('utoken');
    const rtoken = params.get('rtoken');
    if (token && rtoken) return { token, rtoken };
  }
  return null;
}

/** The language chosen on the login page, handed over in the fragment with the tokens; null without one. */
export function readLoginLanguage(href: string): Language | null {
  const params = fragmentParams(new URL(href).hash);
  const chosen = params.get(LANGUAGE_PARAM);
  return chosen && params.get('utoken') && params.get('rtoken') ? mapLanguage(chosen) : null;
}

/** The same address without the login data (the path, other parameters and fragment kept). */
export function stripLoginData(href: string): string {
  const url = new URL(href);
  for (const name of TOKEN_PARAMS) url.searchParams.delete(name);
  let hash = url.hash.replace(/^#/, '');
  if (hash) {
    const cut = hash.indexOf('?');
    const prefix = cut >= 0 ? hash.slice(0, cut) : hash.includes('=') ? '' : hash;
    const params = fragmentParams(url.hash);
    for (const name of [...TOKEN_PARAMS, LANGUAGE_PARAM]) params.delete(name);
    const rest = params.toString();
    hash = rest ? (cut >= 0 ? `${prefix}?${rest}` : prefix ? `${prefix}?${rest}` : rest) : prefix;
  }
  return `${url.pathname}${url.search}${hash ? `#${hash}` : ''}`;
}

/** The `account` parameter of an address (query or fragment), if any. */
export function accountParam(href: string, base: string = 'http://localhost'): string | null {
  const url = parseUrl(href, base);
  if (!url) return null;
  const value = url.searchParams.get('account') ?? fragmentParams(url.hash).get('account');
  return value && value.trim() ? value.trim() : null;
}

/** True when the address names an account other than the signed-in one. */
export function isAccountMismatch(href: string, signedInAccount: string, base?: string): boolean {
  const wanted = accountParam(href, base);
  return wanted !== null && wanted.toLowerCase() !== signedInAccount.trim().toLowerCase();
}
