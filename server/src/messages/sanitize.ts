import sanitizeHtml from 'sanitize-html';
import { FORMATTING_TAGS, LINK_SCHEMES, TABLE_CELL_ATTRIBUTES } from '../lib/html.js';

/**
 * The HTML that message and news content may keep: text formatting, lists, tables and links.
 * No scripts, styles, frames, forms or event handlers; links only to http(s), mailto and app paths,
 * opened in a new tab without access to the opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...FORMATTING_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'], ...TABLE_CELL_ATTRIBUTES },
  allowedSchemes: LINK_SCHEMES,
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
