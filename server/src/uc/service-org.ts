import { pinyin } from 'pinyin-pro';
import type { PageResultOf } from '../../../contract/common.js';
import type { Database } from '../db/database.js';
import { forbidden, notFound } from '../lib/errors.js';
import type { AllowList } from '../db/filters.js';
import { setSessionPost } from '../identity/index.js';
import { JOB_FILTERS, ORG_FILTERS, POST_FILTERS, ROLE_FILTERS } from './allow-lists.js';
import { checkQueryBody, pagedList, type Run } from './query-body.js';
import * as repo from './repo-org.js';

/** A paged list through the allow list of its properties; the body is JSON. */
const paged = <R>(db: Database, raw: unknown, allow: AllowList, run: Run<R>): Promise<PageResultOf<R>> =>
  pagedList(db, checkQueryBody(raw ?? {}), allow, run);

/** The tree's roots are asked for with no parent, an empty one or the conventional "0". */
export function orgChildren(db: Database, parentId: string | null | undefined, demId: string | undefined) {
  return repo.findOrgChildren(db, !parentId || parentId === '0' ? null : parentId, demId);
}

export const orgPage = (db: Database, body: unknown) => paged(db, body, ORG_FILTERS, repo.findOrgPage);
export const rolePage = (db: Database, body: unknown) => paged(db, body, ROLE_FILTERS, repo.findRolePage);
export const jobPage = (db: Database, body: unknown) => paged(db, body, JOB_FILTERS, repo.findJobPage);
export const postPage = (db: Database, body: unknown) => paged(db, body, POST_FILTERS, repo.findPostPage);
export const dems = (db: Database) => repo.findDems(db);

/** The position switch: only a post the user holds is kept on the session. */
export async function switchPost(db: Database, user: { id: string; sessionId: string }, postId: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.holdsPost(trx, user.id, postId))) throw forbidden('uc.postNotYours');
    await setSessionPost(trx, user.sessionId, postId);
    return postId;
  });
}

/** Full pinyin without tones (type 0) or the first letters (type 1), without spaces. */
export function pinyinOf(chinese: string, type: number | undefined): string {
  const text = chinese.trim();
  const value =
    type === 1
      ? pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join('')
      : pinyin(text, { toneType: 'none', type: 'array' }).join('');
  return value.replace(/\s+/g, '');
}

export async function tenantByCode(db: Database, code: string) {
  const tenant = await repo.findTenantByCode(db, code);
  if (!tenant) throw notFound('uc.tenantNotFound');
  return tenant;
}
