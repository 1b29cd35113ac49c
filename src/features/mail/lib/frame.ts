/**
 * The document of the reading pane's frame. The mail's HTML was sanitized by the server; here it is
 * parsed once more (DOMParser: nothing runs or loads) to make every link open a new tab without an
 * opener, and it is shown in a frame with `sandbox` (no scripts, no same origin) under a CSP that
 * lets pictures load only from data: (and http(s) once the reader allowed remote pictures).
 */
export function mailFrameDocument(
  html: string,
  opts: { allowRemote: boolean; /** data: addresses by file id */ inline?: Map<string, string> },
): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('script, iframe, object, embed, form, meta, link, base')) el.remove();
  for (const a of doc.querySelectorAll('a')) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  // an inline (cid:) picture names its stored file; the frame can only show it as data
  for (const img of doc.querySelectorAll('img[data-file-id]')) {
    const data = opts.inline?.get(img.getAttribute('data-file-id') ?? '');
    if (data) img.setAttribute('src', data);
    else img.removeAttribute('src');
  }
  const images = opts.allowRemote ? 'data: https: http:' : 'data:';
  const csp = `default-src 'none'; img-src ${images}; style-src 'unsafe-inline'; font-src data:`;
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<base target="_blank">',
    '<style>body{margin:12px;font:14px/1.6 -apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:#1f1f1f;background:#fff;overflow-wrap:anywhere}img{max-width:100%;height:auto}blockquote{margin:0 0 0 8px;padding-left:8px;border-left:3px solid #d9d9d9;color:#595959}</style>',
    `</head><body>${doc.body.innerHTML}</body></html>`,
  ].join('');
}

/** The sandbox of the reading frame: popups for links (escaping the sandbox), nothing else. */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';
