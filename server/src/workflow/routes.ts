import type { FastifyInstance } from 'fastify';
import taskListRoutes from './routes/task-lists.js';
import taskRoutes from './routes/tasks.js';
import instanceRoutes from './routes/instances.js';
import noticeRoutes from './notices/routes.js';
import urgentRoutes from './urgent/routes.js';
import likeRoutes from './likes/routes.js';
import printRecordRoutes from './print-records/routes.js';
import watermarkRoutes from './watermark/routes.js';
import exceptionRoutes from './exceptions/routes.js';
import exportRoutes from './export/routes.js';
import modelRoutes from './routes/model.js';
import peopleRoutes from './routes/people.js';
import eventRoutes from './routes/events.js';
import formRecordRoutes from './form-records/routes.js';
import flowOpinionRoutes from './flow-opinions/routes.js';
import taskAdminRoutes from './task-admin/routes.js';
import relatedRoutes from './related/routes.js';
import variableRoutes from './variables/routes.js';
import readRoutes from './routes/reads.js';

/** The workflow calls of spec 02 §7 (paths listed in contract/workflow-paths.ts). */
export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(taskListRoutes);
  await app.register(taskRoutes);
  await app.register(instanceRoutes);
  await app.register(noticeRoutes);
  await app.register(urgentRoutes);
  await app.register(likeRoutes);
  await app.register(printRecordRoutes);
  await app.register(watermarkRoutes);
  await app.register(exceptionRoutes);
  await app.register(exportRoutes);
  await app.register(modelRoutes);
  await app.register(peopleRoutes);
  await app.register(eventRoutes);
  await app.register(formRecordRoutes);
  await app.register(flowOpinionRoutes);
  await app.register(taskAdminRoutes);
  await app.register(relatedRoutes);
  await app.register(variableRoutes);
  await app.register(readRoutes);
}
