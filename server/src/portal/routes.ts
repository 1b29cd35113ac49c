import type { FastifyInstance } from 'fastify';
import type { FileReadRule } from '../files/index.js';
import menuRoutes from './menus/routes.js';
import appRoutes from './apps/routes.js';
import contentRoutes from './content/routes.js';
import newsAdminRoutes from './news/routes.js';
import asyncEventRoutes from './async-events/routes.js';
import type { EventRunners } from './async-events/service.js';
import screenRoutes from './screens/routes.js';
import dashboardRoutes from './dashboards/routes.js';

/**
 * The portal domain: menus and modules, home apps and layout, content, feedback, the download notice, the large
 * screens and the dashboards. The composition root hands in the other domains' event runners and file read rules.
 */
export default async function routes(
  app: FastifyInstance,
  opts: { runners: EventRunners; readRules: readonly FileReadRule[] },
): Promise<void> {
  await app.register(menuRoutes);
  await app.register(appRoutes);
  await app.register(contentRoutes, { readRules: opts.readRules });
  await app.register(newsAdminRoutes);
  await app.register(asyncEventRoutes, { runners: opts.runners });
  await app.register(screenRoutes);
  await app.register(dashboardRoutes);
}
