import { NEWS_ADMIN_CALLS as N, type NewsAdminRow, type NewsEdit, type NewsSave } from '@contract/portal-news';
import { answer } from '../call';
import { fail } from '../envelope';

/** The administrators' news editor (issue 29 item 21). */

export const newsCategories = [
  { id: 'news_company', name: 'Company news' },
  { id: 'news_notice', name: 'Announcements' },
];

export function newsAdminRow(overrides: Partial<NewsAdminRow> = {}): NewsAdminRow {
  return {
    id: 'n1',
    classifyId: 'news_company',
    classifyName: 'Company news',
    title: 'The approval portal is live',
    languages: ['zh-CN', 'en-US', 'id'],
    status: 'published',
    publishTime: '2026-10-01T01:00:00.000Z',
    isTop: false,
    updateTime: '2026-10-01T01:00:00.000Z',
    updateBy: 'Admin',
    version: 3,
    ...overrides,
  };
}

export function newsEdit(overrides: Partial<NewsEdit> = {}): NewsEdit {
  return {
    id: 'n1',
    classifyId: 'news_company',
    title: { 'zh-CN': '审批门户上线', 'en-US': 'The approval portal is live', id: 'Portal persetujuan diluncurkan' },
    summary: {},
    content: { 'zh-CN': '<p>正文</p>', 'en-US': '<p>Body</p>' },
    publishTime: '2026-10-01T01:00:00.000Z',
    isTop: false,
    status: 'published',
    version: 3,
    ...overrides,
  };
}

/**
 * The editor's calls over `rows` and `item`; every save lands in `saved`. `saveAnswer` may refuse a save (a 409 of
 * another editor's change, a 400) as the server would.
 */
export function newsAdminHandlers(
  opts: { rows?: NewsAdminRow[]; item?: NewsEdit; saved?: NewsSave[]; saveAnswer?: (body: NewsSave) => Response | undefined } = {},
) {
  const rows = opts.rows ?? [newsAdminRow()];
  return [
    answer(N.categories, () => newsCategories),
    answer(N.list, () => ({ rows, total: rows.length, page: 1, pageSize: 20 })),
    answer(N.get, ({ query }) => (opts.item && query.get('id') === opts.item.id ? opts.item : fail(404, 'The news item does not exist'))),
    answer(N.save, ({ body }) => {
      opts.saved?.push(body);
      const refused = opts.saveAnswer?.(body);
      if (refused) return refused;
      return { id: body.id ?? 'new', version: (body.version ?? 0) + 1, status: body.publish ? ('published' as const) : ('draft' as const) };
    }),
    answer(N.retire, ({ body }) => ({ id: body.id, version: body.version + 1, status: 'retired' as const })),
  ];
}
