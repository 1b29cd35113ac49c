// @isolated-file: the page session's request id is module state, made once per page (vitest.config.ts)
/// <reference types="node" />
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse, delay, passthrough } from 'msw';
import { server } from '../../../mocks/node';
import { fail, ok } from '../../../mocks/envelope';
import { refreshHandler } from '../../../mocks/handlers/auth';
import { initI18n } from '@/shared/i18n';
import { browserLocation } from '@/shared/browser';
import { STORAGE_KEYS } from '@/shared/storage';
import { ApiError, bindSession, del, download, get, post, type TokenPair } from '@/api/http';
import { setNotifier, type Notifier } from '@/api/notify';

let pair: TokenPair | null;
const refreshed = vi.fn<(p: TokenPair) => void>();
const expired = vi.fn();
const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } satisfies Notifier;
let assign: ReturnType<typeof vi.spyOn>;

beforeAll(() => {
  initI18n('zh-CN');
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  pair = { token: 'tok-zhangwei-1', rtoken: 'rt-zhangwei-1' };
  bindSession({
    tokens: () => pair,
    refreshed: (next) => {
      pair = next;
      refreshed(next);
    },
    expired: () => {
      pair = null;
      expired();
    },
  });
  setNotifier(toasts);
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function capture(method: 'get' | 'post' | 'delete', path: string, answer: () => Response = () => ok('fine')) {
  const seen: Headers[] = [];
  server.use(
    http[method](`*${path}`, ({ request }) => {
      seen.push(request.headers);
      return answer();
    }),
  );
  return seen;
}

describe('headers', () => {
  it.each([
    ['get', () => get('/portal/x/v1/a', { q: 1 })],
    ['post', () => post('/portal/x/v1/a', { q: 1 })],
    ['delete', () => del('/portal/x/v1/a', { id: 1 })],
  ] as const)('a %s call carries token, refresh token, request id and language', async (method, call) => {
    const seen = capture(method, '/portal/x/v1/a');
    await call();
    const headers = seen[0];
    expect(headers.get('P-Auth')).toBe('tok-zhangwei-1');
    expect(headers.get('P-RToken')).toBe('rt-zhangwei-1');
    expect(headers.get('P-RequestId')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(headers.get('P-LangId')).toBe('zh-CN');
    expect(headers.get('Accept-Language')).toBe('zh-CN');
  });

  it.each(['/sso/auth', '/auth/refresh', '/auth/captcha'])('the auth call %s carries none of them', async (path) => {
    const seen = capture(path === '/auth/refresh' ? 'post' : 'get', path);
    await (path === '/auth/refresh' ? post(path, { rtoken: 'x' }) : get(path, { utoken: 'a', rtoken: 'b' }));
    for (const name of ['P-Auth', 'P-RToken', 'P-RequestId', 'P-LangId']) expect(seen[0].get(name)).toBeNull();
  });

  it('logout names the session it ends', async () => {
    const seen = capture('post', '/auth/logout');
    await post('/auth/logout');
    expect(seen[0].get('P-Auth')).toBe('tok-zhangwei-1');
  });

  it('keeps one request id for the page session, stored in sessionStorage', async () => {
    const seen = capture('get', '/portal/x/v1/id');
    await get('/portal/x/v1/id');
    await get('/portal/x/v1/id');
    const id = seen[0].get('P-RequestId');
    expect(id).toBeTruthy();
    expect(seen[1].get('P-RequestId')).toBe(id);
    expect(sessionStorage.getItem(STORAGE_KEYS.requestId)).toBe(id);
  });
});

describe('error catalogue in the client', () => {
  it.each([200, 0, '200', '0', 'ok'])('success code %j passes the envelope through untouched', async (code) => {
    server.use(http.get('*/portal/x/v1/s', () => HttpResponse.json({ state: true, code, value: { n: 1 } })));
    await expect(get<{ n: number }>('/portal/x/v1/s')).resolves.toEqual({ state: true, code, value: { n: 1 } });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('passes a code-less answer through', async () => {
    server.use(http.get('*/portal/x/v1/plain', () => HttpResponse.json({ rows: [1] })));
    await expect(get('/portal/x/v1/plain')).resolves.toEqual({ rows: [1] });
  });

  it('code 401 toasts "no access permission" with the feedback button', async () => {
    server.use(http.get('*/portal/x/v1/e', () => fail(401, 'whatever the server says')));
    await expect(get('/portal/x/v1/e')).rejects.toMatchObject({ kind: 'code', code: 401, message: '没有访问权限' });
    expect(toasts.error).toHaveBeenCalledWith('没有访问权限', { feedback: true });
  });

  it('another code shows the server message', async () => {
    server.use(http.post('*/portal/x/v1/e', () => fail(409, '任务已被他人处理')));
    await expect(post('/portal/x/v1/e')).rejects.toBeInstanceOf(ApiError);
    expect(toasts.error).toHaveBeenCalledWith('任务已被他人处理', { feedback: true });
  });

  it('another code without a message shows "backend interface {code} error"', async () => {
    server.use(http.get('*/portal/x/v1/e', () => HttpResponse.json({ state: false, code: 5001, value: null })));
    await expect(get('/portal/x/v1/e')).rejects.toMatchObject({ code: 5001 });
    expect(toasts.error).toHaveBeenCalledWith('后端接口5001异常', { feedback: true });
  });

  it('a silent call is logged only, never toasted', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/portal/x/v1/e', () => fail(500, 'boom')));
    await expect(get('/portal/x/v1/e', undefined, { silent: true })).rejects.toMatchObject({ message: 'boom' });
    expect(toasts.error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('a network failure is "backend connection error"', async () => {
    server.use(http.get('*/portal/x/v1/net', () => HttpResponse.error()));
    await expect(get('/portal/x/v1/net')).rejects.toMatchObject({ kind: 'network', message: '后端连接错误' });
  });

  it('a time-out is "backend request timeout"', async () => {
    // msw's XMLHttpRequest stand-in has no time-out: a real server that answers too late
    const slow = createServer((req, res) => {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      setTimeout(
        () => res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{"state":true,"code":200,"value":1}'),
        1000,
      );
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/portal/x/v1/slow`;
    server.use(http.all(url, () => passthrough()));
    try {
      await expect(get(url, undefined, { timeout: 100 })).rejects.toMatchObject({ kind: 'timeout', message: '后端请求超时' });
      expect(toasts.error).toHaveBeenCalledWith('后端请求超时', { feedback: true });
    } finally {
      slow.closeAllConnections();
      slow.close();
    }
  });

  it('a 500 without a body is "backend interface 500 error"', async () => {
    server.use(http.get('*/portal/x/v1/500', () => new HttpResponse(null, { status: 500 })));
    await expect(get('/portal/x/v1/500')).rejects.toMatchObject({ kind: 'http', status: 500, message: '后端接口500异常' });
  });

  it('an HTTP failure with a JSON message shows the server message', async () => {
    server.use(http.get('*/portal/x/v1/503', () => HttpResponse.json({ message: '维护中' }, { status: 503 })));
    await expect(get('/portal/x/v1/503')).rejects.toMatchObject({ status: 503, message: '维护中' });
  });

  it('texts follow the language', async () => {
    initI18n('en-US');
    try {
      server.use(http.get('*/portal/x/v1/500', () => new HttpResponse(null, { status: 500 })));
      await expect(get('/portal/x/v1/500')).rejects.toMatchObject({ message: 'Backend interface 500 error' });
    } finally {
      initI18n('zh-CN');
    }
  });
});

describe('binary answers', () => {
  it('a blob download passes through with the RFC 5987 file name, Chinese intact', async () => {
    server.use(
      http.get(
        '*/system/file/v1/bathcDownloadFile',
        () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': `attachment; filename="files.zip"; filename*=UTF-8''${encodeURIComponent('请假材料.zip')}`,
            },
          }),
      ),
    );
    const result = await download('/system/file/v1/bathcDownloadFile', { fileIds: 'a,b', zipName: '请假材料' });
    expect(result.fileName).toBe('请假材料.zip');
    expect(result.blob.size).toBe(4);
  });

  it('a blob call that fails with a JSON body shows its message', async () => {
    server.use(http.get('*/system/file/v1/downloadFile', () => fail(404, '文件不存在')));
    await expect(download('/system/file/v1/downloadFile', { fileId: 'x' })).rejects.toMatchObject({ code: 404, message: '文件不存在' });
  });
});

describe('invalid token (402)', () => {
  /** A protected call that accepts only the refreshed token. */
  function protectedCall(hits: string[]) {
    server.use(
      http.get('*/portal/x/v1/p', ({ request }) => {
        const token = request.headers.get('P-Auth') ?? '';
        hits.push(token);
        return token === 'tok-zhangwei-2' ? ok('data') : fail(402, 'Token invalid or expired');
      }),
    );
  }

  it('refreshes once and replays the call with the new token', async () => {
    const hits: string[] = [];
    protectedCall(hits);
    server.use(refreshHandler());
    await expect(get('/portal/x/v1/p')).resolves.toMatchObject({ value: 'data' });
    expect(hits).toEqual(['tok-zhangwei-1', 'tok-zhangwei-2']);
    expect(refreshed).toHaveBeenCalledWith({ token: 'tok-zhangwei-2', rtoken: 'rt-zhangwei-2' });
    expect(toasts.error).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('concurrent 402s share one refresh', async () => {
    const hits: string[] = [];
    protectedCall(hits);
    let refreshes = 0;
    server.use(
      http.post('*/auth/refresh', async () => {
        refreshes += 1;
        await delay(30);
        return ok({ token: 'tok-zhangwei-2', rtoken: 'rt-zhangwei-2' });
      }),
    );
    const answers = await Promise.all([get('/portal/x/v1/p'), get('/portal/x/v1/p'), get('/portal/x/v1/p')]);
    expect(answers.map((a) => a.value)).toEqual(['data', 'data', 'data']);
    expect(refreshes).toBe(1);
  });

  it('a failed refresh clears the session and goes to the login address with the current app path', async () => {
    window.history.replaceState(null, '', '/front/matter/myTask?tab=todo');
    protectedCall([]);
    server.use(http.post('*/auth/refresh', () => fail(402, 'Refresh token invalid')));
    await expect(get('/portal/x/v1/p')).rejects.toMatchObject({ kind: 'invalidToken' });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/front/matter/myTask?tab=todo')}&reason=expired`);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('a replay that is refused again logs out instead of looping', async () => {
    server.use(
      http.get('*/portal/x/v1/p', () => fail(402, 'still invalid')),
      refreshHandler(),
    );
    await expect(get('/portal/x/v1/p')).rejects.toMatchObject({ kind: 'invalidToken' });
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token goes straight to the login address', async () => {
    pair = null;
    server.use(http.get('*/portal/x/v1/p', () => fail(402)));
    await expect(get('/portal/x/v1/p')).rejects.toMatchObject({ kind: 'invalidToken' });
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
