import type { FastifyInstance } from 'fastify';
import taskListRoutes from './routes/task-lists.js';
import taskRoutes from './routes/tasks.js';
import instanceRoutes from './routes/instances.js';
import recordRoutes from './routes/records.js';
import modelRoutes from './routes/model.js';
import peopleRoutes from './routes/people.js';
import eventRoutes from './routes/events.js';
import extraRoutes from './routes/extra.js';
import readRoutes from './routes/reads.js';

/** The workflow calls of spec 02 §7 (paths listed in contract/workflow-paths.ts). */
export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(taskListRoutes);
  await app.register(taskRoutes);
  await app.register(instanceRoutes);
  await app.register(recordRoutes);
  await app.register(modelRoutes);
  await app.register(peopleRoutes);
  await app.register(eventRoutes);
  await app.register(extraRoutes);
  await app.register(readRoutes);
}
