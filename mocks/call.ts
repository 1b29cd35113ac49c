import { http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import type { AnswerOf, BodyOf, CallSpec } from '@contract/call';
import { ok, type AnyEnvelope } from './envelope';

interface Asked<C extends CallSpec> {
  request: Request;
  params: PathParams;
  query: URLSearchParams;
  body: BodyOf<C>;
}

type Resolved<C extends CallSpec> = AnswerOf<C> | HttpResponse<AnyEnvelope> | Response;

/**
 * An msw handler for a call of the contract: method and path come from its description, the resolver returns
 * the answer's value (sent in the success envelope) or a whole response (a failure, a file).
 */
export function answer<C extends CallSpec>(spec: C, resolve: (asked: Asked<C>) => Resolved<C> | Promise<Resolved<C>>) {
  const method = spec.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method]<PathParams, DefaultBodyType>(`*${spec.path}`, async ({ request, params }) => {
    const text = spec.body && request.method !== 'GET' ? await request.clone().text() : '';
    const body = (text ? JSON.parse(text) : undefined) as BodyOf<C>;
    const result = await resolve({ request, params, query: new URL(request.url).searchParams, body });
    return result instanceof Response ? result : ok(result);
  });
}
