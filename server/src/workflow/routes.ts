import type { FastifyInstance } from 'fastify';
import taskListRoutes from './routes/task-lists.js';
import taskRoutes from './routes/tasks.js';
import instanceRoutes from './routes/instances.js';
import recordRoutes from './routes/records.js';
import definitionRoutes from './definitions/routes.js';
import flowTypeRoutes from './flow-types/routes.js';
import formDefinitionRoutes from './form-definitions/routes.js';
import agentRoutes from './agents/routes.js';
import secretaryRoutes from './secretaries/routes.js';
import approvalItemRoutes from './approval-items/routes.js';
import oftenFlowRoutes from './often-flows/routes.js';
import eventRoutes from './routes/events.js';
import extraRoutes from './routes/extra.js';
import readRoutes from './routes/reads.js';

/** The workflow calls of spec 02 §7 (paths listed in contract/workflow-paths.ts). */
export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(taskListRoutes);
  await app.register(taskRoutes);
  await app.register(instanceRoutes);
  await app.register(recordRoutes);
  await app.register(definitionRoutes);
  await app.register(flowTypeRoutes);
  await app.register(formDefinitionRoutes);
  await app.register(agentRoutes);
  await app.register(secretaryRoutes);
  await app.register(approvalItemRoutes);
  await app.register(oftenFlowRoutes);
  await app.register(eventRoutes);
  await app.register(extraRoutes);
  await app.register(readRoutes);
}
