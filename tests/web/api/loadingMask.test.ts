import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { server } from '../../../mocks/node';
import { ok } from '../../../mocks/envelope';
import { initI18n } from '@/shared/i18n';
import { get, post } from '@/api/http';
import { maskedRequests, masksPage } from '@/api/loadingMask';
import { setNotifier } from '@/api/notify';

beforeAll(() => {
  initI18n('en-US');
  setNotifier({ error: () => {}, success: () => {}, info: () => {}, warning: () => {} });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the loading mask of doEdit requests (spec 02 §9)', () => {
  it.each([
    ['/form/dataTemplate/v1/doEdit?id=1', true],
    ['/runtime/task/v1/doEditOpinion', true],
    ['/runtime/task/v1/getTodoList', false],
    [undefined, false],
  ])('%s masks the page: %s', (url, masked) => {
    expect(masksPage(url)).toBe(masked);
  });

  it('counts a doEdit request from its sending to its answer', async () => {
    server.use(
      http.post('*/form/dataTemplate/v1/doEdit', async () => {
        await delay(50);
        return HttpResponse.json(ok(true));
      }),
    );
    const call = post('/form/dataTemplate/v1/doEdit', { id: 1 });
    await expect.poll(() => maskedRequests.count()).toBe(1);
    await call;
    expect(maskedRequests.count()).toBe(0);
  });

  it('lifts the mask when the request fails too, and never counts other requests', async () => {
    server.use(
      http.get('*/form/dataTemplate/v1/doEdit', () => HttpResponse.json({ state: false, code: 500, message: 'no' }, { status: 500 })),
      http.get('*/runtime/task/v1/getTodoList', async () => {
        await delay(30);
        return HttpResponse.json(ok([]));
      }),
    );
    await expect(get('/form/dataTemplate/v1/doEdit')).rejects.toThrow();
    expect(maskedRequests.count()).toBe(0);
    const other = get('/runtime/task/v1/getTodoList');
    expect(maskedRequests.count()).toBe(0);
    await other;
  });
});
