import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { ServerConfig } from '../config.js';
import { invalidToken } from './errors.js';
import { requestLang, type Lang } from './i18n.js';
import { requestTimeZone } from './time-zone.js';

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

/**
 * Who calls and in which language: the one request-scoped object every domain's service takes (never the user and the
 * language as two arguments). `user` carries what the rules ask (id, account, name, isAdmin, the chosen post); `lang`
 * the language of the answer's texts; `timeZone` the reader's zone. Built once per request by `caller(request)` in the
 * route; work the system does for someone (timers, mail links, auto-approve, seed history) builds one for that person.
 */
export interface Caller {
  user: CurrentUser;
  lang: Lang;
  /** the caller's time zone (P-TimeZone) when the request names one; else the company's is used */
  timeZone?: string;
}

export const caller = (request: FastifyRequest): Caller => ({
  user: currentUser(request),
  lang: requestLang(request),
  timeZone: requestTimeZone(request),
});
