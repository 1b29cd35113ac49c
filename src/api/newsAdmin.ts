import { NEWS_ADMIN_CALLS as N } from '@contract/portal-news';
import type { NewsAdminQuery, NewsAdminRow, NewsCategory, NewsEdit, NewsRetire, NewsSave } from '@contract/portal-news';
import type { PageResultOf } from '@contract/common';
import { send } from './call';

/** The administrators' news editor (issue 29 item 21); readers use getNews / getNewsById (./portal). */

export type {
  NewsAdminQuery,
  NewsAdminRow,
  NewsCategory,
  NewsEdit,
  NewsRetire,
  NewsSave,
  NewsStatus,
  NewsTexts,
} from '@contract/portal-news';

export async function newsCategories(): Promise<NewsCategory[]> {
  return (await send(N.categories, {})).value;
}

export async function listNewsForAdmin(body: NewsAdminQuery): Promise<PageResultOf<NewsAdminRow>> {
  return (await send(N.list, { body })).value;
}

export async function getNewsForEdit(id: string): Promise<NewsEdit> {
  return (await send(N.get, { query: { id } })).value;
}

export async function saveNews(body: NewsSave) {
  return (await send(N.save, { body })).value;
}

export async function retireNews(body: NewsRetire) {
  return (await send(N.retire, { body })).value;
}
