import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS, mapLanguage, t, type Lang } from '../lib/i18n.js';
import { escapeHtml, languageLinks, pageLang, pageStart } from '../lib/page.js';

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'login-page');
const ASSETS: Record<string, { type: string; body: Buffer }> = {
  'login.js': { type: 'text/javascript; charset=utf-8', body: fs.readFileSync(path.join(assetsDir, 'login.js')) },
  'login.css': { type: 'text/css; charset=utf-8', body: fs.readFileSync(path.join(assetsDir, 'login.css')) },
};

/** Only a path of our own app is a target after sign-in; anything else lands on the app's start. */
export function safeRedirect(value: string | undefined): string {
  if (!value || !value.startsWith('/front/') || value.includes('\\')) return '/front/';
  try {
    const url = new URL(value, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid' || !url.pathname.startsWith('/front/')) return '/front/';
    return url.pathname + url.search;
  } catch {
    return '/front/';
  }
}

export interface LoginPageOptions {
  captchaAlways: boolean;
  /** Name the demo accounts and passwords under the form (LOGIN_DEMO_HINTS; a demo company only). */
  demoHints: boolean;
  /** The languages the company offers (issue 30): the page speaks and links only these; all three when not given. */
  languages?: readonly Lang[];
}

/** chosen: the visitor picked the language on the page (not guessed from Accept-Language); the portal then keeps it. */
function render(lang: Lang, chosen: boolean, redirect: string, options: LoginPageOptions, expired = false): string {
  const m = (key: string) => escapeHtml(t(lang, `loginPage.${key}`));
  const langLinks = languageLinks(
    lang,
    (l) => `/login?lang=${encodeURIComponent(l)}&redirect=${encodeURIComponent(redirect)}`,
    options.languages ?? LANGS,
  );
  return `${pageStart(lang)}
<title>${m('heading')} - ${m('appTitle')}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/login/assets/login.css">
</head>
<body>
<main class="login-card">
<h1 class="app-title">${m('appTitle')}</h1>
<h2>${m('heading')}</h2>
<form id="login-form" novalidate data-lang="${lang}"${chosen ? ` data-chosen-lang="${lang}"` : ''} data-redirect="${escapeHtml(redirect)}" data-submitting="${m('submitting')}" data-submit="${m('submit')}" data-network-error="${m('networkError')}">
<label for="account">${m('account')}</label>
<input id="account" name="account" autocomplete="username" required autofocus>
<label for="password">${m('password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div id="captcha-row" class="captcha-row"${options.captchaAlways ? '' : ' hidden'}>
<label for="captcha">${m('captcha')}</label>
<div class="captcha-line">
<input id="captcha" name="captcha" autocomplete="off" maxlength="8">
<button type="button" id="captcha-refresh" class="captcha-button" title="${m('captchaImage')}"><img id="captcha-img" alt="${m('captchaImage')}" width="150" height="50"></button>
</div>
</div>
<p id="login-error" class="error" role="alert">${expired ? m('sessionExpired') : ''}</p>
<button type="submit" id="submit" class="submit">${m('submit')}</button>
</form>
<nav class="langs" aria-label="${m('language')}">${langLinks}</nav>
${options.demoHints ? `<p class="hint">${m('demoHint')}</p>\n` : ''}</main>
<script src="/login/assets/login.js"></script>
</body>
</html>`;
}

/** The server-rendered sign-in page of spec 01 (/login?redirect=<app path>) and its language. */
export function loginPage(
  query: { lang?: string; redirect?: string; reason?: string },
  acceptLanguage: string | undefined,
  options: LoginPageOptions,
): { lang: Lang; html: string } {
  const offered = options.languages ?? LANGS;
  const lang = pageLang(query.lang, acceptLanguage, offered);
  // a ?lang the company does not offer was not chosen: the portal then follows the browser within the offered ones
  const chosen = !!query.lang && offered.includes(mapLanguage(query.lang));
  return { lang, html: render(lang, chosen, safeRedirect(query.redirect), options, query.reason === 'expired') };
}

/** The page's own script and style sheet; undefined for any other name. */
export function loginAsset(name: string): { type: string; body: Buffer } | undefined {
  return Object.prototype.hasOwnProperty.call(ASSETS, name) ? ASSETS[name] : undefined;
}
