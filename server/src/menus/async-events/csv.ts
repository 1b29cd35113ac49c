/**
 * CSV that Excel opens correctly: a UTF-8 byte order mark (otherwise Excel reads Chinese as
 * mojibake), CRLF line ends, every cell quoted. A cell that starts like a formula (= + - @, tab, CR)
 * gets a leading apostrophe so a spreadsheet never evaluates user text (CSV injection).
 */
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): Buffer {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(','));
  return Buffer.from(BOM + lines.join('\r\n') + '\r\n', 'utf8');
}
