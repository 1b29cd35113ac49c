import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { IdQuery, Nullable, OptionalKey, PageBean, PageResult } from './common.js';

/**
 * The administrators' news editor (issue 29 item 21): news and announcements of the home page, per category, in three
 * languages, written as drafts, published at once or from a time (scheduled), and retired. What readers get stays the
 * home page's getNews / getNewsById (contract/portal.ts, spec 02 §7), which shows only published items whose time has
 * come, in the reader's language (falling back to zh-CN).
 */

/** The languages an item is written in; zh-CN is the fallback of the other two. */
export const NEWS_LANGUAGES = ['zh-CN', 'en-US', 'id'] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

/** A text per language; a missing or blank one falls back to zh-CN when read. */
const texts = (maxLength: number) =>
  Type.Object(
    {
      'zh-CN': Type.Optional(Type.String({ maxLength })),
      'en-US': Type.Optional(Type.String({ maxLength })),
      id: Type.Optional(Type.String({ maxLength })),
    },
    { additionalProperties: false },
  );
export const NewsTitles = texts(200);
export type NewsTexts = Static<typeof NewsTitles>;
export const NewsSummaries = texts(500);
/** Rich text (HTML of a small safe subset, sanitized by the server on write) or plain text. */
export const NewsBodies = texts(100_000);

/**
 * draft: not on the home page; scheduled: published with a time still to come; published: on the home page;
 * retired: taken off the home page, kept in the editor's list.
 */
export const NewsStatus = Type.Union([
  Type.Literal('draft'),
  Type.Literal('scheduled'),
  Type.Literal('published'),
  Type.Literal('retired'),
]);
export type NewsStatus = Static<typeof NewsStatus>;

/** A category of news (its name in the caller's language). */
export const NewsCategory = Type.Object({ id: Type.String(), name: Type.String() });
export type NewsCategory = Static<typeof NewsCategory>;

/** A row of the editor's list; the title in the caller's language (else zh-CN). */
export const NewsAdminRow = Type.Object({
  id: Type.String(),
  classifyId: Type.String(),
  classifyName: Type.String(),
  title: Type.String(),
  /** the languages the item has a title in */
  languages: Type.Array(Type.String()),
  status: NewsStatus,
  publishTime: Type.String(),
  isTop: Type.Boolean(),
  updateTime: Type.String(),
  updateBy: Nullable(Type.String()),
  /** what a save or retire names: a change since it was read is refused (409) */
  version: Type.Integer(),
});
export type NewsAdminRow = Static<typeof NewsAdminRow>;

export const NewsAdminQuery = Type.Object(
  {
    pageBean: Type.Optional(PageBean),
    classifyId: OptionalKey(),
    status: Type.Optional(NewsStatus),
  },
  { additionalProperties: false },
);
export type NewsAdminQuery = Static<typeof NewsAdminQuery>;

/** One item as the editor opens it: every language's texts. */
export const NewsEdit = Type.Object({
  id: Type.String(),
  classifyId: Type.String(),
  title: NewsTitles,
  summary: NewsSummaries,
  content: NewsBodies,
  publishTime: Type.String(),
  isTop: Type.Boolean(),
  status: NewsStatus,
  version: Type.Integer(),
});
export type NewsEdit = Static<typeof NewsEdit>;

export const NewsSave = Type.Object(
  {
    /** absent for a new item */
    id: OptionalKey(),
    /** the version the editor read; required with `id` */
    version: Type.Optional(Type.Integer({ minimum: 1 })),
    classifyId: Type.String({ minLength: 1, maxLength: 64 }),
    title: NewsTitles,
    summary: Type.Optional(NewsSummaries),
    content: Type.Optional(NewsBodies),
    /**
     * When it reaches the home page: an ISO 8601 date and time with its offset (`2026-12-01T09:00:00+08:00`,
     * `...Z`); null or absent is now. Checked by the server, which answers a clear message for anything else.
     */
    publishAt: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    isTop: Type.Optional(Type.Boolean()),
    /** false keeps it a draft; true publishes it (at publishAt) */
    publish: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type NewsSave = Static<typeof NewsSave>;

export const NewsRetire = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }), version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type NewsRetire = Static<typeof NewsRetire>;

const Saved = Type.Object({ id: Type.String(), version: Type.Integer(), status: NewsStatus });
const BASE = '/portalNewsNotice/v1';

/** Administrators only: any other caller is refused (403) and nothing changes. */
export const NEWS_ADMIN_CALLS = {
  categories: call({ method: 'GET', path: `${BASE}/classifies`, answer: Type.Array(NewsCategory) }),
  list: call({ method: 'POST', path: `${BASE}/listJson`, body: NewsAdminQuery, answer: PageResult(NewsAdminRow) }),
  get: call({ method: 'GET', path: `${BASE}/getJson`, query: IdQuery, answer: NewsEdit }),
  save: call({ method: 'POST', path: `${BASE}/save`, body: NewsSave, answer: Saved }),
  retire: call({ method: 'POST', path: `${BASE}/retire`, body: NewsRetire, answer: Saved }),
};
