import sanitizeHtml from 'sanitize-html';
import { FORMATTING_TAGS, LINK_SCHEMES } from '../lib/html.js';
import { escapeHtml } from '../lib/page.js';

/**
 * The HTML a mail may keep: formatting, tables, pictures and inline styles without anything that loads or runs
 * (no scripts, style sheets, frames, forms, event handlers, CSS url() or expressions). Pictures: `cid:` parts are
 * served from the stored attachments, `data:` pictures stay, remote (`http(s)`) pictures are blocked when served
 * unless the reader allows them (blockRemote).
 */
const EXTRA_TAGS = ['img', 'h1', 'h2', 'h5', 'h6', 'hr', 'sub', 'sup', 'small', 'big', 'font', 'center', 'caption'];
const MORE_TAGS = ['colgroup', 'col', 'tfoot', 'dl', 'dt', 'dd', 'address', 'abbr', 'cite', 'q', 'mark', 'del', 'ins'];
const SAFE_VALUE = /^(?!.*(url|expression|image-set|var)\s*\()(?!.*(javascript|behavior|-moz-binding)).*$/i;
const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'text-align',
  'text-decoration',
  'text-indent',
  'text-transform',
  'line-height',
  'letter-spacing',
  'white-space',
  'vertical-align',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'border',
  'border-top',
  'border-bottom',
  'border-left',
  'border-right',
  'border-collapse',
  'border-color',
  'border-radius',
  'border-spacing',
  'border-style',
  'border-width',
  'width',
  'max-width',
  'min-width',
  'height',
  'display',
  'list-style-type',
];
const LAYOUT = ['align', 'valign', 'width', 'height', 'bgcolor', 'style'];

const base: sanitizeHtml.IOptions = {
  allowedTags: [...FORMATTING_TAGS, ...EXTRA_TAGS, ...MORE_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'style', 'data-remote-image', 'data-file-id'],
    table: [...LAYOUT, 'border', 'cellpadding', 'cellspacing'],
    td: [...LAYOUT, 'colspan', 'rowspan'],
    th: [...LAYOUT, 'colspan', 'rowspan'],
    font: ['color', 'size', 'face'],
    '*': ['style', 'align', 'dir', 'title'],
  },
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((p) => [p, [SAFE_VALUE]])) },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https', 'cid', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title', 'head'],
};

const isRemote = (src: string) => /^https?:/i.test(src.trim());

/**
 * The stored form of a received mail's HTML: sanitized, `cid:` pictures pointing at their stored files (`cidUrl`
 * answers the file, or undefined when the part is missing: the picture is dropped). The file address needs the
 * P-Auth header, so the picture also names its file (`data-file-id`) for the portal to load it signed in; a
 * `data-file-id` the mail itself carries is dropped (it could name any file of the reader, and a reply would send
 * that file along). Remote pictures are kept for blockRemote.
 */
export function sanitizeMailHtml(html: string, cidFile: (contentId: string) => { fileId: string; url: string } | undefined): string {
  return sanitizeHtml(html, {
    ...base,
    transformTags: {
      a: linkTransform,
      img: (tagName, attribs) => {
        const { 'data-file-id': _carried, ...own } = attribs;
        const src = own.src ?? '';
        if (/^cid:/i.test(src)) {
          const file = cidFile(src.slice(4).replace(/^<|>$/g, ''));
          return { tagName, attribs: file ? { ...own, src: file.url, 'data-file-id': file.fileId } : { alt: own.alt ?? '' } };
        }
        // an address on the portal itself (`/system/file/…`) means nothing in a mail from outside
        if (src && !/^(https?|data):/i.test(src.trim())) return { tagName, attribs: { alt: own.alt ?? '' } };
        return dataPicture(tagName, own);
      },
    },
  });
}

/**
 * A body about to be sent, sanitized like a received one; its pictures may name stored files (`data-file-id`), which
 * pointPicturesAtParts then turns into parts when the send allows them.
 */
export function sanitizeOutgoingHtml(html: string): string {
  return sanitizeHtml(html, {
    ...base,
    transformTags: { a: linkTransform, img: (tagName, attribs) => dataPicture(tagName, attribs) },
  });
}

const linkTransform = sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' });

/** `data:` pictures only of picture types; other pictures as they are. */
function dataPicture(tagName: string, attribs: sanitizeHtml.Attributes) {
  const src = attribs.src ?? '';
  if (/^data:/i.test(src) && !/^data:image\/(png|jpe?g|gif|webp|bmp);/i.test(src)) return { tagName, attribs: { alt: attribs.alt ?? '' } };
  return { tagName, attribs };
}

/**
 * The stored HTML as served: remote pictures blocked (src removed, marked) unless allowed; whether it has any. A
 * picture naming a file that is not one of the mail's own parts (`ownFiles`; a mail stored before such names were
 * dropped) loses the picture.
 */
export function blockRemote(stored: string, allow: boolean, ownFiles: ReadonlySet<string>): { html: string; hasRemoteImages: boolean } {
  let hasRemoteImages = false;
  const html = sanitizeHtml(stored, {
    ...base,
    transformTags: {
      img: (tagName, attribs) => {
        const named = attribs['data-file-id'];
        if (named !== undefined && !ownFiles.has(named)) return { tagName, attribs: { alt: attribs.alt ?? '' } };
        if (!isRemote(attribs.src ?? '')) return { tagName, attribs };
        hasRemoteImages = true;
        if (allow) return { tagName, attribs };
        const { src: _blocked, ...rest } = attribs;
        return { tagName, attribs: { ...rest, 'data-remote-image': 'blocked' } };
      },
    },
  });
  return { html, hasRemoteImages };
}

/**
 * A body about to be sent whose pictures name stored files (`<img data-file-id>`: the quoted original's inline
 * pictures, which the portal shows through the file service): each named file becomes a `cid:` part of the mail
 * (`cidOf` answers its content id, or undefined when it may not go along: the picture is dropped), so the
 * recipient sees the pictures without the portal.
 */
export function pointPicturesAtParts(html: string, cidOf: (fileId: string) => string | undefined): string {
  return sanitizeHtml(html, {
    ...base,
    transformTags: {
      img: (tagName, attribs) => {
        const fileId = attribs['data-file-id'];
        if (!fileId) return { tagName, attribs };
        const { 'data-file-id': _named, src: _portal, ...rest } = attribs;
        const cid = cidOf(fileId);
        return { tagName, attribs: cid ? { ...rest, src: `cid:${cid}` } : { alt: attribs.alt ?? '' } };
      },
    },
  });
}

/** The stored files a body's pictures name (`<img data-file-id>`), each once, in order. */
export function pictureFileIds(html: string): string[] {
  const ids = new Set<string>();
  sanitizeHtml(html, {
    ...base,
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs['data-file-id']) ids.add(attribs['data-file-id']);
        return { tagName, attribs };
      },
    },
  });
  return [...ids];
}

/** A plain-text body as HTML (escaped, line breaks kept). */
export const textToHtml = (text: string) => `<div style="white-space: pre-wrap">${escapeHtml(text)}</div>`;

/** sanitize-html decodes the entities of text and escapes these four again: undone for plain text. */
const ESCAPED: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

/** The text of an HTML body (the snippet of a mail without a text part, the text part of a mail sent): plain text. */
export const htmlToText = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: base.nonTextTags }).replace(
    /&(lt|gt|quot|amp);/g,
    (m) => ESCAPED[m],
  );

/** The first characters of a body for the list. */
export const snippetOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);
