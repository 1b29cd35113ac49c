import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { ServerConfig } from '../config.js';
import { invalidToken } from './errors.js';

/** The signed-in user a request acts for, resolved from P-Auth by the identity domain. */
export interface CurrentUser {
  id: string;
  account: string;
  fullname: string;
  isAdmin: boolean;
  sessionId: string;
  /** The position chosen with setCookie?postId, if any. */
  postId: string | null;
}

export interface AppDeps {
  db: Database;
  config: ServerConfig;
  /** Delivers published changes (PostgreSQL NOTIFY) to this process's SSE clients; see lib/events.ts. */
  events?: import('../db/events.js').EventHub;
  /** The database pool, for its metrics. */
  pool?: import('pg').Pool;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /** Routes are signed-in only unless they say `public: true`. */
    public?: boolean;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw invalidToken();
  return request.user;
}
