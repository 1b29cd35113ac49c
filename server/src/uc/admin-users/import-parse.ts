import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS } from '../../../../contract/uc-admin-users.js';
import { badRequest } from '../../lib/errors.js';

/**
 * Reading an import file into rows of text cells: CSV (UTF-8, or GB18030 as Chinese spreadsheets save it) or Excel
 * (.xlsx, the first sheet). Nothing is ever evaluated: a formula cell of a workbook is read as its formula's text
 * (`=HYPERLINK(...)`), never its cached result, and the checks then treat it as text.
 */
export interface ParsedFile {
  header: string[];
  /** data rows; `line` is the row of the file (the header is line 1) */
  rows: { line: number; cells: string[] }[];
}

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\ufeff/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

function tooMany(): never {
  throw badRequest('adminUsers.importTooManyRows', { max: IMPORT_MAX_ROWS.toLocaleString('en-US') });
}

type Lines = { line: number; cells: string[] }[];

function parseCsv(bytes: Buffer): Lines {
  const text = decodeText(bytes);
  // a quick bound before parsing: more lines than rows allowed (a quoted line break only makes it look longer)
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: IMPORT_MAX_ROWS + 2 });
  return parsed.data.map((r, i) => ({ line: i + 1, cells: r.map((c) => String(c ?? '')) }));
}

/** The text of a cell as written: a formula's own text, a hyperlink's text, rich text joined, dates as ISO dates. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('formula' in value && value.formula) return `=${value.formula}`;
  if ('sharedFormula' in value && value.sharedFormula) return `=${value.sharedFormula}`;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

async function parseXlsx(bytes: Buffer): Promise<Lines> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest('adminUsers.importUnreadable');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) tooMany();
  const rows: Lines = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    rows.push({ line: row.number, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
}

export async function parseImportFile(bytes: Buffer): Promise<ParsedFile> {
  const all = isZip(bytes) ? await parseXlsx(bytes) : parseCsv(bytes);
  const nonEmpty = all.filter((r) => r.cells.some((c) => c.trim()));
  if (!nonEmpty.length) throw badRequest('adminUsers.importEmpty');
  const [head, ...rows] = nonEmpty;
  if (rows.length > IMPORT_MAX_ROWS) tooMany();
  return { header: head.cells.map((c) => c.trim()), rows };
}
