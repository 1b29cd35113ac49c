import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS } from '../../../../contract/uc-admin-users.js';
import { badRequest } from '../../lib/errors.js';
import { isZip, readZipParts, ZipRefused, type ZipLimits } from '../../lib/zip-parts.js';

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

/**
 * A workbook is measured before exceljs (JSZip) opens it: a sheet of 50,000 rows is some tens of MB of XML, so more is
 * not a list of people but a zip bomb. Excel never writes a DOCTYPE: a part with one (entities, external or expanding)
 * is refused before any XML parser sees it. Links to other workbooks (xl/externalLinks) are never followed: exceljs
 * does not read them and a formula naming one is kept as its text.
 */
export const XLSX_LIMITS: ZipLimits = { parts: 1000, bytes: 150 * 1024 * 1024, ratio: 200, ratioFrom: 1024 * 1024 };

const MB = (n: number) => `${Math.ceil(n / 1024 / 1024)} MB`;

async function measureWorkbook(bytes: Buffer): Promise<void> {
  let parts;
  try {
    parts = await readZipParts(bytes, XLSX_LIMITS);
  } catch (err) {
    if (!(err instanceof ZipRefused)) throw err;
    const r = err.refusal;
    if (r.reason === 'tooManyParts') throw badRequest('adminUsers.importTooManyParts', { count: r.count, max: r.max });
    if (r.reason === 'compressed') throw badRequest('adminUsers.importCompressed', { ratio: r.ratio, max: r.max });
    if (r.reason === 'tooLarge') throw badRequest('adminUsers.importTooLarge', { size: MB(r.size), max: MB(r.max) });
    throw badRequest('adminUsers.importUnreadable');
  }
  for (const [name, part] of parts ?? []) {
    if (!/\.(xml|rels|vml)$/i.test(name)) continue;
    // markup, not text: a cell's `<` is written `&lt;`, and Excel writes no CDATA
    if (part.includes('<!DOCTYPE') || part.includes('<!ENTITY')) throw badRequest('adminUsers.importDoctype', { part: name });
  }
}

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
  await measureWorkbook(bytes);
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
