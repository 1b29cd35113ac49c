import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import type { AnswerOf, BodyOf, CallSpec, ParamsOf, QueryOf } from '../../../contract/call.js';
import { ok } from '../lib/reply.js';
import { route, type RouteOptions } from '../lib/route.js';
import { caller, type Caller } from './caller.js';

/** The part of the request a service function is given. */
type Part = 'params' | 'query' | 'body';
type InputOf<C extends CallSpec, P extends Part> = { params: ParamsOf<C>; query: QueryOf<C>; body: BodyOf<C> }[P];

/**
 * The calls a service answers alike: those whose service function of the same name takes `deps`, the caller and
 * the request's path parameters, query or body, and gives the call's answer.
 */
export type Served<Calls, Service, D, P extends Part> = {
  [K in keyof Calls & keyof Service]: Calls[K] extends CallSpec
    ? Service[K] extends (deps: D, c: Caller, input: InputOf<Calls[K], P>) => Promise<AnswerOf<Calls[K]>>
      ? K
      : never
    : never;
}[keyof Calls & keyof Service];

/** Registers the named calls, each answered by the service function of its name from `deps`, the caller and the request's `part`. */
export function serveAll<Calls extends Record<string, CallSpec>, Service, D, P extends Part>(
  app: FastifyInstance,
  calls: Calls,
  service: Service,
  deps: D,
  part: P,
  names: readonly Served<Calls, Service, D, P>[],
  options?: RouteOptions,
): void {
  for (const name of names) {
    // the names were checked against the calls above: each function gives its call's answer
    const answer = service[name] as (deps: D, c: Caller, input: unknown) => Promise<unknown>;
    const spec = calls[name] as CallSpec & { answer: TSchema };
    route(app, spec, async (request) => ok(await answer(deps, caller(request), request[part])), options);
  }
}
