import type { FastifyInstance } from 'fastify';
import { FORM_DEFINITION_CALLS as F } from '../../../../contract/workflow-form-definitions.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as forms from './service.js';

/** Form definitions of flows and their preview. */
export default async function formDefinitionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, F.get, async (request) => ok(await forms.get(db, caller(request), request.query.formKey)));
  route(app, F.save, async (request) => ok(await forms.save(db, caller(request), request.body)));
  route(app, F.preview, async (request) => {
    const c = caller(request);
    return ok(await forms.preview(db, c, request.query.formId));
  });
}
