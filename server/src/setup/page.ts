import { t, type Lang } from '../lib/i18n.js';
import { escapeHtml, languageLinks, pageStart } from '../lib/page.js';

/** The server-rendered page that sets an empty company's administrator password: no script, the form posts back. */

const STYLE = `
body{margin:0;background:#f5f7fa;color:#1f2329;font:15px/1.6 -apple-system,"Segoe UI","PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
main{max-width:480px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:20px 24px;margin-bottom:16px}
h1{font-size:21px;margin:0 0 12px}
label{display:block;margin:12px 0 6px;color:#646a73}
input{width:100%;box-sizing:border-box;font:inherit;padding:8px;border:1px solid #d0d3d6;border-radius:6px}
button{margin-top:16px;width:100%;background:#1677ff;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-size:15px;cursor:pointer}
.ok{color:#177a3c;font-weight:600}.bad{color:#b42318;font-weight:600}.hint{color:#646a73;font-size:13px}
a{color:#1677ff}nav a{margin-right:12px;text-decoration:none}nav a[aria-current]{font-weight:600;color:#1f2329}
@media (prefers-color-scheme: dark){body{background:#141414;color:#e6e6e6}.card{background:#1f1f1f}label,.hint{color:#a6a6a6}
input{background:#141414;color:#e6e6e6;border-color:#424242}.bad{color:#ff7875}.ok{color:#73d13d}a{color:#4096ff}nav a[aria-current]{color:#e6e6e6}}
`;

/** The page in each language offered (the company's choice; all three before it chose). */
export interface PageLinks {
  href: (l: Lang) => string;
  offered: readonly Lang[];
}

function layout(lang: Lang, title: string, body: string, links: PageLinks): string {
  return `${pageStart(lang)}
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} - ${escapeHtml(t(lang, 'loginPage.appTitle'))}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">${body}</div>
<nav aria-label="${escapeHtml(t(lang, 'setup.page.language'))}">${languageLinks(lang, links.href, links.offered)}</nav>
</main>
</body>
</html>`;
}

/** The form: the account (fixed), the new password twice; the token travels in a hidden field. */
export function passwordPage(lang: Lang, token: string, links: PageLinks, error?: string): string {
  const m = (key: string) => escapeHtml(t(lang, key));
  const body = `<h1>${m('setup.page.title')}</h1>
<p>${m('setup.page.intro')}</p>
${error ? `<p class="bad" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="?lang=${lang}" autocomplete="off">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="account">${m('setup.page.account')}</label>
<input id="account" value="admin" readonly autocomplete="username">
<label for="password">${m('setup.page.password')}</label>
<input id="password" name="password" type="password" required maxlength="128" autocomplete="new-password">
<label for="confirm">${m('setup.page.confirm')}</label>
<input id="confirm" name="confirm" type="password" required maxlength="128" autocomplete="new-password">
<p class="hint">${m('setup.page.rule')}</p>
<button type="submit">${m('setup.page.submit')}</button>
</form>`;
  return layout(lang, t(lang, 'setup.page.title'), body, links);
}

/** Done, or refused: a line and the way to the sign-in. */
export function messagePage(lang: Lang, ok: boolean, text: string, portalUrl: string, links: PageLinks): string {
  const body = `<h1>${escapeHtml(t(lang, 'setup.page.title'))}</h1>
<p class="${ok ? 'ok' : 'bad'}" role="${ok ? 'status' : 'alert'}">${escapeHtml(text)}</p>
<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(t(lang, 'setup.page.signIn'))}</a></p>`;
  return layout(lang, t(lang, 'setup.page.title'), body, links);
}
