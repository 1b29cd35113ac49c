import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, PageResult, QueryBody } from '../../../contract/common.js';
import { FeedbackSave, IdQuery, NewsDetail, NewsItem, NewsQuery, ShortUrlQuery, SysTag, SysTagSave } from '../../../contract/portal.js';
import { currentUser } from '../lib/context.js';
import { canReadFile } from '../files/access.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { orderFromSorters, pageOf, whereFromQuerys, type AllowList } from '../lib/filters.js';
import { requestLang } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { perUser } from './rate-limit.js';
import { emptyBodyAsObject } from '../lib/empty-body.js';

const tagFilters: AllowList = {
  name: { column: 't.name', kind: 'text' },
  typeKey: { column: 't.type_key', kind: 'text', ops: ['EQUAL', 'IN'] },
  createBy: { column: 't.created_by', kind: 'text', ops: ['EQUAL', 'IN'] },
  sort: { column: 't.sort', kind: 'number' },
  createTime: { column: 't.created_at', kind: 'date' },
};

const isoOf = (d: Date | null) => (d ? d.toISOString() : null);
const uniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/** Short URLs, signature tags, news and the error-toast feedback. */
export default async function contentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/portal/shorturlManage/v1/getLongUrlByShortUrl',
    { schema: { querystring: ShortUrlQuery, response: { 200: Envelope(Type.String()) } } },
    async (request) => {
      currentUser(request);
      const row = await db
        .selectFrom('portal_short_url')
        .select('long_url')
        .where('short_url', '=', request.query.shortUrl)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
        .executeTakeFirst();
      if (!row) throw notFound('portal.shortUrlNotFound');
      return ok(row.long_url);
    },
  );

  app.post(
    '/portal/sysTag/v1/query',
    { preValidation: emptyBodyAsObject, schema: { body: QueryBody, response: { 200: Envelope(PageResult(SysTag)) } } },
    async (request) => {
      currentUser(request);
      const { page, pageSize, offset } = pageOf(request.body, 20);
      const where = whereFromQuerys(tagFilters, request.body.querys);
      const order = orderFromSorters(tagFilters, request.body.sorters ?? request.body.sorter);
      let q = db.selectFrom('sys_tag as t');
      if (where) q = q.where(where);
      let rowsQ = q.select(['t.id', 't.type_key', 't.name', 't.color', 't.sort', 't.created_by', 't.created_at']);
      for (const o of order) rowsQ = rowsQ.orderBy(o);
      const [rows, count] = await Promise.all([
        rowsQ.orderBy('t.sort').orderBy('t.name').limit(pageSize).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({
        rows: rows.map((t) => ({
          id: t.id,
          typeKey: t.type_key,
          name: t.name,
          color: t.color,
          sort: t.sort,
          createBy: t.created_by,
          createTime: t.created_at.toISOString(),
        })),
        total: Number(count.n),
        page,
        pageSize,
      });
    },
  );

  app.post(
    '/portal/sysTag/v1/save',
    { schema: { body: SysTagSave, response: { 200: Envelope(Type.Object({ id: Type.String() })) } } },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      try {
        const id = await db.transaction().execute(async (trx) => {
          if (body.id) {
            const existing = await trx
              .selectFrom('sys_tag')
              .select(['id', 'created_by'])
              .where('id', '=', body.id)
              .forUpdate()
              .executeTakeFirst();
            if (!existing) throw notFound('portal.tagNotFound');
            if (existing.created_by !== user.id && !user.isAdmin) throw forbidden('portal.tagNotYours');
            await trx
              .updateTable('sys_tag')
              .set({
                type_key: body.typeKey,
                name: body.name.trim(),
                color: body.color ?? null,
                ...(body.sort === undefined ? {} : { sort: body.sort }),
              })
              .where('id', '=', body.id)
              .execute();
            return body.id;
          }
          const newId = crypto.randomUUID();
          await trx
            .insertInto('sys_tag')
            .values({
              id: newId,
              type_key: body.typeKey,
              name: body.name.trim(),
              color: body.color ?? null,
              sort: body.sort ?? 0,
              created_by: user.id,
            })
            .execute();
          return newId;
        });
        return ok({ id });
      } catch (err) {
        if (uniqueViolation(err)) throw conflict('portal.tagDuplicate');
        throw err;
      }
    },
  );

  app.get(
    '/portalNewsNotice/v1/getNews',
    { schema: { querystring: NewsQuery, response: { 200: Envelope(Type.Array(NewsItem)) } } },
    async (request) => {
      currentUser(request);
      let q = db
        .selectFrom('portal_news as n')
        .innerJoin('portal_news_classify as c', 'c.id', 'n.classify_id')
        .select(['n.id', 'n.classify_id', 'c.name as classify_name', 'n.title', 'n.summary', 'n.author', 'n.publish_time', 'n.is_top'])
        .where('n.status', '=', 'published')
        .where('n.publish_time', '<=', new Date());
      if (request.query.classifyId) q = q.where('n.classify_id', '=', request.query.classifyId);
      const rows = await q
        .orderBy('n.is_top', 'desc')
        .orderBy('n.publish_time', 'desc')
        .orderBy('n.id')
        .limit(request.query.limit ?? 20)
        .execute();
      return ok(rows.map(newsItem));
    },
  );

  app.get(
    '/portalNewsNotice/v1/getNewsById',
    { schema: { querystring: IdQuery, response: { 200: Envelope(NewsDetail) } } },
    async (request) => {
      currentUser(request);
      const row = await db
        .selectFrom('portal_news as n')
        .innerJoin('portal_news_classify as c', 'c.id', 'n.classify_id')
        .select([
          'n.id',
          'n.classify_id',
          'c.name as classify_name',
          'n.title',
          'n.summary',
          'n.author',
          'n.publish_time',
          'n.is_top',
          'n.content',
        ])
        .where('n.id', '=', request.query.id)
        .where('n.status', '=', 'published')
        .where('n.publish_time', '<=', new Date())
        .executeTakeFirst();
      if (!row) throw notFound('portal.newsNotFound');
      return ok({ ...newsItem(row), content: row.content });
    },
  );

  app.post(
    '/portal/feedback/v1/save',
    { schema: { body: FeedbackSave, response: { 200: Envelope(Type.Object({ id: Type.String() })) } }, config: { rateLimit: perUser(30) } },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      if (!body.message.trim() && !body.text?.trim()) throw badRequest('portal.feedbackEmpty');
      if (body.screenshot) {
        if (!(await canReadFile(db, user, body.screenshot))) throw badRequest('portal.screenshotUnknown');
      }
      const id = crypto.randomUUID();
      const agent = request.headers['user-agent'];
      await db
        .insertInto('portal_feedback')
        .values({
          id,
          user_id: user.id,
          message: body.message,
          link: body.link,
          screenshot_file_id: body.screenshot || null,
          text: body.text ?? null,
          lang: requestLang(request),
          user_agent: typeof agent === 'string' ? agent.slice(0, 500) : null,
        })
        .execute();
      return ok({ id });
    },
  );
}

function newsItem(n: {
  id: string;
  classify_id: string;
  classify_name: string;
  title: string;
  summary: string | null;
  author: string | null;
  publish_time: Date;
  is_top: boolean;
}) {
  return {
    id: n.id,
    classifyId: n.classify_id,
    classifyName: n.classify_name,
    title: n.title,
    summary: n.summary,
    author: n.author,
    publishTime: isoOf(n.publish_time) ?? '',
    isTop: n.is_top,
  };
}
