import { t, type Lang } from '../lib/i18n.js';
import { escapeHtml, languageLinks, pageStart } from '../lib/page.js';
import { dateTimeIn, zoneLabel } from '../lib/time-zone.js';
import type { DecisionView } from './printed.js';
import type { FileVerdict, VerificationView } from './service.js';
import type { PdfCheck, SignatureCheck } from './verify.js';

/**
 * A time as YYYY-MM-DD HH:mm:ss in the company's zone (the page says which), marked for the page's script that shows
 * it in the reader's zone (issue 29.1).
 */
function when(zone: string, value: Date | string | null): string {
  const d = value ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) return '—';
  return `<time datetime="${d.toISOString()}">${dateTimeIn(d, zone)}</time>`;
}

const STYLE = `
body{margin:0;background:#f5f7fa;color:#1f2329;font:15px/1.6 -apple-system,"Segoe UI","PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
main{max-width:880px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:20px 24px;margin-bottom:16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:0 0 12px}
.muted{color:#646a73;font-size:13px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}dt{color:#646a73}dd{margin:0;word-break:break-all}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:8px 6px;border-bottom:1px solid #eef0f3;vertical-align:top}
th{color:#646a73;font-weight:500}
.ok,.bad,.warn{display:inline-block;border-radius:4px;padding:1px 8px;font-size:13px}
.ok{background:#e8f7ee;color:#177a3c}.bad{background:#fdecec;color:#b42318}.warn{background:#fff6e5;color:#8a5a00}
.verdict{font-size:16px;font-weight:600;padding:12px 14px;border-radius:6px;margin:0 0 12px}
.verdict.ok,.verdict.bad{display:block}
form{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
button{background:#1677ff;color:#fff;border:0;border-radius:6px;padding:8px 18px;font-size:15px;cursor:pointer}
nav a{margin-right:12px;color:#1677ff;text-decoration:none}nav a[aria-current]{font-weight:600;color:#1f2329}
`;

function layout(lang: Lang, title: string, body: string, langHref: (l: Lang) => string): string {
  const m = (key: string) => escapeHtml(t(lang, key));
  const links = languageLinks(lang, langHref);
  return `${pageStart(lang)}
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${m('loginPage.appTitle')}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
<script src="/verify-assets/local-time.js" defer></script>
</head>
<body>
<main>
${body}
<nav aria-label="${m('verify.language')}">${links}</nav>
</main>
</body>
</html>`;
}

const badge = (kind: 'ok' | 'bad' | 'warn', text: string) => `<span class="${kind}">${escapeHtml(text)}</span>`;

function signatureRow(lang: Lang, zone: string, s: SignatureCheck, last: boolean): string {
  const m = (key: string, p?: Record<string, string>) => t(lang, key, p);
  const valid = s.digestOk && s.signatureOk && s.chainOk;
  const notes = [
    !s.digestOk || !s.signatureOk ? m('verify.pades.contentChanged') : '',
    !s.chainOk ? m('verify.pades.notOurCa') : '',
    last && !s.coversWholeFile ? m('verify.pades.appended') : '',
  ].filter(Boolean);
  const state = valid && (!last || s.coversWholeFile) ? badge('ok', m('verify.pades.valid')) : badge('bad', m('verify.pades.invalid'));
  return `<tr><td>${escapeHtml(s.signer || '—')}</td><td>${when(zone, s.signedAt)}</td><td>${state}${notes.length ? `<div class="muted">${escapeHtml(notes.join(' '))}</div>` : ''}</td></tr>`;
}

function fileResult(lang: Lang, zone: string, result: { verdict: FileVerdict; pades: PdfCheck } | { error: string }): string {
  const m = (key: string) => t(lang, key);
  if ('error' in result) return `<p class="verdict bad" role="alert">${escapeHtml(result.error)}</p>`;
  const verdict = `<p class="verdict ${result.verdict === 'original' ? 'ok' : 'bad'}" role="status">${escapeHtml(m(`verify.result.${result.verdict}`))}</p>`;
  const rows = result.pades.signatures.map((s, i, all) => signatureRow(lang, zone, s, i === all.length - 1)).join('');
  const pades = result.pades.signed
    ? `<table><thead><tr><th>${escapeHtml(m('verify.col.signer'))}</th><th>${escapeHtml(m('verify.col.time'))}</th><th>${escapeHtml(m('verify.col.state'))}</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>${badge('warn', m('verify.pades.none'))}</p>`;
  return `${verdict}<h2>${escapeHtml(m('verify.pades.heading'))}</h2>${pades}`;
}

const DECISION_BADGE: Record<DecisionView['check'], 'ok' | 'bad' | 'warn'> = { intact: 'ok', changed: 'bad', removed: 'bad', none: 'warn' };

/** A table of decisions with the state of each one's record, or `none` when there are none. */
function decisionTable(lang: Lang, zone: string, rows: DecisionView[], none: string): string {
  const m = (key: string) => escapeHtml(t(lang, key));
  if (!rows.length) return `<p class="muted">${escapeHtml(none)}</p>`;
  const body = rows
    .map(
      (d) =>
        `<tr><td>${escapeHtml(d.taskName)}</td><td>${escapeHtml(d.auditorName)}</td><td>${escapeHtml(t(lang, `workflow.status.${d.status}`))}</td><td>${when(zone, d.completeTime)}</td><td>${badge(DECISION_BADGE[d.check], t(lang, `verify.decision.${d.check}`))}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>${m('verify.col.step')}</th><th>${m('verify.col.person')}</th><th>${m('verify.col.action')}</th><th>${m('verify.col.time')}</th><th>${m('verify.col.record')}</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** The verification page of one printed document, with the result of a checked file when there is one. */
export function verifyPage(
  lang: Lang,
  zone: string,
  view: VerificationView,
  result?: { verdict: FileVerdict; pades: PdfCheck } | { error: string },
): string {
  const m = (key: string, p?: Record<string, string>) => escapeHtml(t(lang, key, p));
  const self = `/verify/${encodeURIComponent(view.code)}`;
  const seals = view.signers.length
    ? `<ul>${view.signers.map((s) => `<li>${escapeHtml(s.holderName)}${s.reason ? ` — ${escapeHtml(s.reason)}` : ''}</li>`).join('')}</ul>`
    : `<p>${m('verify.serverSigned')}</p>`;
  const body = `
<section class="card">
<h1>${m('verify.title')}</h1>
<p class="muted">${m('verify.intro')}</p>
<dl>
<dt>${m('verify.subject')}</dt><dd>${escapeHtml(view.subject)}</dd>
<dt>${m('verify.businessNumber')}</dt><dd>${escapeHtml(view.businessNumber ?? '—')}</dd>
<dt>${m('verify.printedAt')}</dt><dd>${when(zone, view.printedAt)}</dd>
<dt>${m('verify.timeZone')}</dt><dd data-time-zone>${escapeHtml(zoneLabel(zone))}</dd>
<dt>${m('verify.code')}</dt><dd>${escapeHtml(view.code)}</dd>
</dl>
</section>
<section class="card">
<h2>${m('verify.formHeading')}</h2>
<p>${view.formChanged ? badge('bad', t(lang, 'verify.form.changed')) : badge('ok', t(lang, 'verify.form.unchanged'))}</p>
<h2>${m('verify.sealsHeading')}</h2>
${seals}
</section>
<section class="card">
<h2>${m('verify.decisionsHeading')}</h2>
${decisionTable(lang, zone, view.decisions, t(lang, 'verify.decisionsNone'))}
</section>
<section class="card">
<h2>${m('verify.laterHeading')}</h2>
${view.later.length ? `<p class="muted">${m('verify.laterIntro')}</p>` : ''}
${decisionTable(lang, zone, view.later, t(lang, 'verify.laterNone'))}
</section>
<section class="card">
<h2>${m('verify.checkHeading')}</h2>
${result ? fileResult(lang, zone, result) : ''}
<p class="muted">${m('verify.checkHint')}</p>
<form method="post" action="${escapeHtml(`${self}?lang=${lang}`)}" enctype="multipart/form-data">
<label for="file">${m('verify.file')}</label>
<input id="file" name="file" type="file" accept="application/pdf,.pdf" required>
<button type="submit">${m('verify.submit')}</button>
</form>
</section>`;
  return layout(lang, t(lang, 'verify.title'), body, (l) => `${self}?lang=${l}`);
}

/** A page that only says something (a refusal), with a way back to the code's page. */
export function messagePage(lang: Lang, code: string, title: string, text = ''): string {
  const self = `/verify/${encodeURIComponent(code)}`;
  const body = `<section class="card"><h1 role="alert">${escapeHtml(title)}</h1>${text ? `<p>${escapeHtml(text)}</p>` : ''}</section>`;
  return layout(lang, title, body, (l) => `${self}?lang=${l}`);
}

/** The page for a code nobody printed under. */
export const notFoundPage = (lang: Lang, code: string): string =>
  messagePage(lang, code, t(lang, 'verify.notFound.title'), t(lang, 'verify.notFound.text'));
