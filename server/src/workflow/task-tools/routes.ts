import type { FastifyInstance } from 'fastify';
import { TASK_TOOL_CALLS as T } from '../../../../contract/workflow-task-tools.js';
import { serveAll } from '../serve.js';
import * as tools from './service.js';

/** Approval tools on one task: options, preview and run (reject anywhere, transfer, add-sign). */
export default async function taskToolRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  serveAll(app, T, tools, deps.db, 'query', ['options']);
  serveAll(app, T, tools, deps, 'body', ['preview', 'run']);
}
