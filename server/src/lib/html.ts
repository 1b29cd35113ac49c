/**
 * HTML kept by the server's sanitizers (messages/news and rich-text form fields): text formatting,
 * lists, tables and links. Each sanitizer adds its own extras and link handling.
 */
export const FORMATTING_TAGS: readonly string[] = [
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
];

/** Table cells may span rows and columns. */
export const TABLE_CELL_ATTRIBUTES = { td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] };

/** Link schemes both sanitizers allow. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'];
