// Builds the demo's Word print templates (server/assets/print/*.docx) from the markup below, byte for
// byte the same on every run (fixed dates, fixed order): `node scripts/make-print-templates.mjs`.
// The root declares the drawing namespaces Word's own documents declare: easy-template-x writes pictures with them.
// The tags are easy-template-x's (server/src/print/data.ts lists them); the seed binds the documents
// to the demo's leave and expense forms.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/assets/print');
const MTIME = new Date('2026-01-01T00:00:00Z');
const FONT = 'Noto Sans CJK SC';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const run = (text, o = {}) =>
  `<w:r><w:rPr>${o.bold ? '<w:b/>' : ''}${o.size ? `<w:sz w:val="${o.size}"/><w:szCs w:val="${o.size}"/>` : ''}${o.color ? `<w:color w:val="${o.color}"/>` : ''}</w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (runs, o = {}) =>
  `<w:p><w:pPr>${o.align ? `<w:jc w:val="${o.align}"/>` : ''}<w:spacing w:before="${o.before ?? 0}" w:after="${o.after ?? 0}"/></w:pPr>${[runs].flat().join('')}</w:p>`;
const cell = (content, width, o = {}) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${o.span ? `<w:gridSpan w:val="${o.span}"/>` : ''}${o.shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${o.shade}"/>` : ''}<w:vAlign w:val="center"/></w:tcPr>${para(typeof content === 'string' ? run(content, { bold: o.bold, size: o.size }) : content, { align: o.align })}</w:tc>`;
const BORDER = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
  .map((b) => `<w:${b} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`)
  .join('');
const table = (widths, rows, o = {}) =>
  `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:tblLayout w:type="fixed"/>${o.borderless ? '' : `<w:tblBorders>${BORDER}</w:tblBorders>`}<w:tblCellMar><w:top w:w="60" w:type="dxa"/><w:left w:w="100" w:type="dxa"/><w:bottom w:w="60" w:type="dxa"/><w:right w:w="100" w:type="dxa"/></w:tblCellMar></w:tblPr><w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${rows.join('')}</w:tbl>`;
const row = (cells) => `<w:tr><w:trPr><w:cantSplit/></w:trPr>${cells.join('')}</w:tr>`;
const headRow = (cells) => `<w:tr><w:trPr><w:tblHeader/><w:cantSplit/></w:trPr>${cells.join('')}</w:tr>`;

const LABEL = 'EEF2F7';
const label = (text, width) => cell(text, width, { shade: LABEL, bold: true });
/** Label-value pairs, two per row; a pair alone spans the row. */
function fieldTable(pairs) {
  const rows = [];
  for (let i = 0; i < pairs.length;) {
    const [l, v, wide] = pairs[i];
    if (wide) {
      rows.push(row([label(l, 1600), cell(v, 7400, { span: 3 })]));
      i += 1;
    } else {
      const [l2, v2] = pairs[i + 1];
      rows.push(row([label(l, 1600), cell(v, 2900), label(l2, 1600), cell(v2, 2900)]));
      i += 2;
    }
  }
  return table([1600, 2900, 1600, 2900], rows);
}
const heading = (text) => para(run(text, { bold: true, size: 26 }), { before: 240, after: 100 });
/** A table whose one body row repeats per item of `loop` (the loop tags open in the first cell and close in the last). */
function loopTable(loop, columns) {
  const widths = columns.map((c) => c[2]);
  const head = headRow(columns.map(([title, , w]) => cell(title, w, { shade: LABEL, bold: true, align: 'center' })));
  const body = row(
    columns.map(([, tag, w], i) => {
      const text = `${i === 0 ? `{#${loop}}` : ''}{${tag}}${i === columns.length - 1 ? `{/${loop}}` : ''}`;
      return cell(text, w, { align: tag === 'signature' || tag === '_no' ? 'center' : undefined });
    }),
  );
  return table(widths, [head, body]);
}
/** The documents' own words per language: a print reads in its template's language (issue 29.2). */
const WORDS = {
  'zh-CN': {
    history: ['审批记录', '审批环节', '审批人', '审批结果', '审批意见', '签名', '审批时间'],
    scan: '扫描左侧二维码，可核验本文件是否与系统记录一致。',
    url: '核验地址：',
    code: '核验码：',
    by: '　　打印人：',
    at: '　　打印时间：',
    zone: '时区：',
  },
  'en-US': {
    history: ['Approval history', 'Step', 'Approver', 'Result', 'Opinion', 'Signature', 'Time'],
    scan: 'Scan the QR code on the left to check that this document matches the system record.',
    url: 'Verification address: ',
    code: 'Verification code: ',
    by: '    Printed by: ',
    at: '    Printed at: ',
    zone: 'Time zone: ',
  },
  id: {
    history: ['Riwayat persetujuan', 'Langkah', 'Penyetuju', 'Hasil', 'Pendapat', 'Tanda tangan', 'Waktu'],
    scan: 'Pindai kode QR di sebelah kiri untuk memeriksa bahwa dokumen ini sesuai dengan catatan sistem.',
    url: 'Alamat verifikasi: ',
    code: 'Kode verifikasi: ',
    by: '    Dicetak oleh: ',
    at: '    Waktu cetak: ',
    zone: 'Zona waktu: ',
  },
};
const HISTORY = (w) =>
  loopTable('_history', [
    [w.history[1], 'node', 1500],
    [w.history[2], 'approver', 1200],
    [w.history[3], 'action', 1100],
    [w.history[4], 'opinion', 2000],
    [w.history[5], 'signature', 1500],
    [w.history[6], 'time', 1700],
  ]);
const VERIFY = (w) =>
  table(
    [1800, 7200],
    [
      row([
        cell('{_qrCode}', 1800, { align: 'center' }),
        `<w:tc><w:tcPr><w:tcW w:w="7200" w:type="dxa"/><w:vAlign w:val="center"/></w:tcPr>${[
          para(run(w.scan, { size: 20 })),
          para(run(`${w.url}{_verifyUrl}`, { size: 18, color: '555555' })),
          para(run(`${w.code}{_verifyCode}${w.by}{_printedBy}${w.at}{_printTime}`, { size: 18, color: '555555' })),
          para(run(`${w.zone}{_timeZone}`, { size: 18, color: '555555' })),
        ].join('')}</w:tc>`,
      ]),
    ],
    { borderless: true },
  );

function documentXml(title, body, lang = 'zh-CN') {
  const w = WORDS[lang];
  const parts = [
    para(run(title, { bold: true, size: 36 }), { align: 'center', after: 80 }),
    para(run('{_subject}', { size: 20, color: '555555' }), { align: 'center', after: 200 }),
    ...body,
    heading(w.history[0]),
    HISTORY(w),
    para(run(''), { after: 200 }),
    VERIFY(w),
  ];
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>${parts.join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr></w:body></w:document>`;
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="${FONT}" w:eastAsia="${FONT}" w:hAnsi="${FONT}" w:cs="${FONT}"/><w:sz w:val="21"/><w:szCs w:val="21"/><w:lang w:val="en-US" w:eastAsia="zh-CN"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="0" w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`;
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOC_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

function writeDocx(name, xml) {
  const zip = new yazl.ZipFile();
  const add = (p, text) => zip.addBuffer(Buffer.from(text, 'utf8'), p, { mtime: MTIME, mode: 0o100644 });
  add('[Content_Types].xml', CONTENT_TYPES);
  add('_rels/.rels', RELS);
  add('word/_rels/document.xml.rels', DOC_RELS);
  add('word/styles.xml', STYLES);
  add('word/document.xml', xml);
  zip.end();
  const chunks = [];
  zip.outputStream.on('data', (c) => chunks.push(c));
  return new Promise((resolve) =>
    zip.outputStream.on('end', () => {
      fs.mkdirSync(OUT, { recursive: true });
      fs.writeFileSync(path.join(OUT, name), Buffer.concat(chunks));
      resolve();
    }),
  );
}

const leave = documentXml('请假申请单', [
  fieldTable([
    ['申请人', '{_applicant}'],
    ['申请时间', '{_createTime}'],
    ['请假类型', '{leaveType}'],
    ['请假天数', '{days}'],
    ['开始日期', '{startDate}'],
    ['结束日期', '{endDate}'],
    ['联系电话', '{phone}'],
    ['流程状态', '{_status}'],
    ['请假事由', '{reason}', true],
    ['附件', '{attachments}', true],
    ['人事备注', '{hrRemark}', true],
  ]),
  heading('工作交接'),
  loopTable('handover', [
    ['序号', '_no', 800],
    ['交接日期', 'handoverDate', 1800],
    ['交接事项', 'task', 4000],
    ['相关文件', 'file', 2400],
  ]),
]);

const leaveEn = documentXml(
  'Leave Request Form',
  [
    fieldTable([
      ['Applicant', '{_applicant}'],
      ['Requested at', '{_createTime}'],
      ['Leave type', '{leaveType}'],
      ['Days', '{days}'],
      ['Start date', '{startDate}'],
      ['End date', '{endDate}'],
      ['Phone', '{phone}'],
      ['Status', '{_status}'],
      ['Reason', '{reason}', true],
      ['Attachments', '{attachments}', true],
      ['HR remark', '{hrRemark}', true],
    ]),
    heading('Work handover'),
    loopTable('handover', [
      ['No.', '_no', 800],
      ['Handover date', 'handoverDate', 1800],
      ['Task', 'task', 4000],
      ['Related file', 'file', 2400],
    ]),
  ],
  'en-US',
);

const leaveId = documentXml(
  'Formulir Permohonan Cuti',
  [
    fieldTable([
      ['Pemohon', '{_applicant}'],
      ['Waktu pengajuan', '{_createTime}'],
      ['Jenis cuti', '{leaveType}'],
      ['Jumlah hari', '{days}'],
      ['Tanggal mulai', '{startDate}'],
      ['Tanggal selesai', '{endDate}'],
      ['Telepon', '{phone}'],
      ['Status', '{_status}'],
      ['Alasan', '{reason}', true],
      ['Lampiran', '{attachments}', true],
      ['Catatan HR', '{hrRemark}', true],
    ]),
    heading('Serah terima pekerjaan'),
    loopTable('handover', [
      ['No.', '_no', 800],
      ['Tanggal serah terima', 'handoverDate', 1800],
      ['Tugas', 'task', 4000],
      ['Berkas terkait', 'file', 2400],
    ]),
  ],
  'id',
);

const expense = documentXml('费用报销单', [
  fieldTable([
    ['报销人', '{_applicant}'],
    ['申请时间', '{_createTime}'],
    ['费用类型', '{expenseType}'],
    ['报销金额（元）', '{amount}'],
    ['发生日期', '{occurDate}'],
    ['流程状态', '{_status}'],
    ['费用说明', '{description}', true],
    ['票据附件', '{attachments}', true],
  ]),
  heading('费用明细'),
  loopTable('items', [
    ['序号', '_no', 800],
    ['项目', 'item', 5200],
    ['金额（元）', 'itemAmount', 3000],
  ]),
]);

await writeDocx('leave-request.docx', leave);
await writeDocx('leave-request.en-US.docx', leaveEn);
await writeDocx('leave-request.id.docx', leaveId);
await writeDocx('expense-claim.docx', expense);
console.log(`print templates written to ${path.relative(process.cwd(), OUT)}`);
