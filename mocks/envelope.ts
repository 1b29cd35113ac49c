import { HttpResponse } from 'msw';
import type { EnvelopeOf } from '@contract/common';

/**
 * Every answer of a handler has this one body type, so that a resolver may answer success or
 * failure without msw narrowing its body type to the first branch.
 */
export type AnyEnvelope = EnvelopeOf<unknown>;

/** `{state:true, code:200, value}` as the server answers every success; `value` is checked against T. */
export function ok<T>(value: T, message = 'success'): HttpResponse<AnyEnvelope> {
  const body: EnvelopeOf<T> = { state: true, code: 200, message, value };
  return HttpResponse.json<AnyEnvelope>(body);
}

/** A failure envelope with the HTTP status of the same number, as the reference server sends it. */
export function fail(
  code: number | string,
  message?: string,
  status: number = typeof code === 'number' && code >= 400 && code < 600 ? code : 200,
): HttpResponse<AnyEnvelope> {
  return HttpResponse.json<AnyEnvelope>({ state: false, code, ...(message === undefined ? {} : { message }), value: null }, { status });
}
