import type { FastifyReply } from 'fastify';
import { browserLang, firstOffered, LANGS, mapLanguage, t, type Lang } from './i18n.js';

/** Pieces shared by the server-rendered pages (sign-in, signature verification). */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Answers a server-rendered page: never cached or indexed, in the page's language. `noReferrer` for a page whose
 * address holds a secret (a mail link's token), so no link on it passes the address on.
 */
export const sendPage = (reply: FastifyReply, lang: Lang, status: number, body: string, opts: { noReferrer?: boolean } = {}) => {
  reply.status(status).header('Cache-Control', 'no-store').header('Content-Language', lang).header('X-Robots-Tag', 'noindex');
  if (opts.noReferrer) reply.header('Referrer-Policy', 'no-referrer');
  return reply.type('text/html; charset=utf-8').send(body);
};

/**
 * ?lang when given, else the browser's (Accept-Language by q-value and primary subtag), within the languages the
 * company offers: a ?lang not offered gives the first offered, as the portal does.
 */
export function pageLang(query: string | undefined, acceptLanguage: string | undefined, offered: readonly Lang[] = LANGS): Lang {
  if (query) {
    const asked = mapLanguage(query);
    return offered.includes(asked) ? asked : firstOffered(offered);
  }
  return browserLang(acceptLanguage, offered);
}

/** One link per language offered, each named in its own language; the current one marked. */
export function languageLinks(lang: Lang, href: (l: Lang) => string, offered: readonly Lang[] = LANGS): string {
  return offered
    .map((l) => {
      const current = l === lang ? ' aria-current="true"' : '';
      return `<a href="${escapeHtml(href(l))}" lang="${l}" hreflang="${l}"${current}>${escapeHtml(t(l, 'loginPage.languageName'))}</a>`;
    })
    .join('');
}

/** The start of a page up to (not including) its title. */
export const pageStart = (lang: Lang) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">`;
