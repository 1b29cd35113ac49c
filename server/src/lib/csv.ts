/** CSV exports of lists (the workflow's instance lists and exceptions, the seal use log): one writer for all. */
import type { FastifyReply } from 'fastify';

/** One CSV cell, quoted when needed. */
export const csvCell = (v: unknown): string => {
  const s = v === null || v === undefined ? '' : String(v);
  // a leading = + - @ would make a spreadsheet run the cell as a formula
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A row of cells as one CSV line. */
export const csvLine = (cells: unknown[]): string => cells.map(csvCell).join(',');

/** Sends the lines as a CSV attachment, with a BOM so spreadsheets read it as UTF-8. */
export function sendCsv(reply: FastifyReply, fileName: string, lines: string[]): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(`\ufeff${lines.join('\r\n')}\r\n`);
}
