import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomQueryDef, CustomQueryResult } from '../../../../contract/forms.js';
import type { QueryFilter } from '../../../../contract/common.js';
import { AppError } from '../../lib/errors.js';
import type { Lang } from '../../lib/i18n.js';
import { callAsCaller, extractRows, resolveDataFrom, type ResolvedTarget } from '../../lib/internal-calls.js';
import { QUERY_ROW_LIMIT } from './repo.js';
import type { Database } from '../../db/database.js';
import { restQueryByAlias, type RestQueryRow } from './repo-rest.js';

/** The spec 02 §5 and §8 messages of a rest custom query (server.json `dashboards.restQuery.*`). */
const restError = (key: string, params: Record<string, string> = {}) => new AppError(400, `dashboards.restQuery.${key}`, params);

interface ConditionField {
  field: string;
  defaultValue?: unknown;
  defaultType?: string;
}

/** The query answering a rest query cannot be itself (no loops through doQuery). */
const NOT_A_TARGET = ['/form/customQuery/v1/doQuery'];

/** Spec 02 §5: a REST url is required and must be an allowed call; the POST template parses to JSON; conditionfield is a JSON list. */
export function checkRestQuery(row: Pick<RestQueryRow, 'url' | 'request_type' | 'data_param' | 'conditionfield' | 'header'>): {
  target: ResolvedTarget;
  template: Record<string, unknown>;
  conditions: ConditionField[];
  headers: Record<string, string>;
} {
  if (!row.url.trim()) throw restError('urlRequired');
  const target = resolveDataFrom(row.url, row.request_type, NOT_A_TARGET);
  if (!target) throw restError('urlError');
  let template: Record<string, unknown> = {};
  if (row.request_type === 'POST' && row.data_param?.trim()) {
    try {
      template = JSON.parse(row.data_param) as Record<string, unknown>;
    } catch {
      throw restError('paramError');
    }
    if (typeof template !== 'object' || template === null || Array.isArray(template)) throw restError('paramError');
  }
  let conditions: ConditionField[] = [];
  if (row.conditionfield?.trim()) {
    try {
      conditions = JSON.parse(row.conditionfield) as ConditionField[];
    } catch {
      throw restError('conditionError');
    }
    if (!Array.isArray(conditions) || conditions.some((c) => typeof c?.field !== 'string' || !c.field)) throw restError('conditionError');
  }
  return { target, template, conditions, headers: extraHeaders(row.header) };
}

/** Headers a query may not set: the session, the address and the proxy's (the call runs as the caller, no one else). */
const RESERVED_HEADER =
  /^(p-auth|p-rtoken|p-langid|accept-language|authorization|cookie|host|content-length|content-type|connection|transfer-encoding|x-forwarded-.*|forwarded|x-real-ip)$/i;

/**
 * Spec 02 §5: a request header given as a string must be valid JSON ('request header is not valid JSON'): an object
 * of names and text values. The query's own headers go with the call except reserved ones, which are refused.
 */
function extraHeaders(header: string | null): Record<string, string> {
  if (!header?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    throw restError('headerError');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw restError('headerError');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!/^[A-Za-z0-9-]{1,64}$/.test(name) || RESERVED_HEADER.test(name) || typeof value !== 'string' || /[\r\n]/.test(value))
      throw restError('headerError');
    headers[name.toLowerCase()] = value;
  }
  return headers;
}

/** The rest query an alias names, if any (the predefined queries are looked up otherwise). */
export async function findRestQuery(db: Database, alias: string | undefined): Promise<RestQueryRow | undefined> {
  const a = (alias ?? '').trim();
  return a ? restQueryByAlias(db, a) : undefined;
}

export function restQueryView(row: RestQueryRow, lang: Lang): CustomQueryDef {
  const pick = (labels: Record<string, string>) => labels[lang] || labels['zh-CN'] || '';
  return {
    alias: row.alias,
    name: pick(row.name_i18n),
    description: '',
    scope: 'own',
    columns: row.columns.map((c) => ({ name: c.name, label: pick(c.labels) || c.name, type: 'text' })),
    conditions: [],
  };
}

/**
 * Runs a rest custom query as the caller: its conditions (only the fields conditionfield lists, with their
 * defaults) go in the query string of a GET or as `querys` of a POST body; the rows are read at listKey.
 */
export async function runRestQuery(
  app: FastifyInstance,
  request: FastifyRequest,
  row: RestQueryRow,
  querys: QueryFilter[] | undefined,
): Promise<CustomQueryResult> {
  const { target, template, conditions, headers } = checkRestQuery(row);
  const allowed = new Set(conditions.map((c) => c.field));
  const unknown = (querys ?? []).find((q) => !allowed.has(q.property));
  if (unknown) throw restError('conditionError');
  const filters = conditions
    .map((c) => ({ property: c.field, value: querys?.find((q) => q.property === c.field)?.value ?? c.defaultValue }))
    .filter((f) => f.value !== undefined && f.value !== null && f.value !== '');
  if (target.method === 'GET') for (const f of filters) target.query.set(f.property, String(f.value));
  const body =
    target.method === 'POST'
      ? { ...template, ...(filters.length ? { querys: filters.map((f) => ({ ...f, operation: 'EQUAL' })) } : {}) }
      : undefined;
  const answer = await callAsCaller(app, request, target, body, headers);
  if (answer.kind === 'unparsable') throw restError('parseError');
  if (answer.kind === 'failed') throw restError('noData', { message: answer.message });
  if (answer.value === null || answer.value === undefined) throw restError('noData', { message: '' });
  const list = extractRows(answer.value, row.list_key);
  if (!list) throw restError('noArray');
  const raw = row.list_key
    ? row.list_key.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown>)?.[k], answer.value)
    : answer.value;
  if (Array.isArray(raw) && raw.length !== list.length) throw restError('badData');
  return {
    rows: list.slice(0, QUERY_ROW_LIMIT),
    total: list.length,
    page: 1,
    pageSize: QUERY_ROW_LIMIT,
    truncated: list.length > QUERY_ROW_LIMIT,
  };
}
