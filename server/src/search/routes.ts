import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, PageResult } from '../../../contract/common.js';
import { DOC_PAGE_SIZE, DocQueryBody, DocRow, EVENT_LOG_DETAIL_MAX_BYTES, EventLogBody, EventLogSaved } from '../../../contract/search.js';
import { currentUser } from '../lib/context.js';
import { badRequest } from '../lib/errors.js';
import { pageOf, whereFromQuerys } from '../lib/filters.js';
import { requestLang } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { docFilters, searchDocuments } from './repo.js';
import { perUser } from '../menus/rate-limit.js';
import { emptyBodyAsObject } from '../lib/empty-body.js';

/** Document search of the home page and global search, and the search / usage event log. */
export default async function routes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  app.post(
    '/runtime/homePage/v1/queryDocList',
    { preValidation: emptyBodyAsObject, schema: { body: DocQueryBody, response: { 200: Envelope(PageResult(DocRow)) } } },
    async (request) => {
      currentUser(request);
      const { page, pageSize, offset } = pageOf(request.body, DOC_PAGE_SIZE);
      const result = await searchDocuments(db, {
        title: request.body.title,
        where: whereFromQuerys(docFilters, request.body.querys),
        limit: pageSize,
        offset,
        lang: requestLang(request),
      });
      return ok({ ...result, page, pageSize });
    },
  );

  app.post(
    '/runtime/bpmIndexTaggedEventLog/v1/addEventLog',
    {
      bodyLimit: 8 * 1024,
      schema: { body: EventLogBody, response: { 200: Envelope(EventLogSaved) } },
      // a log call per keystroke-debounced search is expected; a flood is not
      config: { rateLimit: perUser(120) },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const detail = body.detail === undefined ? null : JSON.stringify(body.detail);
      if (detail && Buffer.byteLength(detail) > EVENT_LOG_DETAIL_MAX_BYTES) {
        throw badRequest('search.detailTooLarge', { max: EVENT_LOG_DETAIL_MAX_BYTES });
      }
      const id = crypto.randomUUID();
      await db
        .insertInto('bpm_index_tagged_event_log')
        .values({
          id,
          user_id: user.id,
          type: body.type,
          search_text: body.searchText?.trim() || null,
          inst_id: body.instId ?? null,
          task_id: body.taskId ?? null,
          proc_def_key: body.procDefKey ?? null,
          detail,
        })
        .execute();
      return ok({ id });
    },
  );
}
