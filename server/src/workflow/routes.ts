import type { FastifyInstance } from 'fastify';
import taskListRoutes from './task-lists/routes.js';
import taskRoutes from './tasks/routes.js';
import instanceRoutes from './instances/routes.js';
import noticeRoutes from './notices/routes.js';
import urgentRoutes from './urgent/routes.js';
import likeRoutes from './likes/routes.js';
import printRecordRoutes from './print-records/routes.js';
import watermarkRoutes from './watermark/routes.js';
import exceptionRoutes from './exceptions/routes.js';
import exportRoutes from './export/routes.js';
import definitionRoutes from './definitions/routes.js';
import flowTypeRoutes from './flow-types/routes.js';
import formDefinitionRoutes from './form-definitions/routes.js';
import agentRoutes from './agents/routes.js';
import secretaryRoutes from './secretaries/routes.js';
import approvalItemRoutes from './approval-items/routes.js';
import oftenFlowRoutes from './often-flows/routes.js';
import eventRoutes from './events/routes.js';
import formRecordRoutes from './form-records/routes.js';
import flowOpinionRoutes from './flow-opinions/routes.js';
import taskAdminRoutes from './task-admin/routes.js';
import relatedRoutes from './related/routes.js';
import variableRoutes from './variables/routes.js';
import readRoutes from './reads/routes.js';
import opinionRoutes from './opinions/routes.js';
import { addFileReadRule } from '../files/access.js';
import { instanceFileRule } from './attachments/access.js';

/** The workflow calls of spec 02 §7, one plugin per sub-domain (calls described in contract/workflow-<sub>.ts). */
export default async function routes(app: FastifyInstance): Promise<void> {
  // whoever may read an instance may open its attachments
  addFileReadRule(instanceFileRule);
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
  await app.register(definitionRoutes);
  await app.register(flowTypeRoutes);
  await app.register(formDefinitionRoutes);
  await app.register(agentRoutes);
  await app.register(secretaryRoutes);
  await app.register(approvalItemRoutes);
  await app.register(oftenFlowRoutes);
  await app.register(opinionRoutes);
  await app.register(eventRoutes);
  await app.register(formRecordRoutes);
  await app.register(flowOpinionRoutes);
  await app.register(taskAdminRoutes);
  await app.register(relatedRoutes);
  await app.register(variableRoutes);
  await app.register(readRoutes);
}
