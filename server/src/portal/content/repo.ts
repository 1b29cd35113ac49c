import type { NewsItem, SysTag } from '../../../../contract/portal.js';
import type { Database } from '../../db/database.js';
import type { AllowList } from '../../db/filters.js';
import { selectPage, type PageQuery } from '../../db/filtered-page.js';
import type { Lang } from '../../lib/i18n.js';

export const tagFilters: AllowList = {
  name: { column: 't.name', kind: 'text' },
  typeKey: { column: 't.type_key', kind: 'text', ops: ['EQUAL', 'IN'] },
  createBy: { column: 't.created_by', kind: 'text', ops: ['EQUAL', 'IN'] },
  sort: { column: 't.sort', kind: 'number' },
  createTime: { column: 't.created_at', kind: 'date' },
};

/** The long URL of a short one that has not expired. */
export async function longUrlOf(db: Database, shortUrl: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('portal_short_url')
    .select('long_url')
    .where('short_url', '=', shortUrl)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .executeTakeFirst();
  return row?.long_url;
}

export const pageTags = (db: Database, q: PageQuery): Promise<{ rows: SysTag[]; total: number }> =>
  selectPage(
    db.selectFrom('sys_tag as t'),
    q,
    (query) => query.select(['t.id', 't.type_key', 't.name', 't.color', 't.sort', 't.created_by', 't.created_at']),
    (query) => query.orderBy('t.sort').orderBy('t.name'),
    (t) => ({
      id: t.id,
      typeKey: t.type_key,
      name: t.name,
      color: t.color,
      sort: t.sort,
      createBy: t.created_by,
      createTime: t.created_at.toISOString(),
    }),
  );

/** The tag's creator, the row locked until the transaction ends. */
export function lockTag(trx: Database, id: string) {
  return trx.selectFrom('sys_tag').select(['id', 'created_by']).where('id', '=', id).forUpdate().executeTakeFirst();
}

interface TagValues {
  typeKey: string;
  name: string;
  color: string | null;
  sort?: number;
}

export async function updateTag(trx: Database, id: string, v: TagValues): Promise<void> {
  await trx
    .updateTable('sys_tag')
    .set({ type_key: v.typeKey, name: v.name, color: v.color, ...(v.sort === undefined ? {} : { sort: v.sort }) })
    .where('id', '=', id)
    .execute();
}

export async function insertTag(trx: Database, id: string, createdBy: string, v: TagValues): Promise<void> {
  await trx
    .insertInto('sys_tag')
    .values({ id, type_key: v.typeKey, name: v.name, color: v.color, sort: v.sort ?? 0, created_by: createdBy })
    .execute();
}

/** A news item's head (its id, classification and title): the home page's list and the editor's both read it. */
export const NEWS_HEAD_COLUMNS = [
  'n.id',
  'n.classify_id',
  'c.name as classify_name',
  'c.name_i18n as classify_name_i18n',
  'n.title',
  'n.title_i18n',
] as const;

const NEWS_COLUMNS = [
  ...NEWS_HEAD_COLUMNS,
  'n.summary',
  'n.summary_i18n',
  'n.author',
  'n.author_i18n',
  'n.publish_time',
  'n.is_top',
] as const;

/** Published news (top first, newest first) in the caller's language, optionally of one classification. */
export async function listNews(db: Database, lang: Lang, classifyId: string | undefined, limit: number): Promise<NewsItem[]> {
  let q = publishedNews(db).select([...NEWS_COLUMNS]);
  if (classifyId) q = q.where('n.classify_id', '=', classifyId);
  const rows = await q.orderBy('n.is_top', 'desc').orderBy('n.publish_time', 'desc').orderBy('n.id').limit(limit).execute();
  return rows.map((row) => newsItem(row, lang));
}

/** One published item with its content, in the caller's language. */
export async function findNews(db: Database, lang: Lang, id: string): Promise<(NewsItem & { content: string }) | undefined> {
  const row = await publishedNews(db)
    .select([...NEWS_COLUMNS, 'n.content', 'n.content_i18n'])
    .where('n.id', '=', id)
    .executeTakeFirst();
  return row && { ...newsItem(row, lang), content: inLang(row.content_i18n, lang) || row.content };
}

function publishedNews(db: Database) {
  return db
    .selectFrom('portal_news as n')
    .innerJoin('portal_news_classify as c', 'c.id', 'n.classify_id')
    .where('n.status', '=', 'published')
    .where('n.publish_time', '<=', new Date());
}

type Texts = Partial<Record<Lang, string>> | null;
const inLang = (texts: Texts, lang: Lang): string | undefined => texts?.[lang] || undefined;

function newsItem(
  n: {
    id: string;
    classify_id: string;
    classify_name: string;
    classify_name_i18n: Texts;
    title: string;
    title_i18n: Texts;
    summary: string | null;
    summary_i18n: Texts;
    author: string | null;
    author_i18n: Texts;
    publish_time: Date;
    is_top: boolean;
  },
  lang: Lang,
): NewsItem {
  return {
    id: n.id,
    classifyId: n.classify_id,
    classifyName: inLang(n.classify_name_i18n, lang) ?? n.classify_name,
    title: inLang(n.title_i18n, lang) ?? n.title,
    summary: inLang(n.summary_i18n, lang) ?? n.summary,
    author: inLang(n.author_i18n, lang) ?? n.author,
    publishTime: n.publish_time ? n.publish_time.toISOString() : '',
    isTop: n.is_top,
  };
}

export async function insertFeedback(
  db: Database,
  row: {
    id: string;
    userId: string;
    message: string;
    link: string;
    screenshot: string | null;
    text: string | null;
    lang: string;
    userAgent: string | null;
  },
): Promise<void> {
  await db
    .insertInto('portal_feedback')
    .values({
      id: row.id,
      user_id: row.userId,
      message: row.message,
      link: row.link,
      screenshot_file_id: row.screenshot,
      text: row.text,
      lang: row.lang,
      user_agent: row.userAgent,
    })
    .execute();
}
