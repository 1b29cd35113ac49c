import crypto from 'node:crypto';
import type { QueryBody } from '../../../../contract/common.js';
import type { FeedbackSave, NewsDetail, NewsItem, SysTag, SysTagSave } from '../../../../contract/portal.js';
import type { Database } from '../../db/database.js';
import { canReadFile, type FileReadRule } from '../../files/index.js';
import type { CurrentUser } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { filteredPage } from '../../db/filtered-page.js';
import type { PageResult } from '../../lib/reply.js';
import * as repo from './repo.js';

const uniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * The long URL of a short link, answered only when it stays on the portal's own origin: a path
 * (`/front/...`) or an absolute address on `ownOrigin`. Anything else is refused so the call can
 * never become an open redirect.
 */
export async function longUrl(db: Database, shortUrl: string, ownOrigin: string): Promise<string> {
  const url = await repo.longUrlOf(db, shortUrl);
  if (url === undefined) throw notFound('portal.shortUrlNotFound');
  if (!isSameOrigin(url, ownOrigin)) throw badRequest('home.shortUrlForeign');
  return url;
}

/** A path of our origin (not `//host` nor `/\host`), or an absolute http(s) address on `ownOrigin`. */
export function isSameOrigin(url: string, ownOrigin: string): boolean {
  const text = url.trim();
  // control characters and backslashes: browsers read `/\host` as another host
  if (!text || text.includes('\\') || [...text].some((c) => c.charCodeAt(0) < 0x20)) return false;
  if (text.startsWith('/')) return !text.startsWith('//');
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return false;
  }
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === new URL(ownOrigin).origin;
}

export const pageTags = (db: Database, body: QueryBody): Promise<PageResult<SysTag>> =>
  filteredPage(body, repo.tagFilters, (q) => repo.pageTags(db, q));

/** Creates a tag, or changes one (its creator or an administrator): the check and the write share one transaction. */
export async function saveTag(db: Database, user: CurrentUser, body: SysTagSave): Promise<{ id: string }> {
  const values = { typeKey: body.typeKey, name: body.name.trim(), color: body.color ?? null, sort: body.sort };
  try {
    const id = await db.transaction().execute(async (trx) => {
      if (body.id) {
        const existing = await repo.lockTag(trx, body.id);
        if (!existing) throw notFound('portal.tagNotFound');
        if (existing.created_by !== user.id && !user.isAdmin) throw forbidden('portal.tagNotYours');
        await repo.updateTag(trx, body.id, values);
        return body.id;
      }
      const newId = crypto.randomUUID();
      await repo.insertTag(trx, newId, user.id, values);
      return newId;
    });
    return { id };
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('portal.tagDuplicate');
    throw err;
  }
}

export const listNews = (db: Database, lang: Lang, classifyId: string | undefined, limit = 20): Promise<NewsItem[]> =>
  repo.listNews(db, lang, classifyId, limit);

export async function newsById(db: Database, lang: Lang, id: string): Promise<NewsDetail> {
  const news = await repo.findNews(db, lang, id);
  if (!news) throw notFound('portal.newsNotFound');
  return news;
}

/** Stores the error toast's feedback; the screenshot must be a file the caller may read (by one of `readRules`). */
export async function saveFeedback(
  db: Database,
  user: CurrentUser,
  body: FeedbackSave,
  client: { lang: string; userAgent: string | undefined },
  readRules: readonly FileReadRule[],
): Promise<{ id: string }> {
  if (!body.message.trim() && !body.text?.trim()) throw badRequest('portal.feedbackEmpty');
  if (body.screenshot) {
    if (!(await canReadFile(db, user, body.screenshot, readRules))) throw badRequest('portal.screenshotUnknown');
  }
  const id = crypto.randomUUID();
  await repo.insertFeedback(db, {
    id,
    userId: user.id,
    message: body.message,
    link: body.link,
    screenshot: body.screenshot || null,
    text: body.text ?? null,
    lang: client.lang,
    userAgent: typeof client.userAgent === 'string' ? client.userAgent.slice(0, 500) : null,
  });
  return { id };
}
