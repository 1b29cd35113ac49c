import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { Envelope } from '../../../contract/common.js';
import { requestLang, type Lang } from '../lib/i18n.js';
import { currentUser, type CurrentUser } from '../lib/context.js';
import { wfError } from './messages.js';

/**
 * Who calls and in which language: the one request-scoped object every workflow service takes (never the user and the
 * language as two arguments). `user` carries what the rules ask (id, account, name, isAdmin, the chosen post); `lang`
 * the language of the answer's texts. Built once per request by `caller(request)` in the route; work the system does
 * for someone (timers, mail links, auto-approve, seed history) builds one for that person.
 */
export interface Caller {
  user: CurrentUser;
  lang: Lang;
}

export const caller = (request: FastifyRequest): Caller => ({ user: currentUser(request), lang: requestLang(request) });

/** The 200 answer of a route: `{state, code, message, value}` with the value's schema. */
export const answers = <T extends TSchema>(value: T) => ({ 200: Envelope(value) });

export const AnyValue = Type.Unknown();

export function requireAdmin(c: Caller): void {
  if (!c.user.isAdmin) throw wfError(403, 'def.adminOnly');
}

export type App = FastifyInstance;
