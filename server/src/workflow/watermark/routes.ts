import type { FastifyInstance } from 'fastify';
import { WATERMARK_CALLS as W } from '../../../../contract/workflow-watermark.js';
import { ok } from '../../lib/reply.js';
import { route } from '../../lib/route.js';
import { caller } from '../caller.js';
import * as watermarks from './service.js';

/** The watermark over an approval form (spec 02 §7 getByInstId). */
export default async function watermarkRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  route(app, W.byInstance, async (request) =>
    ok(await watermarks.watermarkOf(db, caller(request), request.query.instId, config.printTimeZone)),
  );
}
