import Papa from 'papaparse';
import sanitizeHtml from 'sanitize-html';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { t as text, type Lang } from '../../lib/i18n.js';
import type { AsyncExportKind } from '../../../../contract/portal.js';
import * as repo from './repo-files.js';

export interface ExportFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const t = (lang: Lang, key: string) => text(lang, `portal.${key}`);
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:T]/g, '');
type Cell = string | number | boolean | null | undefined;
/**
 * CSV that Excel opens correctly: a UTF-8 byte order mark (else Excel reads Chinese as mojibake),
 * CRLF line ends, every cell quoted. A cell starting like a formula (= + - @, tab, CR) gets a
 * leading apostrophe so a spreadsheet never evaluates user text; the pattern has no `$` so a
 * multi-line cell is caught too (Papa's default pattern misses it).
 */
export const toCsv = (header: readonly string[], rows: readonly (readonly Cell[])[]): Buffer =>
  Buffer.from(
    '\uFEFF' +
      Papa.unparse(
        [header, ...rows].map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c)))),
        { quotes: true, newline: '\r\n', escapeFormulae: /^[=+\-@\t\r]/ },
      ) +
      '\r\n',
    'utf8',
  );
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
/** Message HTML as one line of text for a spreadsheet cell. */
export const plainText = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|div|li|tr|h3|h4)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();

/** The caller's inner messages, newest first. */
async function messagesCsv(db: Database, userId: string, lang: Lang, now: Date): Promise<ExportFile> {
  const rows = await repo.messagesOf(db, userId);
  const header = ['subject', 'type', 'from', 'time', 'read', 'content'].map((k) => t(lang, `csv.messages.${k}`));
  const bytes = toCsv(
    header,
    rows.map((r) => [
      r.subject,
      r.type,
      r.from_user_name,
      r.created_at.toISOString(),
      t(lang, r.is_read ? 'csv.yes' : 'csv.no'),
      plainText(r.content),
    ]),
  );
  return { fileName: `messages-${stamp(now)}.csv`, contentType: 'text/csv; charset=utf-8', bytes };
}

/** The active staff of the caller's main department (not its sub-departments), by name. */
async function departmentUsersCsv(db: Database, userId: string, lang: Lang, now: Date): Promise<ExportFile> {
  const orgId = await repo.mainDepartmentOf(db, userId);
  if (!orgId) throw new AppError(400, 'portal.eventNoDepartment');
  const rows = await repo.departmentUsers(db, orgId);
  const header = ['account', 'fullname', 'employeeNo', 'post', 'email', 'mobile'].map((k) => t(lang, `csv.users.${k}`));
  const bytes = toCsv(
    header,
    rows.map((r) => [r.account, r.fullname, r.employee_no, r.post, r.email, r.mobile]),
  );
  return { fileName: `department-users-${stamp(now)}.csv`, contentType: 'text/csv; charset=utf-8', bytes };
}

export function runExport(db: Database, kind: AsyncExportKind, userId: string, lang: Lang, now = new Date()): Promise<ExportFile> {
  switch (kind) {
    case 'messages.csv':
      return messagesCsv(db, userId, lang, now);
    case 'department-users.csv':
      return departmentUsersCsv(db, userId, lang, now);
  }
}
