import { Value } from 'typebox/value';
import { QueryBody } from '../../../contract/common.js';
import type { PageResultOf } from '../../../contract/common.js';
import type { Database } from '../db/database.js';
import { filteredPage, type PageQuery } from '../db/filtered-page.js';
import type { AllowList } from '../db/filters.js';
import { badRequest } from '../lib/errors.js';

const BASE64 = /^[A-Za-z0-9+/=_-]*$/;

/** Reads a Base64 value (standard or URL alphabet) as UTF-8 text; undefined when it is not Base64. */
export function fromBase64(value: string): string | undefined {
  const s = value.trim();
  if (!s || !BASE64.test(s)) return undefined;
  return Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
}

/**
 * The body of queryUserWithMainOrgPost: Base64 of a JSON `{querys, pageBean, sorters}`. A JSON
 * object is taken as is, for callers that send the query unencoded.
 */
export function decodeQueryBody(body: unknown): QueryBody {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    const text = fromBase64(body);
    if (text === undefined) throw badRequest('uc.badBase64');
    try {
      parsed = text.trim() ? JSON.parse(text) : {};
    } catch {
      throw badRequest('uc.badBase64');
    }
  }
  if (parsed === null || parsed === undefined) parsed = {};
  return checkQueryBody(parsed);
}

export function checkQueryBody(value: unknown): QueryBody {
  if (value && typeof value === 'object') value = Value.Default(QueryBody, value);
  if (!Value.Check(QueryBody, value)) {
    const first = [...Value.Errors(QueryBody, value)][0];
    const where = first ? `${first.instancePath || '/'} ${first.message}` : 'invalid';
    throw badRequest('uc.badQueryBody', { detail: where });
  }
  return value as QueryBody;
}

/**
 * Numbers and booleans compared with a text value would make PostgreSQL fail on the cast; such a
 * value is a bad request, said so, rather than a server error.
 */
export function checkFilterValues(allow: AllowList, body: QueryBody): void {
  for (const f of body.querys ?? []) {
    const col = Object.prototype.hasOwnProperty.call(allow, f.property) ? allow[f.property] : undefined;
    if (!col || (col.kind !== 'number' && col.kind !== 'bool')) continue;
    const values = Array.isArray(f.value) ? f.value : typeof f.value === 'string' && f.value.includes(',') ? f.value.split(',') : [f.value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      const fine =
        col.kind === 'number'
          ? Number.isFinite(Number(v)) && String(v).trim() !== ''
          : ['true', 'false', true, false].includes(v as string | boolean);
      if (!fine) throw badRequest('uc.badQueryBody', { detail: `${f.property}: ${col.kind}` });
    }
  }
}

/** A list's statement: one page of its rows through the filters and sorters, and the total. */
export type Run<R> = (db: Database, q: PageQuery) => Promise<{ rows: R[]; total: number }>;

/** A paged list of a user-centre body through the allow list of its properties (values the columns cannot take refused first). */
export function pagedList<R>(db: Database, body: QueryBody, allow: AllowList, run: Run<R>): Promise<PageResultOf<R>> {
  checkFilterValues(allow, body);
  return filteredPage(body, allow, (q) => run(db, q));
}
