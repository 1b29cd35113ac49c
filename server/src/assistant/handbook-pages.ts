import { HANDBOOK_BASE } from '../../../contract/assistant.js';
import { t as text, type Lang } from '../lib/i18n.js';
import { LANGS, findPage, handbook, type Page } from './handbook.js';
import { escapeHtml, renderBlocks, renderInline } from './markdown.js';

const LANG_NAMES: Record<Lang, string> = { 'zh-CN': '中文', 'en-US': 'English', id: 'Bahasa Indonesia' };
const STYLE = `body{margin:0;font:15px/1.7 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:#1f1f1f;background:#f5f7fa}
header{background:#2f54eb;color:#fff;padding:12px 24px;display:flex;justify-content:space-between;align-items:center;flex-wrap:wrap;gap:8px}
header a{color:#fff}header nav a{margin-left:12px}main{display:flex;gap:24px;max-width:1100px;margin:24px auto;padding:0 16px}
aside{flex:0 0 230px}aside ol{padding-left:20px}article{flex:1;background:#fff;border-radius:8px;padding:8px 32px 24px;min-width:0}
a{color:#2f54eb}code{background:#f0f0f0;padding:0 4px;border-radius:4px}@media(max-width:720px){main{flex-direction:column}aside{flex:none}}`;

const pageUrl = (slug: string, lang: Lang, anchor = '') => `${HANDBOOK_BASE}${slug}?lang=${encodeURIComponent(lang)}${anchor}`;

function layout(lang: Lang, title: string, body: string, current?: string): string {
  const t = (key: string) => escapeHtml(text(lang, `assistant.${key}`));
  const langs = LANGS.map(
    (l) => `<a href="?lang=${encodeURIComponent(l)}" hreflang="${l}" lang="${l}">${escapeHtml(LANG_NAMES[l])}</a>`,
  ).join('');
  const toc = handbook(lang)
    .pages.map(
      (p) =>
        `<li>${p.slug === current ? `<strong>${escapeHtml(p.title)}</strong>` : `<a href="${escapeHtml(pageUrl(p.slug, lang))}">${escapeHtml(p.title)}</a>`}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${t('handbook.title')}</title><style>${STYLE}</style></head>
<body><header><a href="${escapeHtml(`${HANDBOOK_BASE}?lang=${lang}`)}"><strong>${t('handbook.title')}</strong></a><nav aria-label="${t('handbook.languages')}">${langs}<a href="/front/">${t('handbook.backToPortal')}</a></nav></header>
<main><aside><nav aria-label="${t('handbook.contents')}"><ol>${toc}</ol></nav></aside><article>${body}</article></main></body></html>`;
}

function renderPage(lang: Lang, page: Page): string {
  const body = renderBlocks(page.blocks, {
    page: (target) => {
      const [slug, anchor] = target.split('#');
      return pageUrl(slug, lang, anchor ? `#${anchor}` : '');
    },
    headingId: (i) => `s-${i + 1}`,
  });
  return layout(lang, page.title, body, page.slug);
}

function renderIndex(lang: Lang): string {
  const t = (key: string) => escapeHtml(text(lang, `assistant.${key}`));
  const items = handbook(lang)
    .pages.map((p) => {
      const intro = p.intro.find((b) => b.type === 'paragraph');
      return `<li><a href="${escapeHtml(pageUrl(p.slug, lang))}"><strong>${escapeHtml(p.title)}</strong></a>${intro?.type === 'paragraph' ? `<br>${renderInline(intro.text)}` : ''}</li>`;
    })
    .join('');
  return layout(
    lang,
    text(lang, 'assistant.handbook.title'),
    `<h1>${t('handbook.title')}</h1><p>${t('handbook.intro')}</p><ul>${items}</ul>`,
  );
}

function renderNotFound(lang: Lang): string {
  const t = (key: string) => escapeHtml(text(lang, `assistant.${key}`));
  return layout(
    lang,
    text(lang, 'assistant.handbook.notFound'),
    `<h1>${t('handbook.notFound')}</h1><p><a href="${escapeHtml(`${HANDBOOK_BASE}?lang=${lang}`)}">${t('handbook.title')}</a></p>`,
  );
}

/** The handbook's index page in a language. */
export const handbookIndexHtml = (lang: Lang): string => renderIndex(lang);

/** A handbook page, or a 404 page in the same language. */
export function handbookPageHtml(lang: Lang, slug: string): { status: number; html: string } {
  const page = findPage(lang, slug);
  return page ? { status: 200, html: renderPage(lang, page) } : { status: 404, html: renderNotFound(lang) };
}
