import type { FastifyInstance } from 'fastify';
import { PRINT_CALLS as P } from '../../../contract/print.js';
import { currentUser, caller } from '../lib/context.js';
import { emptyBodyAsObject } from '../lib/empty-body.js';
import { requestLang } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import { batchPrint, batchRunner } from './batch.js';
import { sharedConverter } from './converter.js';
import * as print from './service.js';
import * as templates from './templates.js';
import { formTags, starterDocument } from './service-tags.js';
import { contentDisposition } from '../files/index.js';
import { DOCX } from './mime.js';

/** Printing from Word templates (spec 02 §7 "Files, print and signature"; issue 14). */
export default async function printRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const appLog = (msg: string) => app.log.error(msg);

  const runner = batchRunner(appLog);
  app.addHook('onClose', async () => sharedConverter().close());

  route(app, P.formTemplates, async (request) => ok(await templates.formTemplates(deps, request.query.formKey, requestLang(request))));
  route(app, P.globalTemplates, async (request) => ok(await templates.globalTemplates(deps, request.query.defId, requestLang(request))));
  route(app, P.templateList, async (request) => ok(await templates.listTemplates(deps, caller(request), request.body)), {
    preValidation: emptyBodyAsObject,
  });
  route(app, P.templateSave, async (request) =>
    ok(await templates.saveTemplate(deps, caller(request), request.body, (m) => request.log.warn(m))),
  );
  route(app, P.templateRemove, async (request) =>
    ok({ count: await templates.removeTemplates(deps, currentUser(request), request.query.ids) }),
  );
  route(app, P.templateTags, async (request) => ok(await formTags(deps, caller(request), request.query.formKey)));
  route(app, P.starterTemplate, async (request, reply) => {
    const file = await starterDocument(deps, caller(request), request.query.formKey);
    return reply
      .header('Content-Type', DOCX)
      .header('Content-Disposition', contentDisposition('attachment', file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.bytes);
  });
  route(app, P.wordPrint, async (request) => ok(await print.wordPrint(deps, caller(request), request.body, (m) => request.log.error(m))));
  route(app, P.batchPrint, async (request) => ok(await batchPrint(deps, runner, caller(request), request.body, appLog)));
}
