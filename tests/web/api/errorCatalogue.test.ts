import { describe, expect, it } from 'vitest';
import { errorMessage, judgeAnswer, type AnswerFacts, type Verdict } from '@/api/errorCatalogue';

const pass: Verdict = { kind: 'pass' };
const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

describe('judgeAnswer (spec 01 §8)', () => {
  it.each<[string, AnswerFacts, Verdict]>([
    ['code 200', { status: 200, data: { state: true, code: 200, value: 1 } }, pass],
    ['code 0', { status: 200, data: { code: 0, value: 1 } }, pass],
    ["code '200'", { status: 200, data: { code: '200' } }, pass],
    ["code '0'", { status: 200, data: { code: '0' } }, pass],
    ["code 'ok'", { status: 200, data: { code: 'ok' } }, pass],
    ['no code', { status: 200, data: { rows: [], total: 0 } }, pass],
    ['a plain text body', { status: 200, data: 'hello' }, pass],
    ['an empty body', { status: 204, data: '' }, pass],
    ['a blob', { status: 200, data: blob, responseType: 'blob' }, pass],
    ['an arraybuffer', { status: 200, data: new ArrayBuffer(2), responseType: 'arraybuffer' }, pass],
    [
      'an attachment with a code-like body',
      { status: 200, data: { code: 500 }, contentDisposition: 'attachment; filename="a.json"' },
      pass,
    ],
    ['code 402', { status: 402, data: { state: false, code: 402, message: 'Token invalid' } }, { kind: 'invalidToken' }],
    ["code '402' on HTTP 200", { status: 200, data: { code: '402' } }, { kind: 'invalidToken' }],
    [
      'code 401',
      { status: 401, data: { code: 401, message: 'server words' } },
      { kind: 'error', error: 'code', code: 401, status: 401, text: { key: 'errors:code.noPermission' } },
    ],
    [
      'another code with a message',
      { status: 409, data: { code: 409, message: '任务已被处理' } },
      { kind: 'error', error: 'code', code: 409, status: 409, text: { message: '任务已被处理' } },
    ],
    [
      'another code without a message',
      { status: 200, data: { state: false, code: 'E100' } },
      { kind: 'error', error: 'code', code: 'E100', status: 200, text: { key: 'errors:code.failed', params: { code: 'E100' } } },
    ],
    [
      'another code with a blank message',
      { status: 200, data: { code: 5001, message: '  ' } },
      { kind: 'error', error: 'code', code: 5001, status: 200, text: { key: 'errors:code.failed', params: { code: 5001 } } },
    ],
    ['a time-out', { failure: 'timeout' }, { kind: 'error', error: 'timeout', text: { key: 'errors:http.timeout' } }],
    ['no connection', { failure: 'network' }, { kind: 'error', error: 'network', text: { key: 'errors:http.connection' } }],
    ['no answer and no known reason', {}, { kind: 'error', error: 'unknown', text: { key: 'errors:http.unknown' } }],
    [
      'HTTP 500 without body',
      { status: 500, data: '' },
      { kind: 'error', error: 'http', status: 500, text: { key: 'errors:http.status', params: { status: 500 } } },
    ],
    [
      'HTTP 502 with an HTML page',
      { status: 502, data: '<html>Bad Gateway</html>' },
      { kind: 'error', error: 'http', status: 502, text: { key: 'errors:http.status', params: { status: 502 } } },
    ],
    [
      'HTTP 503 with a message',
      { status: 503, data: { message: '维护中' } },
      { kind: 'error', error: 'http', status: 503, text: { message: '维护中' } },
    ],
    [
      'HTTP 500 with a success code',
      { status: 500, data: { code: 200 } },
      { kind: 'error', error: 'http', status: 500, text: { key: 'errors:http.status', params: { status: 500 } } },
    ],
    [
      'a failed blob whose body was not JSON',
      { status: 404, data: blob, responseType: 'blob' },
      { kind: 'error', error: 'http', status: 404, text: { key: 'errors:http.status', params: { status: 404 } } },
    ],
  ])('%s', (_name, facts, verdict) => {
    expect(judgeAnswer(facts)).toEqual(verdict);
  });
});

describe('errorMessage', () => {
  const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`;
  it('uses the server message as is', () => expect(errorMessage({ message: 'x' }, t)).toBe('x'));
  it('translates a key with its parameters', () =>
    expect(errorMessage({ key: 'errors:http.status', params: { status: 500 } }, t)).toBe('errors:http.status{"status":500}'));
});
