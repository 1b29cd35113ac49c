import type { FastifyInstance, FastifyRequest } from 'fastify';
/**
 * A column's dataFrom (spec 02 §3 "Column definition": a URL with placeholders for the service bases) resolved to
 * one of the portal's own calls. Everything here is same-origin: a placeholder names a service base and resolves to
 * this server; a plain URL, another host, an unknown placeholder or a call outside COLUMN_TARGETS is refused, so a
 * column can never make the server fetch an arbitrary address.
 */

/** The service bases of spec 02 §6 (portal, runtime, model, form, user centre); `bpm` is the runtime's older name. */
export const SERVICE_BASES = ['portal', 'runtime', 'bpm', 'model', 'form', 'uc'] as const;

/** The calls a column may read, by method and exact path (each checks the caller's rights itself). */
export const COLUMN_TARGETS: ReadonlyArray<{ method: 'GET' | 'POST'; path: string }> = [
  { method: 'GET', path: '/portal/dashboards/v1/metric' },
  { method: 'GET', path: '/portal/largeScreen/v1/workflowData' },
  { method: 'POST', path: '/runtime/task/v1/getTodoList' },
  { method: 'POST', path: '/runtime/instance/v1/getMyRequestList' },
  { method: 'POST', path: '/form/customQuery/v1/doQuery' },
];

export interface ResolvedTarget {
  method: 'GET' | 'POST';
  path: string;
  query: URLSearchParams;
}

const DATA_FROM = new RegExp(`^\\$\\{(${SERVICE_BASES.join('|')})\\}(/[A-Za-z0-9_/.-]*)(?:\\?([^#\\s]*))?$`);

/** The allow-listed call a dataFrom names (minus `except`), with its query; null when it names anything else. */
export function resolveDataFrom(dataFrom: string, requestType: string, except: readonly string[] = []): ResolvedTarget | null {
  const m = DATA_FROM.exec(dataFrom.trim());
  if (!m || (requestType !== 'GET' && requestType !== 'POST')) return null;
  const path = m[2] ?? '';
  if (path.includes('..') || path.includes('//')) return null;
  if (except.includes(path) || !COLUMN_TARGETS.some((t) => t.method === requestType && t.path === path)) return null;
  return { method: requestType, path, query: new URLSearchParams(m[3] ?? '') };
}

/** A dataParam value: JSON when it parses (objects, numbers), else the text itself. */
export function paramValue(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The rows in an answer's value: at the dotted `listKey`, else the value itself or its `rows`; null when none. */
export function extractRows(value: unknown, listKey: string | null | undefined): Record<string, unknown>[] | null {
  let at: unknown = value;
  if (listKey) for (const part of listKey.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined;
  else if (at && typeof at === 'object' && !Array.isArray(at)) at = (at as { rows?: unknown }).rows;
  if (!Array.isArray(at)) return null;
  return at.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r));
}

/** The headers an internal call carries: the caller's own session and language, nothing else. */
const FORWARDED = ['p-auth', 'p-rtoken', 'p-langid', 'p-timezone', 'accept-language'] as const;

export type InternalAnswer = { kind: 'ok'; value: unknown } | { kind: 'failed'; message: string } | { kind: 'unparsable' };

/** Runs an allow-listed call inside this server as the caller (the call checks the caller's rights itself). */
export async function callAsCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  target: ResolvedTarget,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<InternalAnswer> {
  // the caller's own session and language win over anything a query asks for
  const headers: Record<string, string> = { ...extra };
  for (const h of FORWARDED) {
    const v = request.headers[h];
    if (typeof v === 'string') headers[h] = v;
  }
  const qs = target.query.toString();
  const answer = await app.inject({
    method: target.method,
    url: qs ? `${target.path}?${qs}` : target.path,
    headers,
    ...(target.method === 'POST' ? { payload: (body ?? {}) as object } : {}),
  });
  let parsed: { state?: boolean; value?: unknown; message?: string };
  try {
    parsed = answer.json();
  } catch {
    return { kind: 'unparsable' };
  }
  if (answer.statusCode !== 200 || parsed.state === false) return { kind: 'failed', message: parsed.message ?? '' };
  return { kind: 'ok', value: parsed.value };
}
