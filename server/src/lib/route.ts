import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { Envelope } from '../../../contract/common.js';
import type { AnswerOf, BodyOf, CallSpec, ParamsOf, QueryOf } from '../../../contract/call.js';
import type { Ok } from './reply.js';

/** The request of a call, typed from its contract description (no casts of body, query or params). */
export type CallRequest<C extends CallSpec> = FastifyRequest<{ Body: BodyOf<C>; Querystring: QueryOf<C>; Params: ParamsOf<C> }>;

/** What a handler answers: the envelope of the call's answer, or the reply itself for raw answers. */
export type CallResult<C extends CallSpec> = C extends { answer: unknown }
  ? Ok<AnswerOf<C>> | FastifyReply
  : FastifyReply | string | Buffer;

export type RouteOptions = Pick<RouteShorthandOptions, 'preValidation' | 'preHandler' | 'onRequest' | 'bodyLimit' | 'errorHandler'> & {
  config?: Record<string, unknown>;
};

/**
 * Registers a call of the contract: method, path and the schemas of params, query, body and answer all come from
 * the description, so the route validates what the contract says and the handler's request is typed by it.
 */
export function route<C extends CallSpec>(
  app: FastifyInstance,
  spec: C,
  handler: (request: CallRequest<C>, reply: FastifyReply) => Promise<CallResult<C>> | CallResult<C>,
  options: RouteOptions = {},
): void {
  const schema = {
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.answer ? { response: { 200: Envelope(spec.answer) } } : {}),
  };
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: spec.method,
    url: spec.path,
    schema,
    ...options,
    config: { ...(spec.public ? { public: true } : {}), ...options.config },
    handler: handler as never,
  });
}
