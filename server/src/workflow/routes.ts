import type { FastifyInstance } from 'fastify';
import taskListRoutes from './task-lists/routes.js';
import taskRoutes from './tasks/routes.js';
import instanceRoutes from './instances/routes.js';
import opinionRoutes from './opinions/routes.js';
import recordRoutes from './routes/records.js';
import modelRoutes from './routes/model.js';
import peopleRoutes from './routes/people.js';
import eventRoutes from './events/routes.js';
import extraRoutes from './routes/extra.js';
import readRoutes from './reads/routes.js';

/** The workflow calls of spec 02 §7 (paths listed in contract/workflow-paths.ts). */
export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(taskListRoutes);
  await app.register(taskRoutes);
  await app.register(instanceRoutes);
  await app.register(opinionRoutes);
  await app.register(recordRoutes);
  await app.register(modelRoutes);
  await app.register(peopleRoutes);
  await app.register(eventRoutes);
  await app.register(extraRoutes);
  await app.register(readRoutes);
}
