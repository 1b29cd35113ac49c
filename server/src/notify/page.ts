import { t, type Lang } from '../lib/i18n.js';
import { escapeHtml, languageLinks, pageStart } from '../lib/page.js';
import type { LinkView } from './links.js';

/** The server-rendered pages of mail links: confirm, done, refused. No script; the form posts back. */

const STYLE = `
body{margin:0;background:#f5f7fa;color:#1f2329;font:15px/1.6 -apple-system,"Segoe UI","PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
main{max-width:640px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:20px 24px;margin-bottom:16px}
h1{font-size:21px;margin:0 0 12px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0 0 16px}dt{color:#646a73}dd{margin:0;word-break:break-word}
label{display:block;margin:0 0 6px;color:#646a73}
textarea{width:100%;box-sizing:border-box;min-height:96px;font:inherit;padding:8px;border:1px solid #d0d3d6;border-radius:6px}
button{margin-top:12px;background:#1677ff;color:#fff;border:0;border-radius:6px;padding:8px 18px;font-size:15px;cursor:pointer}
button.reject{background:#d92d20}
.ok{color:#177a3c;font-weight:600}.bad{color:#b42318;font-weight:600}
a{color:#1677ff}nav a{margin-right:12px;text-decoration:none}nav a[aria-current]{font-weight:600;color:#1f2329}
@media (prefers-color-scheme: dark){body{background:#141414;color:#e6e6e6}.card{background:#1f1f1f}dt,label{color:#a6a6a6}
textarea{background:#141414;color:#e6e6e6;border-color:#424242}.bad{color:#ff7875}.ok{color:#73d13d}a{color:#4096ff}nav a[aria-current]{color:#e6e6e6}}
`;

function layout(lang: Lang, title: string, body: string, langHref: (l: Lang) => string): string {
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
<nav aria-label="${escapeHtml(t(lang, 'notify.page.language'))}">${languageLinks(lang, langHref)}</nav>
</main>
</body>
</html>`;
}

export function confirmPage(lang: Lang, view: LinkView, langHref: (l: Lang) => string, error?: string): string {
  const m = (key: string) => escapeHtml(t(lang, key));
  const reject = view.action === 'reject';
  const row = (key: string, value: string) => `<dt>${m(key)}</dt><dd>${escapeHtml(value)}</dd>`;
  const body = `<h1>${m('notify.page.title')}</h1>
<dl>${row('notify.page.request', view.subject)}${row('notify.page.flow', view.flow)}${row('notify.page.initiator', view.initiator)}${row(
    'notify.page.node',
    view.node,
  )}${row('notify.page.action', t(lang, reject ? 'notify.mail.reject' : 'notify.mail.agree'))}</dl>
${error ? `<p class="bad" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
<label for="opinion">${m(reject ? 'notify.page.opinionRequired' : 'notify.page.opinion')}</label>
<textarea id="opinion" name="opinion" maxlength="2000"${reject ? ' required' : ''}></textarea>
<button type="submit"${reject ? ' class="reject"' : ''}>${m(reject ? 'notify.page.confirm.reject' : 'notify.page.confirm.agree')}</button>
</form>`;
  return layout(lang, t(lang, 'notify.page.title'), body, langHref);
}

export function donePage(
  lang: Lang,
  action: 'agree' | 'reject',
  subject: string,
  portalUrl: string,
  langHref: (l: Lang) => string,
): string {
  const body = `<h1>${escapeHtml(t(lang, 'notify.page.title'))}</h1>
<p class="ok" role="status">${escapeHtml(t(lang, `notify.page.done.${action}`, { subject }))}</p>
<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(t(lang, 'notify.page.openPortal'))}</a></p>`;
  return layout(lang, t(lang, 'notify.page.title'), body, langHref);
}

export function refusedPage(lang: Lang, reason: string, portalUrl: string, langHref: (l: Lang) => string): string {
  const body = `<h1>${escapeHtml(t(lang, 'notify.page.refused'))}</h1>
<p class="bad" role="alert">${escapeHtml(reason)}</p>
<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(t(lang, 'notify.page.openPortal'))}</a></p>`;
  return layout(lang, t(lang, 'notify.page.refused'), body, langHref);
}
