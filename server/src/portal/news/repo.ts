import { sql } from 'kysely';
import { NEWS_LANGUAGES, type NewsAdminRow, type NewsCategory, type NewsStatus, type NewsTexts } from '../../../../contract/portal-news.js';
import type { Database } from '../../db/database.js';
import type { Lang } from '../../lib/i18n.js';
import { NEWS_HEAD_COLUMNS } from '../content/repo.js';

type Texts = Partial<Record<Lang, string>> | null;
const inLang = (texts: Texts, lang: Lang, fallback: string): string => texts?.[lang] || fallback;

/** The categories, in their order, named in the caller's language. */
export async function categories(db: Database, lang: Lang): Promise<NewsCategory[]> {
  const rows = await db.selectFrom('portal_news_classify').select(['id', 'name', 'name_i18n']).orderBy('sort').orderBy('id').execute();
  return rows.map((c) => ({ id: c.id, name: inLang(c.name_i18n, lang, c.name) }));
}

export async function categoryExists(db: Database, id: string): Promise<boolean> {
  return !!(await db.selectFrom('portal_news_classify').select('id').where('id', '=', id).executeTakeFirst());
}

/** What a stored row shows the editor: a published item whose time is still to come is scheduled. */
export function statusOf(status: 'published' | 'draft' | 'retired', publishTime: Date, now: Date): NewsStatus {
  return status === 'published' && publishTime > now ? 'scheduled' : status;
}

export interface NewsFilter {
  classifyId?: string;
  status?: NewsStatus;
  limit: number;
  offset: number;
}

/** The editor's list: every item of every status, the last changed first. */
export async function pageNews(db: Database, lang: Lang, f: NewsFilter, now: Date): Promise<{ rows: NewsAdminRow[]; total: number }> {
  let base = db.selectFrom('portal_news as n');
  if (f.classifyId) base = base.where('n.classify_id', '=', f.classifyId);
  if (f.status === 'scheduled') base = base.where('n.status', '=', 'published').where('n.publish_time', '>', now);
  else if (f.status === 'published') base = base.where('n.status', '=', 'published').where('n.publish_time', '<=', now);
  else if (f.status) base = base.where('n.status', '=', f.status);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('portal_news_classify as c', 'c.id', 'n.classify_id')
      .leftJoin('uc_user as u', 'u.id', 'n.updated_by')
      .select([...NEWS_HEAD_COLUMNS, 'n.status', 'n.publish_time', 'n.is_top', 'n.updated_at', 'u.fullname as updated_by', 'n.version'])
      .orderBy('n.updated_at', 'desc')
      .orderBy('n.id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((n) => ({
      id: n.id,
      classifyId: n.classify_id,
      classifyName: inLang(n.classify_name_i18n, lang, n.classify_name),
      title: inLang(n.title_i18n, lang, n.title),
      languages: n.title_i18n ? NEWS_LANGUAGES.filter((l) => n.title_i18n?.[l]) : ['zh-CN'],
      status: statusOf(n.status, n.publish_time, now),
      publishTime: n.publish_time.toISOString(),
      isTop: n.is_top,
      updateTime: n.updated_at.toISOString(),
      updateBy: n.updated_by,
      version: n.version,
    })),
  };
}

/** One item with every language's texts; a seeded item without them has its plain columns as zh-CN. */
export async function findForEdit(db: Database, id: string) {
  return db
    .selectFrom('portal_news')
    .select([
      'id',
      'classify_id',
      'title',
      'title_i18n',
      'summary',
      'summary_i18n',
      'content',
      'content_i18n',
      'publish_time',
      'is_top',
      'status',
      'version',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function newsExists(db: Database, id: string): Promise<boolean> {
  return !!(await db.selectFrom('portal_news').select('id').where('id', '=', id).executeTakeFirst());
}

/** The stored columns of a write: the plain ones hold the fallback text (zh-CN, else the first language given). */
export interface NewsValues {
  classifyId: string;
  title: string;
  titles: NewsTexts;
  summary: string | null;
  summaries: NewsTexts;
  content: string;
  contents: NewsTexts;
  publishTime: Date;
  isTop: boolean;
  status: 'published' | 'draft';
}

const columns = (v: NewsValues) => ({
  classify_id: v.classifyId,
  title: v.title,
  title_i18n: JSON.stringify(v.titles),
  summary: v.summary,
  summary_i18n: JSON.stringify(v.summaries),
  content: v.content,
  content_i18n: JSON.stringify(v.contents),
  publish_time: v.publishTime,
  is_top: v.isTop,
  status: v.status,
});

export async function insertNews(db: Database, id: string, by: string, author: string, v: NewsValues): Promise<void> {
  await db
    .insertInto('portal_news')
    .values({ id, ...columns(v), author, created_by: by, updated_by: by })
    .execute();
}

/**
 * Writes an item if nobody wrote it since `version` was read; the new version, or undefined when somebody did (or it
 * is gone). Two such writes of one version: the second waits for the first's row lock, then finds no row to change.
 */
export async function updateNews(db: Database, id: string, version: number, by: string, v: NewsValues): Promise<number | undefined> {
  const row = await db
    .updateTable('portal_news')
    .set({ ...columns(v), updated_by: by, updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return row?.version;
}

/** Takes an item off the home page (same version check as updateNews); the row it became, or undefined. */
export async function retireNews(db: Database, id: string, version: number, by: string) {
  return db
    .updateTable('portal_news')
    .set({ status: 'retired', updated_by: by, updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(['id', 'version', 'status', 'publish_time'])
    .executeTakeFirst();
}
