import type { QueryByTypeBody, UserDetail, UserRow } from '../../../contract/uc.js';
import type { PageResultOf } from '../../../contract/common.js';
import type { Database } from '../db/database.js';
import { badRequest, notFound } from '../lib/errors.js';
import { USER_FILTERS } from './allow-lists.js';
import { decodeQueryBody, fromBase64, pagedList } from './query-body.js';
import { findUserId, findUserRowByAccount, findUserRows, loadUserDetail, searchActiveUsers } from './repo.js';

export { changePassword, defaultStrategy } from './password.js';

/** The global user search (50 a page); an empty pattern loads nothing (spec 01 §5). */
export async function searchUsers(db: Database, body: QueryByTypeBody): Promise<PageResultOf<UserRow>> {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 50;
  const pattern = (body.pattern ?? '').trim();
  if (!pattern) return { rows: [], total: 0, page, pageSize };
  const { rows, total } = await searchActiveUsers(db, pattern, { offset: (page - 1) * pageSize, pageSize });
  return { rows, total, page, pageSize };
}

/** Users with their main organisation and post, through the allow list; the body is Base64 JSON or JSON. */
export const pageUsers = (db: Database, raw: unknown): Promise<PageResultOf<UserRow>> =>
  pagedList(db, decodeQueryBody(raw), USER_FILTERS, findUserRows);

/** A value that may come in the query string or in a JSON body. */
export function queryOrBody(query: Record<string, string | undefined>, body: unknown, name: string): string | undefined {
  if (query[name]) return query[name];
  const fromBody: unknown = body && typeof body === 'object' ? Object.entries(body).find(([key]) => key === name)?.[1] : undefined;
  return typeof fromBody === 'string' && fromBody ? fromBody : undefined;
}

/** The detail record of a user; the key is Base64 as the spec says, a plain account or id is understood too. */
export async function userDetail(db: Database, encoded: string | undefined): Promise<UserDetail> {
  if (!encoded) throw badRequest('uc.accountRequired');
  let id: string | undefined;
  for (const candidate of [fromBase64(encoded)?.trim(), encoded.trim()]) {
    if (!id && candidate) id = await findUserId(db, candidate);
  }
  const detail = id ? await loadUserDetail(db, id) : undefined;
  if (!detail) throw notFound('uc.userNotFound');
  return detail;
}

/** A user row by account; the portal Base64-encodes account values, a plain account is accepted too. */
export async function userByAccount(db: Database, given: string | undefined): Promise<UserRow> {
  if (!given) throw badRequest('uc.accountRequired');
  const candidates = [given.trim(), fromBase64(given)?.trim()].filter((c): c is string => !!c);
  for (const account of candidates) {
    const row = await findUserRowByAccount(db, account);
    if (row) return row;
  }
  throw notFound('uc.userNotFound');
}

/** The detail record of a signed-in user (the login state's userInfo); undefined when the user is gone. */
export const loadUser = (db: Database, userId: string): Promise<UserDetail | undefined> => loadUserDetail(db, userId);
