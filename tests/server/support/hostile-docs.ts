import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { field, para, picture, rels, solidPng, wordDoc, zip, NS, type Rel } from './office-docs.js';

/**
 * Documents that try to reach out while LibreOffice opens them, and the listener that would see them.
 * Every reference names `base` (the listener) or `secret` (a picture file of the server outside the
 * converter's job folder, red: the tests look for red in the PDF's pictures and rendered pages).
 */

/** A listener on 127.0.0.1 that counts every connection and answers pictures, a redirect and documents. */
export async function tripwire(): Promise<{ base: string; hits: string[]; connections: () => number; close: () => Promise<void> }> {
  const hits: string[] = [];
  let connections = 0;
  const red = solidPng([255, 0, 0]);
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    if (req.url?.startsWith('/redirect')) {
      res.writeHead(302, { location: '/after-redirect.png' }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png' }).end(red);
  });
  server.on('connection', () => void connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    hits,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const IMAGE = NS.image;
const fileUrl = (path: string) => `file://${path}`;

/** A Word document linking pictures (http, a redirect, file://), INCLUDEPICTURE/INCLUDETEXT fields, a template and a VML picture. */
export function hostileDocx(base: string, secret: string, marker = 'DOCX-LINKS'): Promise<Buffer> {
  const links: Rel[] = [
    { id: 'rIdHttp', type: IMAGE, target: `${base}/linked.png`, external: true },
    { id: 'rIdRedirect', type: IMAGE, target: `${base}/redirect.png`, external: true },
    { id: 'rIdFile', type: IMAGE, target: fileUrl(secret), external: true },
    { id: 'rIdVml', type: IMAGE, target: `${base}/vml.png`, external: true },
  ];
  const vml =
    '<w:p><w:r><w:pict><v:shape id="vmlPic" style="width:72pt;height:72pt" type="#_x0000_t75">' +
    '<v:imagedata r:id="rIdVml" o:title="vml"/></v:shape></w:pict></w:r></w:p>';
  return wordDoc({
    body:
      para(marker) +
      picture('rIdHttp', 1) +
      picture('rIdRedirect', 2) +
      picture('rIdFile', 3) +
      vml +
      field(`INCLUDEPICTURE "${base}/includepicture.png" \\d`) +
      field(`INCLUDEPICTURE "${fileUrl(secret)}" \\d`) +
      field(`INCLUDETEXT "${base}/includetext.docx"`) +
      field(`LINK Word.Document.12 "${base}/link.docx" "" \\a \\f 0 \\p`) +
      `<w:p><w:fldSimple w:instr=" INCLUDEPICTURE &quot;${base}/simple.png&quot; \\d "><w:r><w:t>simple</w:t></w:r></w:fldSimple></w:p>` +
      para('END'),
    rels: links,
    settings: '<w:attachedTemplate r:id="rIdTemplate"/><w:linkStyles/>',
    settingsRels: [
      {
        id: 'rIdTemplate',
        type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate',
        target: `${base}/template.dotx`,
        external: true,
      },
    ],
  });
}

const ODF = {
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
  draw: 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0',
  svg: 'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0',
  xlink: 'http://www.w3.org/1999/xlink',
  table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
  style: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
  fo: 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0',
};
const odfNs = Object.entries(ODF)
  .map(([k, v]) => `xmlns:${k}="${v}"`)
  .join(' ');

/** An OpenDocument text with linked pictures (http, a redirect, file://), a linked section and a linked object. */
export function hostileOdt(base: string, secret: string, marker = 'ODT-LINKS'): Promise<Buffer> {
  const frame = (name: string, inner: string) =>
    `<text:p><draw:frame draw:name="${name}" text:anchor-type="as-char" svg:width="4cm" svg:height="4cm">${inner}</draw:frame></text:p>`;
  const image = (href: string) => `<draw:image xlink:href="${href}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/>`;
  const content =
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${odfNs} office:version="1.2"><office:body><office:text>` +
    `<text:p>${marker}</text:p>` +
    frame('http', image(`${base}/odt.png`)) +
    frame('redirect', image(`${base}/redirect-odt.png`)) +
    frame('file', image(fileUrl(secret))) +
    frame('path', image(secret)) +
    frame('up', image(`../../../..${secret}`)) +
    frame('object', `<draw:object xlink:href="${base}/object.odt" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/>`) +
    `<text:section text:name="linked"><text:section-source xlink:href="${base}/section.odt" xlink:type="simple"/></text:section>` +
    '<text:p>END</text:p></office:text></office:body></office:document-content>';
  const manifest =
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">' +
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>' +
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>';
  return zip(
    [
      ['mimetype', 'application/vnd.oasis.opendocument.text'],
      ['content.xml', content],
      ['META-INF/manifest.xml', manifest],
    ],
    ['mimetype'],
  );
}

const SML = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A workbook with a formula on another (linked) workbook, WEBSERVICE calls and a linked picture. */
export function hostileXlsx(base: string, secret: string, marker = 'XLSX-LINKS'): Promise<Buffer> {
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const types =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="${NS.ct}">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/externalLinks/externalLink1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.externalLink+xml"/>' +
    '<Override PartName="/xl/drawings/drawing1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/></Types>';
  const workbook =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${SML}" xmlns:r="${R}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets>` +
    '<externalReferences><externalReference r:id="rId2"/></externalReferences><calcPr fullCalcOnLoad="1"/></workbook>';
  const cell = (ref: string, body: string) => `<c r="${ref}"${body.startsWith('<v>') ? '' : ' t="str"'}>${body}</c>`;
  const sheet =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${SML}" xmlns:r="${R}"><sheetData>` +
    `<row r="1"><c r="A1" t="inlineStr"><is><t>${marker}</t></is></c></row>` +
    `<row r="2">${cell('A2', '<f>[1]Sheet1!A1</f><v>0</v>')}${cell('B2', `<f>WEBSERVICE("${base}/webservice")</f>`)}</row>` +
    `<row r="3">${cell('A3', `<f>WEBSERVICE("${fileUrl(secret)}")</f>`)}${cell('B3', `<f>FILTERXML(WEBSERVICE("${base}/redirect-ws"),"//a")</f>`)}</row>` +
    '</sheetData><drawing r:id="rId3"/></worksheet>';
  const external =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><externalLink xmlns="${SML}" xmlns:r="${R}"><externalBook r:id="rId1">` +
    '<sheetNames><sheetName val="Sheet1"/></sheetNames><sheetDataSet><sheetData sheetId="0" refreshError="1"/></sheetDataSet></externalBook></externalLink>';
  const drawing =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" ' +
    `xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${R}">` +
    '<xdr:oneCellAnchor><xdr:from><xdr:col>3</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>3</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:ext cx="1828800" cy="1828800"/>' +
    '<xdr:pic><xdr:nvPicPr><xdr:cNvPr id="2" name="linked"/><xdr:cNvPicPr/></xdr:nvPicPr><xdr:blipFill><a:blip r:link="rId1"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill>' +
    '<xdr:spPr><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:oneCellAnchor>' +
    '<xdr:oneCellAnchor><xdr:from><xdr:col>3</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>14</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:ext cx="1828800" cy="1828800"/>' +
    '<xdr:pic><xdr:nvPicPr><xdr:cNvPr id="3" name="file"/><xdr:cNvPicPr/></xdr:nvPicPr><xdr:blipFill><a:blip r:link="rId2"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill>' +
    '<xdr:spPr><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:oneCellAnchor></xdr:wsDr>';
  return zip([
    ['[Content_Types].xml', types],
    ['_rels/.rels', rels([{ id: 'rId1', type: NS.officeDoc, target: 'xl/workbook.xml' }])],
    ['xl/workbook.xml', workbook],
    [
      'xl/_rels/workbook.xml.rels',
      rels([
        { id: 'rId1', type: `${R}/worksheet`, target: 'worksheets/sheet1.xml' },
        { id: 'rId2', type: `${R}/externalLink`, target: 'externalLinks/externalLink1.xml' },
      ]),
    ],
    ['xl/worksheets/sheet1.xml', sheet],
    ['xl/worksheets/_rels/sheet1.xml.rels', rels([{ id: 'rId3', type: `${R}/drawing`, target: '../drawings/drawing1.xml' }])],
    ['xl/externalLinks/externalLink1.xml', external],
    [
      'xl/externalLinks/_rels/externalLink1.xml.rels',
      rels([{ id: 'rId1', type: `${R}/externalLinkPath`, target: `${base}/book.xlsx`, external: true }]),
    ],
    ['xl/drawings/drawing1.xml', drawing],
    [
      'xl/drawings/_rels/drawing1.xml.rels',
      rels([
        { id: 'rId1', type: IMAGE, target: `${base}/xlsx.png`, external: true },
        { id: 'rId2', type: IMAGE, target: fileUrl(secret), external: true },
      ]),
    ],
  ]);
}
