import Papa from 'papaparse';

// a leading = + - @ (tab, CR) is defused so a spreadsheet never runs it as a formula; plain negative numbers stay numbers
const FORMULA = /^(?!-?\d+(\.\d+)?$)[=+\-@\t\r]/;
const defuse = (cell: string | null) => (cell !== null && FORMULA.test(cell) ? `'${cell}` : cell);

/** A CSV text with a BOM so Excel reads the Chinese text as UTF-8; cells are quoted only when needed. */
export function toCsv(headers: string[], rows: (string | null)[][]): string {
  return (
    '\uFEFF' +
    Papa.unparse(
      [headers, ...rows].map((r) => r.map(defuse)),
      { newline: '\r\n' },
    )
  );
}
