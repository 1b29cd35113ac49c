import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LoginPageQuery } from '../../../contract/identity.js';
import { mapLanguage, t, type Lang } from '../lib/i18n.js';

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'login-page');
const ASSETS: Record<string, { type: string; body: Buffer }> = {
  'login.js': { type: 'text/javascript; charset=utf-8', body: fs.readFileSync(path.join(assetsDir, 'login.js')) },
  'login.css': { type: 'text/css; charset=utf-8', body: fs.readFileSync(path.join(assetsDir, 'login.css')) },
};

const LANGS: Lang[] = ['zh-CN', 'en-US', 'id'];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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

function pageLang(query: string | undefined, acceptLanguage: string | undefined): Lang {
  if (query) return mapLanguage(query);
  return mapLanguage(acceptLanguage?.split(',')[0]?.split(';')[0]);
}

/** chosen: the visitor picked the language on the page (not guessed from Accept-Language); the portal then keeps it. */
function render(lang: Lang, chosen: boolean, redirect: string, captchaAlways: boolean, expired = false): string {
  const m = (key: string) => escapeHtml(t(lang, `loginPage.${key}`));
  const langLinks = LANGS.map((l) => {
    const href = `/login?lang=${encodeURIComponent(l)}&redirect=${encodeURIComponent(redirect)}`;
    const current = l === lang ? ' aria-current="true"' : '';
    return `<a href="${escapeHtml(href)}" lang="${l}" hreflang="${l}"${current}>${escapeHtml(t(l, 'loginPage.languageName'))}</a>`;
  }).join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
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
<div id="captcha-row" class="captcha-row"${captchaAlways ? '' : ' hidden'}>
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
<p class="hint">${m('demoHint')}</p>
</main>
<script src="/login/assets/login.js"></script>
</body>
</html>`;
}

/** The server-rendered sign-in page of spec 01 (/login?redirect=<app path>). */
export default async function loginPage(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/login', { config: { public: true }, schema: { querystring: LoginPageQuery } }, async (request, reply) => {
    const lang = pageLang(request.query.lang, request.headers['accept-language']);
    const html = render(
      lang,
      Boolean(request.query.lang),
      safeRedirect(request.query.redirect),
      app.deps.config.captchaAlways,
      request.query.reason === 'expired',
    );
    return reply.header('Cache-Control', 'no-store').header('Content-Language', lang).type('text/html; charset=utf-8').send(html);
  });
  app.get<{ Params: { name: string } }>('/login/assets/:name', { config: { public: true } }, async (request, reply) => {
    const asset = Object.prototype.hasOwnProperty.call(ASSETS, request.params.name) ? ASSETS[request.params.name] : undefined;
    if (!asset) return reply.status(404).send({ state: false, code: 404, message: 'Not found', value: null });
    return reply.header('Cache-Control', 'no-cache').type(asset.type).send(asset.body);
  });
}
