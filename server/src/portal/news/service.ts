import crypto from 'node:crypto';
import {
  NEWS_LANGUAGES,
  type NewsAdminQuery,
  type NewsAdminRow,
  type NewsCategory,
  type NewsEdit,
  type NewsRetire,
  type NewsSave,
  type NewsStatus,
  type NewsTexts,
} from '../../../../contract/portal-news.js';
import type { Database } from '../../db/database.js';
import { sanitizeContent } from '../../messages/index.js';
import type { CurrentUser, Caller } from '../../lib/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { PageResult } from '../../lib/reply.js';
import * as repo from './repo.js';

type Editor = Pick<CurrentUser, 'id' | 'fullname' | 'isAdmin'>;

/** Every call of the editor is an administrator's: checked here, before anything is read or written. */
function adminOnly(user: Editor): void {
  if (!user.isAdmin) throw forbidden('portal.newsAdminOnly');
}

export async function categories(db: Database, c: Caller): Promise<NewsCategory[]> {
  const { user, lang } = c;
  adminOnly(user);
  return repo.categories(db, lang);
}

export async function pageNews(db: Database, c: Caller, body: NewsAdminQuery, now = new Date()): Promise<PageResult<NewsAdminRow>> {
  const { user, lang } = c;
  adminOnly(user);
  const page = body.pageBean?.page ?? 1;
  const pageSize = Math.min(body.pageBean?.pageSize ?? 20, 100);
  const result = await repo.pageNews(db, lang, { ...body, limit: pageSize, offset: (page - 1) * pageSize }, now);
  return { ...result, page, pageSize };
}

export async function newsForEdit(db: Database, user: Editor, id: string, now = new Date()): Promise<NewsEdit> {
  adminOnly(user);
  const n = await repo.findForEdit(db, id);
  if (!n) throw notFound('portal.newsNotFound');
  // an item written before the editor existed may carry only its plain columns: they are its zh-CN texts
  const texts = (i18n: NewsTexts | null, plain: string | null): NewsTexts => i18n ?? (plain ? { 'zh-CN': plain } : {});
  return {
    id: n.id,
    classifyId: n.classify_id,
    title: texts(n.title_i18n, n.title),
    summary: texts(n.summary_i18n, n.summary),
    content: texts(n.content_i18n, n.content),
    publishTime: n.publish_time.toISOString(),
    isTop: n.is_top,
    status: repo.statusOf(n.status, n.publish_time, now),
    version: n.version,
  };
}

const PUBLISH_AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 date and time with its offset (Z or ±hh:mm), as a Date; undefined for anything else, an impossible day
 * (2026-02-30, which Date would roll into March) or hour included: a time without its offset would be read in the
 * server's zone, not the writer's.
 */
export function parsePublishAt(text: string): Date | undefined {
  const m = PUBLISH_AT.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute, second = 0] = m.slice(1, 7).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const offsetHours = Number(m[9] ?? 0);
  const offsetMinutes = Number(m[10] ?? 0);
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 14 || offsetMinutes > 59) return undefined;
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (local.getUTCFullYear() !== year || local.getUTCMonth() !== month - 1 || local.getUTCDate() !== day) return undefined;
  const millis = m[7] ? Number(`0.${m[7]}`) * 1000 : 0;
  const sign = m[8] === '-' ? -1 : 1;
  return new Date(local.getTime() + millis - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
}

/** The texts given (trimmed; blank ones left out) and the fallback: zh-CN, else the first language given. */
function given(texts: NewsTexts | undefined, clean: (s: string) => string = (s) => s): { all: NewsTexts; first: string | null } {
  const all: NewsTexts = {};
  for (const lang of NEWS_LANGUAGES) {
    const text = clean(texts?.[lang]?.trim() ?? '').trim();
    if (text) all[lang] = text;
  }
  return { all, first: NEWS_LANGUAGES.map((l) => all[l]).find(Boolean) ?? null };
}

/** The checked values of a save; refuses bad input before anything is written. */
async function valuesOf(db: Database, body: NewsSave, now: Date): Promise<repo.NewsValues> {
  const titles = given(body.title);
  if (!titles.first) throw badRequest('portal.newsTitleRequired');
  let publishTime = now;
  if (body.publishAt !== undefined && body.publishAt !== null && body.publishAt.trim() !== '') {
    const at = parsePublishAt(body.publishAt);
    if (!at) throw badRequest('portal.newsPublishAtInvalid', { value: body.publishAt });
    publishTime = at;
  }
  if (!(await repo.categoryExists(db, body.classifyId))) throw badRequest('portal.newsCategoryUnknown');
  const summaries = given(body.summary);
  // rich text keeps the safe subset only (no scripts, handlers, frames, styles; links to http(s), mailto, app paths)
  const contents = given(body.content, sanitizeContent);
  return {
    classifyId: body.classifyId,
    title: titles.first,
    titles: titles.all,
    summary: summaries.first,
    summaries: summaries.all,
    content: contents.first ?? '',
    contents: contents.all,
    publishTime,
    isTop: body.isTop ?? false,
    status: body.publish ? 'published' : 'draft',
  };
}

export async function saveNews(
  db: Database,
  user: Editor,
  body: NewsSave,
  now = new Date(),
): Promise<{ id: string; version: number; status: NewsStatus }> {
  adminOnly(user);
  const values = await valuesOf(db, body, now);
  const status = repo.statusOf(values.status, values.publishTime, now);
  if (!body.id) {
    const id = crypto.randomUUID();
    await repo.insertNews(db, id, user.id, user.fullname, values);
    return { id, version: 1, status };
  }
  if (body.version === undefined) throw badRequest('portal.newsVersionRequired');
  const version = await repo.updateNews(db, body.id, body.version, user.id, values);
  if (version === undefined) throw await missingOrChanged(db, body.id);
  return { id: body.id, version, status };
}

/** Takes an item off the home page; it stays in the editor's list, where an edit can publish it again. */
export async function retireNews(db: Database, user: Editor, body: NewsRetire, now = new Date()) {
  adminOnly(user);
  const row = await repo.retireNews(db, body.id, body.version, user.id);
  if (!row) throw await missingOrChanged(db, body.id);
  return { id: row.id, version: row.version, status: repo.statusOf(row.status, row.publish_time, now) };
}

/** Why a versioned write changed nothing: the item is gone (404), or another editor wrote it first (409). */
async function missingOrChanged(db: Database, id: string) {
  return (await repo.newsExists(db, id)) ? conflict('portal.newsChanged') : notFound('portal.newsNotFound');
}
