import { PORTAL_CALLS as P, type HomeLayout, type LayoutItem, type NewsDetail, type NewsItem, type SysApp } from '@contract/portal';
import { answer } from '../call';
import { fail } from '../envelope';

/** The portal content of the home page: layout, news, app tiles and short links. */

export const layoutItem = (type: string, x: number, y: number, width: number, height: number, options = {}): LayoutItem => ({
  type,
  alias: `home_${type}_${x}_${y}`,
  x,
  y,
  width,
  height,
  options,
});

/** The home page as it always was: the task lists, the notices and the sankey. */
export const listsLayout: LayoutItem[] = [
  layoutItem('todo', 0, 0, 12, 8),
  layoutItem('done', 12, 0, 12, 8),
  layoutItem('request', 0, 8, 12, 8),
  layoutItem('overdue', 12, 8, 12, 8),
  layoutItem('notice', 0, 16, 8, 9),
  layoutItem('sankey', 8, 16, 16, 9),
];

export function homeLayoutHandler(items: LayoutItem[] | number = listsLayout) {
  return answer(P.homeLayout, (): HomeLayout | Response =>
    typeof items === 'number' ? fail(items, 'No home layout is configured') : { id: 'l1', alias: 'front_home', name: 'Home', items },
  );
}

export function newsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 'n1',
    classifyId: 'news_company',
    classifyName: 'Company news',
    title: 'The approval portal is live',
    summary: 'Live today',
    author: 'Administration',
    publishTime: '2026-10-01T01:00:00.000Z',
    isTop: false,
    ...overrides,
  };
}

/** getNews answering the items of the asked classification; `seen` collects the asked classifyIds. */
export function newsHandler(items: NewsItem[] | number, seen: (string | null)[] = []) {
  return answer(P.news, ({ query }) => {
    seen.push(query.get('classifyId'));
    if (typeof items === 'number') return fail(items, 'news failed');
    const classifyId = query.get('classifyId');
    return items.filter((n) => !classifyId || n.classifyId === classifyId);
  });
}

export function newsByIdHandler(detail: (id: string) => NewsDetail | undefined) {
  return answer(P.newsById, ({ query }) => detail(query.get('id') ?? '') ?? fail(404, 'The news item does not exist'));
}

export function sysApp(overrides: Partial<SysApp> = {}): SysApp {
  return {
    id: 'app1',
    menuId: 'm_home',
    name: 'My to-dos',
    icon: null,
    url: '/matter/myTask',
    openType: 'current',
    description: null,
    sort: 10,
    ...overrides,
  };
}

/** The long address of each short link; a number answers that failure. */
export function shortUrlHandler(links: Record<string, string | number>) {
  return answer(P.longUrl, ({ query }) => {
    const long = links[query.get('shortUrl') ?? ''];
    if (long === undefined) return fail(404, 'The short link does not exist or has expired');
    return typeof long === 'number' ? fail(long, 'The short link points outside the portal and was refused') : long;
  });
}
