import zlib from 'node:zlib';
import yazl from 'yazl';

/**
 * Office documents written by the tests: a zip of the given parts (in order, stored or deflated), a one-colour
 * PNG, and the hostile Word, OpenDocument and Excel documents of the sandbox tests, which link pictures,
 * fields, templates, sections and workbooks to an address (a listener on 127.0.0.1) and to a file of the server.
 */

export type Parts = [name: string, data: string | Buffer][];

/** A zip of the parts; `stored` names the parts kept uncompressed (an OpenDocument's mimetype). */
export function zip(parts: Parts, stored: string[] = []): Promise<Buffer> {
  const z = new yazl.ZipFile();
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const [name, data] of parts)
    z.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name, { mtime, compress: !stored.includes(name) });
  z.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    z.outputStream.on('data', (c: Buffer) => chunks.push(c));
    z.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    z.outputStream.on('error', reject);
  });
}

/** A PNG of one colour (RGB, no filter), `size` pixels square. */
export function solidPng(rgb: [number, number, number], size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const line = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => line));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const NS = {
  w: 'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  rel: 'http://schemas.openxmlformats.org/package/2006/relationships',
  ct: 'http://schemas.openxmlformats.org/package/2006/content-types',
  officeDoc: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
  image: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image',
};

const DOC_NS =
  `xmlns:w="${NS.w}" xmlns:r="${NS.r}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ` +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture" ' +
  'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"';

export const para = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A picture in the text whose blip links (`r:link`) or embeds (`r:embed`) the relationship `rid`. */
export const picture = (rid: string, id: number, mode: 'link' | 'embed' = 'link') =>
  `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="1828800" cy="1828800"/><wp:docPr id="${id}" name="Picture ${id}"/>` +
  '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>' +
  `<pic:nvPicPr><pic:cNvPr id="${id}" name="Picture ${id}"/><pic:cNvPicPr/></pic:nvPicPr>` +
  `<pic:blipFill><a:blip r:${mode}="${rid}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
  '<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1828800" cy="1828800"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr>' +
  '</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>';

/** A complex field (INCLUDEPICTURE, INCLUDETEXT, LINK...) with the given instruction. */
export const field = (instr: string, shown = ' ') =>
  '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
  `<w:r><w:instrText xml:space="preserve"> ${instr.replace(/&/g, '&amp;').replace(/"/g, '&quot;')} </w:instrText></w:r>` +
  `<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t xml:space="preserve">${shown}</w:t></w:r>` +
  '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>';

export interface Rel {
  id: string;
  type: string;
  target: string;
  external?: boolean;
}
export const rels = (list: Rel[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${NS.rel}">` +
  list
    .map(
      (r) =>
        `<Relationship Id="${r.id}" Type="${r.type}" Target="${r.target.replace(/&/g, '&amp;')}"${r.external ? ' TargetMode="External"' : ''}/>`,
    )
    .join('') +
  '</Relationships>';

export interface WordParts {
  /** the body's paragraphs (w:p...) */
  body: string;
  /** relationships of word/document.xml */
  rels?: Rel[];
  /** more parts (name, bytes) and their content types (Override) */
  extra?: Parts;
  overrides?: Record<string, string>;
  /** word/settings.xml's inside, and its relationships */
  settings?: string;
  settingsRels?: Rel[];
  /** the main part's content type (a .docm's or .dotx's) */
  mainType?: string;
  /** the root of the document (namespaces); a DOCTYPE may come before */
  prolog?: string;
  sectPr?: string;
}

export const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A Word document (.docx) of the given parts. */
export function wordDoc(p: WordParts): Promise<Buffer> {
  const overrides = {
    '/word/document.xml': p.mainType ?? WORD_MAIN,
    ...(p.settings !== undefined
      ? { '/word/settings.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml' }
      : {}),
    ...p.overrides,
  };
  const types =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="${NS.ct}">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/>' +
    Object.entries(overrides)
      .map(([name, type]) => `<Override PartName="${name}" ContentType="${type}"/>`)
      .join('') +
    '</Types>';
  const docRels = [...(p.rels ?? [])];
  if (p.settings !== undefined)
    docRels.push({
      id: 'rIdSettings',
      type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings',
      target: 'settings.xml',
    });
  const parts: Parts = [
    ['[Content_Types].xml', types],
    ['_rels/.rels', rels([{ id: 'rId1', type: NS.officeDoc, target: 'word/document.xml' }])],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${p.prolog ?? ''}<w:document ${DOC_NS}><w:body>${p.body}${p.sectPr ?? '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr>'}</w:body></w:document>`,
    ],
    ['word/_rels/document.xml.rels', rels(docRels)],
  ];
  if (p.settings !== undefined) {
    parts.push([
      'word/settings.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:settings xmlns:w="${NS.w}" xmlns:r="${NS.r}">${p.settings}</w:settings>`,
    ]);
    if (p.settingsRels) parts.push(['word/_rels/settings.xml.rels', rels(p.settingsRels)]);
  }
  return zip([...parts, ...(p.extra ?? [])]);
}
