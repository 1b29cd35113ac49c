import crypto from 'node:crypto';
import { IMPORT_COLUMNS, type ImportRow } from '../../../../contract/uc-admin-users.js';
import { LANGS, t, type Lang, type Params } from '../../lib/i18n.js';
import { badRequest } from '../../lib/errors.js';
import type { ParsedFile } from './import-parse.js';
import { ACCOUNT, EMAIL, MOBILE } from './rules.js';

/**
 * The checks of an import, one code for the preview and the confirm: each row's problems (which refuse it) and
 * warnings (which do not), and the plan of the rows that pass, resolved to ids. A fingerprint of the plan lets the
 * confirm see that nothing changed since the preview.
 */

type Column = (typeof IMPORT_COLUMNS)[number];

/** A header names a column by its English key, a few usual names, or the export's header in any of the three languages. */
function aliases(): Map<string, Column> {
  const map = new Map<string, Column>();
  const add = (name: string, c: Column) =>
    map.set(
      name
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, ''),
      c,
    );
  for (const c of IMPORT_COLUMNS) {
    add(c, c);
    for (const lang of LANGS) add(t(lang, `adminUsers.column.${c}`), c);
  }
  for (const [name, c] of [
    ['fullname', 'name'],
    ['orgcode', 'org'],
    ['orgpath', 'org'],
    ['organisation', 'org'],
    ['organization', 'org'],
    ['unit', 'org'],
    ['postcode', 'post'],
    ['role', 'roles'],
    ['employeeno', 'employeeNo'],
    ['employeenumber', 'employeeNo'],
  ] as const)
    add(name, c);
  return map;
}

export interface Lookups {
  orgs: { id: string; code: string; path_name: string }[];
  posts: { id: string; code: string; org_id: string }[];
  roles: { id: string; code: string }[];
  /** accounts that exist, lower-case */
  existing: Set<string>;
}

export interface PlannedUser {
  line: number;
  account: string;
  fullname: string;
  email: string | null;
  mobile: string | null;
  employeeNo: string | null;
  mainOrgId: string;
  mainPostId: string | null;
  roleIds: string[];
}

export interface Checked {
  rows: ImportRow[];
  planned: PlannedUser[];
  refused: number;
  warnings: number;
  fingerprint: string;
}

const LIMITS: Partial<Record<Column, number>> = { account: 64, name: 100, email: 200, mobile: 32, employeeNo: 64 };
/** What a spreadsheet would take for a formula: kept as text, never evaluated, and said so. */
const FORMULA_LIKE = /^[=+\-@]/;

export function columnsOf(header: string[]): Map<Column, number> {
  const names = aliases();
  const found = new Map<Column, number>();
  header.forEach((h, i) => {
    const c = names.get(
      h
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, ''),
    );
    if (c && !found.has(c)) found.set(c, i);
  });
  if (!found.has('account')) throw badRequest('adminUsers.importNoAccountColumn');
  return found;
}

export function checkImport(file: ParsedFile, lookups: Lookups, lang: Lang, fileHash: string): Checked {
  const cols = columnsOf(file.header);
  const orgByCode = new Map(lookups.orgs.map((o) => [o.code.toLowerCase(), o.id]));
  const orgByPath = new Map(lookups.orgs.map((o) => [o.path_name.toLowerCase(), o.id]));
  const postByCode = new Map(lookups.posts.map((p) => [p.code.toLowerCase(), p]));
  const roleByCode = new Map(lookups.roles.map((r) => [r.code.toLowerCase(), r.id]));
  const firstLine = new Map<string, number>();
  const rows: ImportRow[] = [];
  const planned: PlannedUser[] = [];
  let warnings = 0;
  for (const { line, cells } of file.rows) {
    const cell = (c: Column) => (cols.has(c) ? (cells[cols.get(c)!] ?? '').trim() : '');
    const problems: ImportRow['problems'] = [];
    let warned = false;
    const problem = (code: string, column?: Column, value?: string, params: Params = {}) =>
      problems.push({
        code,
        ...(column ? { column } : {}),
        ...(value !== undefined ? { value: value.slice(0, 200) } : {}),
        message: t(lang, `adminUsers.import.${code}`, { value: value?.slice(0, 80) ?? '', ...params }),
      });
    for (const c of cols.keys()) {
      const v = cell(c);
      if (LIMITS[c] && v.length > LIMITS[c]) problem('tooLong', c, v, { max: LIMITS[c] });
      // a phone number may start with +: that is no formula
      if (FORMULA_LIKE.test(v) && !(c === 'mobile' && MOBILE.test(v))) {
        warned = true;
        problem('formulaAsText', c, v);
      }
    }
    const account = cell('account');
    const key = account.toLowerCase();
    if (!account) problem('missingAccount', 'account');
    else if (!ACCOUNT.test(account)) problem('badAccount', 'account', account);
    else if (firstLine.has(key)) problem('duplicateInFile', 'account', account, { line: firstLine.get(key)! });
    else {
      firstLine.set(key, line);
      if (lookups.existing.has(key)) problem('accountExists', 'account', account);
    }
    const fullname = cell('name');
    if (!fullname) problem('missingName', 'name');
    const email = cell('email');
    if (email && !EMAIL.test(email)) problem('badEmail', 'email', email);
    const mobile = cell('mobile');
    if (mobile && !MOBILE.test(mobile)) problem('badMobile', 'mobile', mobile);
    const org = cell('org');
    const orgId = orgByCode.get(org.toLowerCase()) ?? orgByPath.get(org.toLowerCase().replace(/\s*\/\s*/g, '/'));
    if (!org) problem('missingOrg', 'org');
    else if (!orgId) problem('unknownOrg', 'org', org);
    const postCode = cell('post');
    const post = postCode ? postByCode.get(postCode.toLowerCase()) : undefined;
    if (postCode && !post) problem('unknownPost', 'post', postCode);
    else if (post && orgId && post.org_id !== orgId) problem('postElsewhere', 'post', postCode);
    const roleIds: string[] = [];
    for (const code of cell('roles')
      .split(/[;,|，；、]/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      const id = roleByCode.get(code.toLowerCase());
      if (id) roleIds.push(id);
      else problem('unknownRole', 'roles', code);
    }
    const refusing = problems.filter((p) => p.code !== 'formulaAsText');
    if (warned) warnings++;
    rows.push({ line, account, name: fullname, org, ok: !refusing.length, problems });
    if (!refusing.length && orgId)
      planned.push({
        line,
        account,
        fullname,
        email: email || null,
        mobile: mobile || null,
        employeeNo: cell('employeeNo') || null,
        mainOrgId: orgId,
        mainPostId: post?.id ?? null,
        roleIds: [...new Set(roleIds)],
      });
  }
  const fingerprint = crypto
    .createHash('sha256')
    .update(fileHash)
    .update(JSON.stringify(planned))
    .update(JSON.stringify(rows.filter((r) => !r.ok).map((r) => r.line)))
    .digest('hex');
  return { rows, planned, refused: rows.length - planned.length, warnings, fingerprint };
}
