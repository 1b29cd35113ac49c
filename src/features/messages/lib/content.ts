/**
 * Message content arrives as HTML the server sanitized on write. The portal still never injects
 * server HTML: it shows the text, keeping paragraph and line breaks. DOMParser documents have no
 * browsing context, so nothing in them runs or loads.
 */
export function messageText(html: string): string {
  if (!html) return '';
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '$&\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
