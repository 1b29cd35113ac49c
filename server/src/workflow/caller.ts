import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { Envelope } from '../../../contract/common.js';
import { requestLang, type Lang } from '../lib/i18n.js';
import { currentUser, type CurrentUser } from '../lib/context.js';
import { wfError } from './messages.js';
import { uniqueIds } from '../lib/ids.js';

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

export function idList(ids: string): string[] {
  return uniqueIds(ids).slice(0, 500);
}

export type App = FastifyInstance;
