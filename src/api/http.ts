import axios, {
  AxiosHeaders,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
  type ResponseType,
} from 'axios';
import type { EnvelopeOf } from '@contract/common';
import { IDENTITY_CALLS } from '@contract/identity';
import { i18n, currentLanguage } from '@/shared/i18n';
import { STORAGE_KEYS, readItem, writeItem } from '@/shared/storage';
import { browserLocation } from '@/shared/browser';
import { errorMessage, judgeAnswer, type AnswerFacts, type ErrorKind, type Verdict } from './errorCatalogue';
import { notify } from './notify';
import { maskedRequests, masksPage } from './loadingMask';

/** Spec 01 §9: request time-out. */
export const REQUEST_TIMEOUT_MS = 60_000;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** the spec's "logged only" failures: no toast */
    silent?: boolean;
    /** set on the one replay after a token refresh */
    replayed?: boolean;
    /** counted among the masked requests until its answer (or failure) arrives */
    masked?: boolean;
  }
}

// ---- the session the headers come from (registered by src/features/auth: src/api imports no feature)

export interface TokenPair {
  token: string;
  rtoken: string;
}

export interface SessionBinding {
  tokens(): TokenPair | null;
  /** a refresh gave a new pair: keep it */
  refreshed(pair: TokenPair): void;
  /** the session is over: forget it (the client then goes to the login address) */
  expired(): void;
}

const noSession: SessionBinding = { tokens: () => null, refreshed: () => {}, expired: () => {} };
let session: SessionBinding = noSession;
let expiring = false;
let refreshing: Promise<TokenPair> | null = null;

export function bindSession(binding: SessionBinding | null): void {
  session = binding ?? noSession;
  expiring = false;
  refreshing = null;
}

// ---- login address, request id, headers

/** Why the user is sent to sign in again, so the login page can say it ('expired': the session ended). */
export type LoginReason = 'expired';

/** `${VITE_LOGIN_URL || '/login'}?redirect=<current app path>[&reason=...]` */
export function loginUrl(redirect: string = window.location.pathname + window.location.search, reason?: LoginReason): string {
  const base = import.meta.env.VITE_LOGIN_URL || '/login';
  return `${base}${base.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}${reason ? `&reason=${reason}` : ''}`;
}

export function redirectToLogin(reason?: LoginReason): void {
  browserLocation.assign(loginUrl(undefined, reason));
}

let pageRequestId: string | null = null;

function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // plain-http intranet hosts are no secure context: no randomUUID there
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** P-RequestId: stored for the page session, generated once when absent. */
export function requestId(): string {
  pageRequestId ??= readItem(STORAGE_KEYS.requestId, 'session');
  if (!pageRequestId) {
    pageRequestId = newId();
    writeItem(STORAGE_KEYS.requestId, pageRequestId, 'session');
  }
  return pageRequestId;
}

/** Sign-in calls carry no session headers; logout does, since it ends the session it names. */
export function isAuthCall(url: string | undefined): boolean {
  const path = (url ?? '').replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0];
  if (path === IDENTITY_CALLS.sso.path) return true;
  return path.startsWith('/auth/') && path !== IDENTITY_CALLS.logout.path;
}

/** The browser's zone (shared/time's userTimeZone, without dayjs on the first screen). */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The headers of every non-auth call, also for fetch-based streams (SSE, the assistant). */
export function authHeaders(): Record<string, string> {
  const language = currentLanguage();
  const pair = session.tokens();
  const headers: Record<string, string> = {
    'P-RequestId': requestId(),
    'P-LangId': language,
    'Accept-Language': language,
    // what the server writes for this person (a summary's day, the watermark, a print) is in their zone (issue 29.1)
    'P-TimeZone': browserTimeZone(),
  };
  if (pair?.token) headers['P-Auth'] = pair.token;
  if (pair?.rtoken) headers['P-RToken'] = pair.rtoken;
  return headers;
}

// ---- the one axios instance

export const client = axios.create({ timeout: REQUEST_TIMEOUT_MS });

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly kind: ErrorKind | 'invalidToken',
    public readonly code?: number | string,
    public readonly status?: number,
    public readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// the loading mask of spec 02 §9: counted from sending to the answer, once per pass through axios
client.interceptors.request.use((config) => {
  if (masksPage(config.url)) {
    config.masked = true;
    maskedRequests.start();
  }
  return config;
});

function unmask(config: AxiosRequestConfig | undefined): void {
  if (!config?.masked) return;
  config.masked = false;
  maskedRequests.done();
}

client.interceptors.request.use((config) => {
  if (isAuthCall(config.url)) return config;
  const headers = AxiosHeaders.from(config.headers);
  for (const [name, value] of Object.entries(authHeaders())) headers.set(name, value);
  config.headers = headers;
  return config;
});

async function parseBlobBody(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob) || !/json|text/i.test(data.type)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return data;
  }
}

function factsOf(config: AxiosRequestConfig, response: AxiosResponse | undefined, data: unknown): AnswerFacts {
  const disposition = response?.headers?.['content-disposition'];
  return {
    status: response?.status,
    data,
    responseType: config.responseType,
    contentDisposition: typeof disposition === 'string' ? disposition : undefined,
  };
}

function refreshOnce(rtoken: string): Promise<TokenPair> {
  refreshing ??= client
    .post<EnvelopeOf<Partial<TokenPair> & { utoken?: string }>>(IDENTITY_CALLS.refresh.path, { rtoken }, { silent: true })
    .then(({ data }) => {
      const token = data.value?.token ?? data.value?.utoken;
      const next = data.value?.rtoken;
      if (!token || !next) throw new ApiError('refresh gave no token pair', 'invalidToken');
      const pair = { token, rtoken: next };
      session.refreshed(pair);
      return pair;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function expire(): Promise<never> {
  if (!expiring) {
    expiring = true;
    session.expired();
    redirectToLogin('expired');
  }
  return Promise.reject(new ApiError(i18n.t('errors:auth.sessionExpired'), 'invalidToken', 402, 402));
}

/** Code 402: one refresh (shared by concurrent calls) and one replay, else log out. */
async function recoverSession(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  if (config.replayed || expiring) return expire();
  const current = session.tokens();
  if (!current?.rtoken) return expire();
  const sentWith = AxiosHeaders.from(config.headers).get('P-Auth');
  // a call sent before another call's refresh finished only needs the new token
  if (refreshing || sentWith === current.token) {
    try {
      await (refreshing ?? refreshOnce(current.rtoken));
    } catch {
      return expire();
    }
  }
  return client.request({ ...config, replayed: true });
}

function settle(verdict: Verdict, config: InternalAxiosRequestConfig, response: AxiosResponse | undefined, data: unknown) {
  if (verdict.kind === 'pass' && response) return response;
  if (verdict.kind === 'invalidToken') {
    if (isAuthCall(config.url))
      return Promise.reject(
        new ApiError(String((data as { message?: string })?.message ?? ''), 'invalidToken', 402, response?.status, data),
      );
    return recoverSession(config);
  }
  const failure = verdict.kind === 'error' ? verdict : ({ error: 'unknown', text: { key: 'errors:http.unknown' } } as const);
  const message = errorMessage(failure.text, (key, params) => i18n.t(key, params ?? {}));
  if (!config.silent) notify.error(message, { feedback: true });
  else console.warn(`[${config.method?.toUpperCase()} ${config.url}]`, message);
  return Promise.reject(new ApiError(message, failure.error, 'code' in failure ? failure.code : undefined, response?.status, data));
}

client.interceptors.response.use(
  (response) => {
    unmask(response.config);
    return settle(judgeAnswer(factsOf(response.config, response, response.data)), response.config, response, response.data);
  },
  async (error: unknown) => {
    if (axios.isAxiosError(error)) unmask(error.config);
    if (axios.isCancel(error) || !axios.isAxiosError(error) || !error.config) throw error;
    const { config, response } = error;
    if (!response) {
      const timeout = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      const failure = timeout ? 'timeout' : error.code === 'ERR_NETWORK' ? 'network' : undefined;
      return settle(judgeAnswer({ failure }), config, undefined, undefined);
    }
    const data = await parseBlobBody(response.data);
    return settle(judgeAnswer(factsOf(config, response, data)), config, response, data);
  },
);

// ---- typed helpers: every feature reaches the server through these

export interface RequestOptions {
  silent?: boolean;
  headers?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
  responseType?: ResponseType;
  onUploadProgress?: AxiosRequestConfig['onUploadProgress'];
}

type Params = Record<string, unknown> | URLSearchParams;

export async function get<T>(url: string, params?: Params, opts: RequestOptions = {}): Promise<EnvelopeOf<T>> {
  return (await client.get<EnvelopeOf<T>>(url, { ...opts, params })).data;
}

export async function post<T>(url: string, body?: unknown, opts: RequestOptions & { params?: Params } = {}): Promise<EnvelopeOf<T>> {
  return (await client.post<EnvelopeOf<T>>(url, body, opts)).data;
}

export async function del<T>(url: string, params?: Params, opts: RequestOptions = {}): Promise<EnvelopeOf<T>> {
  return (await client.delete<EnvelopeOf<T>>(url, { ...opts, params })).data;
}

export interface Download {
  blob: Blob;
  /** from content-disposition (RFC 5987 filename* first); null when the server names none */
  fileName: string | null;
}

/** A binary answer (blob pass-through) with the file name the server gives. */
export async function download(url: string, params?: Params, opts: RequestOptions = {}): Promise<Download> {
  // the header parser loads with the first download, not with the first screen
  const [response, { fileNameFromDisposition }] = await Promise.all([
    client.get<Blob>(url, { ...opts, params, responseType: 'blob' }),
    import('./contentDisposition'),
  ]);
  const disposition = response.headers['content-disposition'];
  return { blob: response.data, fileName: fileNameFromDisposition(typeof disposition === 'string' ? disposition : null) };
}
