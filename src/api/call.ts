import type { TSchema } from 'typebox';
import { pathOf, type AnswerOf, type BodyOf, type CallSpec, type ParamsOf, type QueryOf } from '@contract/call';
import type { EnvelopeOf } from '@contract/common';
import { client, type RequestOptions } from './http';

type Part<C, K extends string, V> = C extends { [P in K]: TSchema } ? { [P in K]: V } : { [P in K]?: never };

/** What a call takes: its path parameters, query and body, each required when the contract names it. */
export type CallInput<C extends CallSpec> = Part<C, 'params', ParamsOf<C>> & Part<C, 'query', QueryOf<C>> & Part<C, 'body', BodyOf<C>>;

/**
 * Sends a call of the contract through the one axios client (headers, refresh, error mapping): the method
 * and path come from the description, the input and the answer's type too.
 */
export async function send<C extends CallSpec>(spec: C, input: CallInput<C>, opts: RequestOptions = {}): Promise<EnvelopeOf<AnswerOf<C>>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: object; body?: unknown };
  const response = await client.request<EnvelopeOf<AnswerOf<C>>>({
    ...opts,
    method: spec.method,
    url: pathOf(spec, params),
    params: query,
    data: body,
  });
  return response.data;
}
