import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { Envelope } from '../../../contract/common.js';
import type { Caller } from '../lib/context.js';
import { wfError } from './messages.js';

export { caller, type Caller } from '../lib/context.js';

/** The 200 answer of a route: `{state, code, message, value}` with the value's schema. */
export const answers = <T extends TSchema>(value: T) => ({ 200: Envelope(value) });

export const AnyValue = Type.Unknown();

export function requireAdmin(c: Caller): void {
  if (!c.user.isAdmin) throw wfError(403, 'def.adminOnly');
}

export type App = FastifyInstance;
