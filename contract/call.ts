import type { Static, TSchema } from 'typebox';

/**
 * One description per call: method, path, and the schemas of its path parameters, query, body and answer.
 * The server registers its routes from these (lib/route.ts, types inferred), the portal calls through them
 * (src/api/call.ts), the msw mocks answer them (mocks/call.ts) and the e2e helpers use them.
 *
 * `answer` is the schema of the envelope's `value`; a call without one answers raw bytes (a file, HTML, SSE).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSpec {
  method: Method;
  /** Fastify syntax for path parameters (`/file/v1/get_:id`). */
  path: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  answer?: TSchema;
  /** Reachable without signing in. */
  public?: boolean;
}

/** Declares a call; the `const` type parameter keeps the literal method and path. */
export const call = <const C extends CallSpec>(spec: C): C => spec;

type Of<C, K extends keyof CallSpec> = C extends { [P in K]: infer S extends TSchema } ? Static<S> : undefined;
export type ParamsOf<C extends CallSpec> = Of<C, 'params'>;
export type QueryOf<C extends CallSpec> = Of<C, 'query'>;
export type BodyOf<C extends CallSpec> = Of<C, 'body'>;
export type AnswerOf<C extends CallSpec> = Of<C, 'answer'>;

type Part<C, K extends string, V> = C extends { [P in K]: TSchema } ? { [P in K]: V } : { [P in K]?: never };
/** What a call takes: its path parameters, query and body, each required when the description names it. */
export type CallInput<C extends CallSpec> = Part<C, 'params', ParamsOf<C>> & Part<C, 'query', QueryOf<C>> & Part<C, 'body', BodyOf<C>>;

/** The path with its `:name` parameters filled (URI-encoded). */
export function pathOf(spec: Pick<CallSpec, 'path'>, params: Record<string, string | number> = {}): string {
  return spec.path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`path parameter ${name} missing for ${spec.path}`);
    return encodeURIComponent(String(params[name]));
  });
}
