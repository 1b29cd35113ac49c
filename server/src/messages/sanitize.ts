import sanitizeHtml from 'sanitize-html';

/**
 * The HTML that message and news content may keep: text formatting, lists, tables and links.
 * No scripts, styles, frames, forms or event handlers; links only to http(s), mailto and app paths,
 * opened in a new tab without access to the opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'code',
    'pre',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** Plain text stays as it is (escaped only where it would read as markup); HTML keeps the safe subset. */
export function sanitizeContent(content: string): string {
  return sanitizeHtml(content, OPTIONS);
}
