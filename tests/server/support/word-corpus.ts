import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { hostileDocx } from './hostile-docs.js';
import { field, NS, para, picture, solidPng, wordDoc, zip } from './office-docs.js';

/**
 * The Word documents the corpus test prints as templates of the leave form: the real-world ones of public
 * projects' test suites and examples (shipped in their npm packages: tests/server/fixtures/word-corpus/SOURCES.md)
 * and ones written here for what that set lacks — loops, conditions, headers and footers, comments, pictures,
 * sections, SmartArt, macro-enabled and template files, an OpenDocument text, corrupt and hostile ones.
 */

export interface CorpusDoc {
  name: string;
  bytes: () => Promise<Buffer>;
  /** printed (a PDF showing `shows`), or refused with a message; hostile ones name the refusal's key */
  expect: { print: true; shows?: string[]; pictures?: boolean } | { refused: string };
}

const MODULES = path.resolve(import.meta.dirname, '../../../node_modules');

/**
 * Where the real-world documents come from: npm packages (exact versions, devDependencies) that ship test or example
 * documents of their projects (tests/server/fixtures/word-corpus/SOURCES.md). `refused` names the documents a template
 * check refuses, with the key of the message.
 */
const REAL_WORLD: { pkg: string; dirs: string[]; refused?: Record<string, string> }[] = [
  // ISO strict OOXML: easy-template-x finds no transitional main part in it
  { pkg: 'mammoth', dirs: ['test/test-data'], refused: { 'strict-format.docx': 'print.templateInvalid' } },
  { pkg: 'docxyz', dirs: ['src/templates', 'src/templates/QuickStyles'] },
  { pkg: 'docxtemplater-3.0.0', dirs: ['.', 'cli', 'es6'] },
  { pkg: 'docxtemplater-link-module', dirs: ['examples'] },
  { pkg: 'libreoffice-convert', dirs: ['tests/resources'] },
];

export function realWorldDocs(): CorpusDoc[] {
  return REAL_WORLD.flatMap(({ pkg, dirs, refused = {} }) =>
    dirs.flatMap((dir) =>
      fs
        .readdirSync(path.join(MODULES, pkg, dir))
        .filter((n) => /\.(docx|docm|dotx|dotm)$/i.test(n))
        .sort()
        .map((n) => {
          const file = path.join(MODULES, pkg, dir, n);
          const name = path.posix.join(pkg, dir, n);
          return {
            name,
            bytes: async () => fs.readFileSync(file),
            expect: refused[n] ? { refused: refused[n] } : { print: true as const },
          };
        }),
    ),
  );
}

const T = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const cell = (text: string) => `<w:tc><w:tcPr><w:tcW w:w="2400" w:type="dxa"/></w:tcPr>${para(text)}</w:tc>`;
const table = (rows: string[][]) =>
  `<w:tbl><w:tblPr><w:tblW w:w="9600" w:type="dxa"/><w:tblBorders><w:top w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/>` +
  `<w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders></w:tblPr><w:tblGrid>${'<w:gridCol w:w="2400"/>'.repeat(4)}</w:tblGrid>` +
  rows.map((r) => `<w:tr>${r.map(cell).join('')}</w:tr>`).join('') +
  '</w:tbl>';

const HEADER = 'application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml';
const FOOTER = 'application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml';
const hdrFtr = (tag: 'hdr' | 'ftr', body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:${tag} xmlns:w="${NS.w}" xmlns:r="${NS.r}">${body}</w:${tag}>`;

function smartArt(): Parameters<typeof wordDoc>[0] {
  const dgm = 'http://schemas.openxmlformats.org/drawingml/2006/diagram';
  const a = 'http://schemas.openxmlformats.org/drawingml/2006/main';
  const data =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><dgm:dataModel xmlns:dgm="${dgm}" xmlns:a="${a}"><dgm:ptLst>` +
    '<dgm:pt modelId="{0}" type="doc"><dgm:prSet/><dgm:spPr/><dgm:t><a:bodyPr/><a:p><a:endParaRPr/></a:p></dgm:t></dgm:pt>' +
    ['申请', '审批', '备案']
      .map(
        (s, i) =>
          `<dgm:pt modelId="{${i + 1}}"><dgm:prSet/><dgm:spPr/><dgm:t><a:bodyPr/><a:p><a:r><a:t>${s}</a:t></a:r></a:p></dgm:t></dgm:pt>`,
      )
      .join('') +
    '</dgm:ptLst><dgm:cxnLst>' +
    [1, 2, 3].map((i) => `<dgm:cxn modelId="{c${i}}" srcId="{0}" destId="{${i}}" srcOrd="${i - 1}" destOrd="0"/>`).join('') +
    '</dgm:cxnLst><dgm:bg/><dgm:whole/></dgm:dataModel>';
  const part = (tag: string) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><dgm:${tag} xmlns:dgm="${dgm}" xmlns:a="${a}" uniqueId="urn:x"/>`;
  const frame =
    '<w:p><w:r><w:drawing><wp:inline><wp:extent cx="5486400" cy="1600200"/><wp:docPr id="9" name="Diagram 9"/>' +
    `<a:graphic><a:graphicData uri="${dgm}"><dgm:relIds xmlns:dgm="${dgm}" r:dm="rIdDm" r:lo="rIdLo" r:qs="rIdQs" r:cs="rIdCs"/></a:graphicData></a:graphic>` +
    '</wp:inline></w:drawing></w:r></w:p>';
  const D = 'application/vnd.openxmlformats-officedocument.drawingml.diagram';
  return {
    body: para('流程图 SmartArt {reason}') + frame,
    rels: [
      { id: 'rIdDm', type: `${T}/diagramData`, target: 'diagrams/data1.xml' },
      { id: 'rIdLo', type: `${T}/diagramLayout`, target: 'diagrams/layout1.xml' },
      { id: 'rIdQs', type: `${T}/diagramQuickStyle`, target: 'diagrams/quickStyle1.xml' },
      { id: 'rIdCs', type: `${T}/diagramColors`, target: 'diagrams/colors1.xml' },
    ],
    extra: [
      ['word/diagrams/data1.xml', data],
      ['word/diagrams/layout1.xml', part('layoutDef')],
      ['word/diagrams/quickStyle1.xml', part('styleDef')],
      ['word/diagrams/colors1.xml', part('colorsDef')],
    ],
    overrides: {
      '/word/diagrams/data1.xml': `${D}Data+xml`,
      '/word/diagrams/layout1.xml': `${D}Layout+xml`,
      '/word/diagrams/quickStyle1.xml': `${D}Style+xml`,
      '/word/diagrams/colors1.xml': `${D}Colors+xml`,
    },
  };
}

const macroParts = (): Pick<Parameters<typeof wordDoc>[0], 'rels' | 'extra' | 'overrides'> => ({
  rels: [{ id: 'rIdVba', type: 'http://schemas.microsoft.com/office/2006/relationships/vbaProject', target: 'vbaProject.bin' }],
  extra: [['word/vbaProject.bin', Buffer.from('D0CF11E0A1B11AE1 not a real VBA project: it never runs', 'latin1')]],
  overrides: { '/word/vbaProject.bin': 'application/vnd.ms-office.vbaProject' },
});

/** A zip whose one part is `size` bytes of zeros (deflated to about a thousandth). */
function zipBomb(size: number): Promise<Buffer> {
  const z = new yazl.ZipFile();
  z.addBuffer(
    Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    '[Content_Types].xml',
  );
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  let left = size;
  const zeros = new Readable({
    read() {
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(n ? chunk.subarray(0, n) : null);
    },
  });
  z.addReadStream(zeros, 'word/document.xml', { size });
  z.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    z.outputStream.on('data', (c: Buffer) => chunks.push(c));
    z.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    z.outputStream.on('error', reject);
  });
}

/** A zip whose central directory says its document part is 1 KB while it inflates to 50 MB. */
async function lyingBomb(): Promise<Buffer> {
  const zipped = await zipBomb(50 * 1024 * 1024);
  const eocd = zipped.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zipped.readUInt32LE(eocd + 16);
  for (let i = 0; i < zipped.readUInt16LE(eocd + 10); i++) {
    const nameLen = zipped.readUInt16LE(at + 28);
    if (zipped.toString('utf8', at + 46, at + 46 + nameLen) === 'word/document.xml') zipped.writeUInt32LE(1024, at + 24);
    at += 46 + nameLen + zipped.readUInt16LE(at + 30) + zipped.readUInt16LE(at + 32);
  }
  return zipped;
}

/** The documents written here; `base` and `secret` are the hostile ones' listener and server file. */
export function writtenDocs(base: string, secret: string): CorpusDoc[] {
  const print = (shows?: string[], pictures?: boolean) => ({ print: true as const, shows, pictures });
  const doc = (name: string, bytes: () => Promise<Buffer>, expect: CorpusDoc['expect']): CorpusDoc => ({
    name: `written/${name}`,
    bytes,
    expect,
  });
  const history = table([
    ['节点', '审批人', '意见', '时间'],
    ['{#_history}{node}', '{approver}', '{opinion}', '{time}{/_history}'],
  ]);
  return [
    doc(
      'loop-history.docx',
      () => wordDoc({ body: para('审批记录 {_subject}') + history + para('事由：{reason}') }),
      print(['审批记录', '同意']),
    ),
    doc(
      'loop-across-tables.docx',
      () =>
        wordDoc({ body: table([['{#_history}{node}', 'a', 'b', 'c']]) + para('间隔') + table([['{approver}', 'a', 'b', '{/_history}']]) }),
      { refused: 'print.templateInvalid' },
    ),
    doc(
      'condition.docx',
      () => wordDoc({ body: para('{#reason}有事由：{reason}{/reason}') + para('{#missing}不该出现{/missing}结束') }),
      print(['有事由', '结束']),
    ),
    doc(
      'header-footer.docx',
      () =>
        wordDoc({
          body: para('正文 {reason}'),
          rels: [
            { id: 'rIdH', type: `${T}/header`, target: 'header1.xml' },
            { id: 'rIdF', type: `${T}/footer`, target: 'footer1.xml' },
          ],
          extra: [
            ['word/header1.xml', hdrFtr('hdr', para('页眉 {_title}'))],
            ['word/footer1.xml', hdrFtr('ftr', field('PAGE', '1') + para('页脚 {_printedBy}'))],
          ],
          overrides: { '/word/header1.xml': HEADER, '/word/footer1.xml': FOOTER },
          sectPr:
            '<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/><w:pgSz w:w="11906" w:h="16838"/></w:sectPr>',
        }),
      print(['页眉', '页脚', '正文']),
    ),
    doc(
      'comments.docx',
      () =>
        wordDoc({
          body:
            '<w:p><w:commentRangeStart w:id="0"/><w:r><w:t xml:space="preserve">带批注的事由：{reason}</w:t></w:r><w:commentRangeEnd w:id="0"/>' +
            '<w:r><w:commentReference w:id="0"/></w:r></w:p>',
          rels: [{ id: 'rIdC', type: `${T}/comments`, target: 'comments.xml' }],
          extra: [
            [
              'word/comments.xml',
              `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:comments xmlns:w="${NS.w}"><w:comment w:id="0" w:author="审核人" w:date="2026-01-01T00:00:00Z" w:initials="SH">${para('请核对天数')}</w:comment></w:comments>`,
            ],
          ],
          overrides: { '/word/comments.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml' },
        }),
      print(['带批注的事由']),
    ),
    doc(
      'picture.docx',
      () =>
        wordDoc({
          body: para('照片 {reason}') + picture('rIdPic', 4, 'embed'),
          rels: [{ id: 'rIdPic', type: NS.image, target: 'media/image1.png' }],
          extra: [['word/media/image1.png', solidPng([0, 0, 255], 48)]],
        }),
      print(['照片'], true),
    ),
    doc(
      'sections.docx',
      () =>
        wordDoc({
          body:
            `<w:p>${'<w:r><w:t>第一节 {reason}</w:t></w:r>'}<w:pPr><w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:pPr></w:p>` +
            para('第二节（横向）'),
          sectPr: '<w:sectPr><w:pgSz w:w="16838" w:h="11906" w:orient="landscape"/></w:sectPr>',
        }),
      print(['第一节', '第二节']),
    ),
    doc('smartart.docx', () => wordDoc(smartArt()), print(['流程图'])),
    doc(
      'macro-enabled.docm',
      () =>
        wordDoc({
          body: para('启用宏的模板 {reason}'),
          mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml',
          ...macroParts(),
        }),
      print(['启用宏的模板']),
    ),
    doc(
      'template.dotx',
      () =>
        wordDoc({
          body: para('Word 模板文件 {reason}'),
          mainType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
        }),
      print(['Word 模板文件']),
    ),
    doc(
      'macro-template.dotm',
      () =>
        wordDoc({
          body: para('启用宏的 Word 模板 {reason}'),
          mainType: 'application/vnd.ms-word.template.macroEnabledTemplate.main+xml',
          ...macroParts(),
        }),
      print(['启用宏的 Word 模板']),
    ),
    doc(
      'many-tables.docx',
      () => wordDoc({ body: Array.from({ length: 30 }, (_, i) => table([[`T${i}X`, '{reason}', 'b', 'c']])).join('') }),
      print(['T29X']),
    ),
    doc(
      'opendocument.odt',
      () =>
        zip(
          [
            ['mimetype', 'application/vnd.oasis.opendocument.text'],
            [
              'content.xml',
              '<?xml version="1.0"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>',
            ],
          ],
          ['mimetype'],
        ),
      { refused: 'print.notDocx' },
    ),
    doc('png-named.docx', async () => solidPng([0, 128, 0]), { refused: 'print.templateNotWord' }),
    doc('empty.docx', async () => Buffer.alloc(0), { refused: 'print.templateNotWord' }),
    doc('truncated.docx', async () => (await wordDoc({ body: para('截断') })).subarray(0, 400), { refused: 'print.templateNotWord' }),
    doc('no-main-part.docx', () => zip([['hello.txt', 'a zip, not a Word document']]), { refused: 'print.templateNotWord' }),
    doc(
      'xxe.docx',
      () => wordDoc({ prolog: `<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file://${secret}">]>`, body: para('&xxe; {reason}') }),
      { refused: 'print.documentEntities' },
    ),
    doc(
      'billion-laughs.docx',
      () =>
        wordDoc({
          prolog: `<!DOCTYPE w:document [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 8 }, (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${`&${i ? 'b'.repeat(i) : 'a'};`.repeat(10)}">`).join('')}]>`,
          body: para('&bbbbbbbb;'),
        }),
      { refused: 'print.documentEntities' },
    ),
    doc('zip-bomb.docx', () => zipBomb(300 * 1024 * 1024), { refused: 'print.documentCompressed' }),
    doc('lying-zip-bomb.docx', lyingBomb, { refused: 'print.templateNotWord' }),
    doc(
      'too-large-unpacked.docx',
      () =>
        wordDoc({
          body: para('x'),
          // 101 parts of 1 MB each, none compressed past the ratio checked for large parts: 101 MB in all
          extra: Array.from({ length: 101 }, (_, i) => [`word/media/blank${i}.xml`, Buffer.alloc(1024 * 1024, 0x20)] as [string, Buffer]),
        }),
      { refused: 'print.documentTooLarge' },
    ),
    doc(
      'too-many-parts.docx',
      () =>
        wordDoc({ body: para('x'), extra: Array.from({ length: 2100 }, (_, i) => [`word/media/p${i}.xml`, '<x/>'] as [string, string]) }),
      { refused: 'print.documentTooManyParts' },
    ),
    doc(
      'hyperlink-and-nested-fields.docx',
      () =>
        wordDoc({
          body:
            '<w:p><w:hyperlink r:id="rIdLink"><w:r><w:t>公司主页</w:t></w:r></w:hyperlink></w:p>' +
            field('DATE \\@ "yyyy-MM-dd"', '2026-01-01') +
            '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> IF 1 = 1 "</w:instrText></w:r>' +
            '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
            `<w:r><w:instrText xml:space="preserve"> INCLUDEPICTURE "${base}/nested.png" \\d </w:instrText></w:r>` +
            '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>嵌套</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
            '<w:r><w:instrText xml:space="preserve">" "" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
            '<w:r><w:t>嵌套字段</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>' +
            para('事由 {reason}'),
          rels: [{ id: 'rIdLink', type: `${T}/hyperlink`, target: 'https://portal.example.invalid/', external: true }],
        }),
      print(['公司主页', '事由']),
    ),
    doc('external-links.docx', () => hostileDocx(base, secret, 'EXTERNAL-LINKS {reason}'), print(['EXTERNAL-LINKS'])),
  ];
}
