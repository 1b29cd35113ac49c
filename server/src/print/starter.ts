import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlignTable,
  WidthType,
  type ITableCellOptions,
} from 'docx';
import type { PrintTag, PrintTagList, PrintTagLoop } from '../../../contract/print.js';
import { t, type Lang } from '../lib/i18n.js';
import { loopRow } from './tags.js';

/**
 * A starter Word template made from a form's tag list (tags.ts), so a company can start from the
 * form instead of an empty page: the document's own tags and every field in a label/value table, a
 * table per sub-table whose one row repeats, the approval history with the approvers' signatures,
 * the QR code with the verification code, and an empty page header and footer for the letterhead.
 * Built with the `docx` package; the tags are plain text runs, as easy-template-x reads them.
 */

// A4 with 2 cm margins: the width tables share (twentieths of a point)
const PAGE = { width: 11906, height: 16838, margin: 1134 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 2400;
const NUMBER_WIDTH = 900;
const LABEL_FILL = 'EEF2F7';
const GREY = '595959';
// the font LibreOffice prints with on the server (the bundled templates use it too); Word substitutes its own
const FONT = 'Noto Sans CJK SC';

/** the document's own tags in the first rows of the field table, before the form's fields */
const HEAD_TAGS = ['_applicant', '_createTime', '_status', '_instId'];
/** the history's columns in the starter's table (its sign time stays in the tag list) */
const HISTORY_COLUMNS = ['node', 'approver', 'action', 'opinion', 'signature', 'time'];

const text = (value: string, o: { bold?: boolean; size?: number; color?: string } = {}) =>
  new TextRun({ text: value, bold: o.bold, size: o.size, color: o.color });

function cell(value: string, width: number, o: Partial<ITableCellOptions> & { bold?: boolean; center?: boolean } = {}) {
  const { bold, center, ...options } = o;
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlignTable.CENTER,
    children: [new Paragraph({ alignment: center ? AlignmentType.CENTER : undefined, children: [text(value, { bold })] })],
    ...options,
  });
}

const labelCell = (value: string, width: number, center = false) =>
  cell(value, width, { bold: true, center, shading: { type: ShadingType.CLEAR, color: 'auto', fill: LABEL_FILL } });

function table(widths: number[], rows: TableRow[], borderless = false) {
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const line = { style: BorderStyle.SINGLE, size: 4, color: '808080' };
  const b = borderless ? none : line;
  return new Table({
    width: { size: widths.reduce((a, w) => a + w, 0), type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: { top: b, bottom: b, left: b, right: b, insideHorizontal: b, insideVertical: b },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    rows,
  });
}

const heading = (value: string) =>
  new Paragraph({ spacing: { before: 240, after: 100 }, children: [text(value, { bold: true, size: 26 })] });

/** Label and value, one pair a row: a long value (a reason, a file list) keeps the page's width. */
function fieldTable(pairs: PrintTag[]) {
  const rows = pairs.map(
    (p) => new TableRow({ cantSplit: true, children: [labelCell(p.label, LABEL_WIDTH), cell(`{${p.tag}}`, CONTENT - LABEL_WIDTH)] }),
  );
  return table([LABEL_WIDTH, CONTENT - LABEL_WIDTH], rows);
}

/** A head row of the columns' labels and the one row that repeats per item. */
function loopTable(loop: PrintTagLoop, columns: PrintTag[]) {
  const narrow = (c: PrintTag) => c.tag === '_no';
  const wide = columns.filter((c) => !narrow(c)).length || 1;
  const rest = CONTENT - NUMBER_WIDTH * columns.filter(narrow).length;
  const widths = columns.map((c) => (narrow(c) ? NUMBER_WIDTH : Math.floor(rest / wide)));
  const head = new TableRow({ tableHeader: true, cantSplit: true, children: columns.map((c, i) => labelCell(c.label, widths[i], true)) });
  const row = loopRow(
    loop.tag,
    columns.map((c) => c.tag),
  );
  const body = new TableRow({
    cantSplit: true,
    children: row.map((value, i) => cell(value, widths[i], { center: narrow(columns[i]) || columns[i].kind === 'image' })),
  });
  return table(widths, [head, body]);
}

function verifyBlock(list: PrintTagList, lang: Lang) {
  const name = (tag: string) => list.document.find((d) => d.tag === tag)?.label ?? tag;
  const line = (value: string) => new Paragraph({ children: [text(value, { size: 18, color: GREY })] });
  const qr = 1900;
  const words = new TableCell({
    width: { size: CONTENT - qr, type: WidthType.DXA },
    verticalAlign: VerticalAlignTable.CENTER,
    children: [
      new Paragraph({ children: [text(t(lang, 'print.starter.verifyHint'), { size: 20 })] }),
      line(`${name('_verifyCode')}: {_verifyCode}`),
      line(`${name('_verifyUrl')}: {_verifyUrl}`),
      line(`${name('_printedBy')}: {_printedBy}    ${name('_printTime')}: {_printTime}`),
    ],
  });
  return table([qr, CONTENT - qr], [new TableRow({ cantSplit: true, children: [cell('{_qrCode}', qr, { center: true }), words] })], true);
}

/** The starter template of a form, as .docx bytes, in the language of its tag list. */
export async function starterTemplate(list: PrintTagList, lang: Lang): Promise<Buffer> {
  const head = HEAD_TAGS.flatMap((tag) => list.document.filter((d) => d.tag === tag));
  const body: (Paragraph | Table)[] = [
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 80 }, children: [text(list.formName, { bold: true, size: 36 })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 200 }, children: [text('{_subject}', { size: 20, color: GREY })] }),
    fieldTable([...head, ...list.fields]),
  ];
  for (const loop of list.loops.filter((l) => l.kind === 'subtable')) body.push(heading(loop.label), loopTable(loop, loop.columns));
  const history = list.loops.find((l) => l.kind === 'history');
  if (history) {
    const columns = HISTORY_COLUMNS.flatMap((tag) => history.columns.filter((c) => c.tag === tag));
    body.push(heading(history.label), loopTable(history, columns));
  }
  body.push(new Paragraph({ spacing: { after: 200 }, children: [] }), verifyBlock(list, lang));

  const doc = new Document({
    creator: 'approval-portal',
    title: list.formName,
    styles: { default: { document: { run: { font: { ascii: FONT, eastAsia: FONT, hAnsi: FONT, cs: FONT }, size: 21 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, header: 567, footer: 567 },
          },
        },
        // the letterhead's place: an empty line ruled below, for the company's logo, name and address
        headers: {
          default: new Header({
            children: [
              new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '808080', space: 4 } }, children: [] }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: [PageNumber.CURRENT, ' / ', PageNumber.TOTAL_PAGES], size: 18, color: GREY })],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
