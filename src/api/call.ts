import { pathOf, type AnswerOf, type CallInput, type CallSpec } from '@contract/call';
import type { EnvelopeOf } from '@contract/common';
import { client, type RequestOptions } from './http';

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
