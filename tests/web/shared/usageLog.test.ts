import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { buildUsageRecord, readUsageLogConfig, sendUsage, type UsageLogConfig } from '@/shared/usageLog';

const LOG_URL = 'https://log.example.com/usage';
const on: UsageLogConfig = readUsageLogConfig({ VITE_USAGE_LOG_URL: LOG_URL, VITE_APP_VERSION: '2.1.0' });
const user = () => ({ account: 'zhangwei', employeeNo: 'E0003' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('usage log', () => {
  it('is off by default: nothing is sent', async () => {
    const sent = vi.fn();
    server.use(http.post('*', () => (sent(), HttpResponse.json({}))));
    const off = readUsageLogConfig({});
    expect(off.url).toBe('');
    await expect(sendUsage(off, { fetch: globalThis.fetch, user }, 'navigate', { path: '/home' })).resolves.toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });

  it('posts the record of spec 01 §7 without the session, the employee number in the detail', async () => {
    const bodies: unknown[] = [];
    const sessionHeaders: (string | null)[] = [];
    server.use(
      http.post(LOG_URL, async ({ request }) => {
        bodies.push(await request.json());
        sessionHeaders.push(request.headers.get('p-auth'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(sendUsage(on, { fetch: globalThis.fetch, user }, 'openNews', { newsId: 'n1' })).resolves.toBe(true);
    expect(bodies).toHaveLength(1);
    expect(sessionHeaders).toEqual([null]);
    const record = bodies[0] as ReturnType<typeof buildUsageRecord>;
    expect(record).toMatchObject({ systemCode: 'bpm-portal', logSource: 'front' });
    expect(record.logs[0]).toMatchObject({ version: '2.1.0', action: 'openNews', user: 'zhangwei' });
    expect(record.logs[0].randomId).toMatch(/\S{8,}/);
    expect(JSON.parse(record.logs[0].detail)).toEqual({ newsId: 'n1', employeeNo: 'E0003' });
  });

  it('logs a failure to the console only and resolves', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(LOG_URL, () => HttpResponse.json({}, { status: 503 })));
    await expect(sendUsage(on, { fetch: globalThis.fetch, user }, 'navigate')).resolves.toBe(false);
    server.use(http.post(LOG_URL, () => HttpResponse.error()));
    await expect(sendUsage(on, { fetch: globalThis.fetch, user }, 'navigate')).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(document.querySelector('.ant-message, .ant-notification')).toBeNull();
  });

  it('sends nothing without a signed-in user', async () => {
    const fetch = vi.fn();
    await expect(sendUsage(on, { fetch, user: () => null }, 'navigate')).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('builds one entry with the language, time and id it is given', () => {
    const record = buildUsageRecord(on, user(), 'navigate', { path: '/home' }, { time: '2026-01-01T00:00:00Z', id: 'r1', language: 'id' });
    expect(record.logs).toEqual([
      {
        version: '2.1.0',
        language: 'id',
        time: '2026-01-01T00:00:00Z',
        action: 'navigate',
        randomId: 'r1',
        user: 'zhangwei',
        detail: '{"path":"/home","employeeNo":"E0003"}',
      },
    ]);
  });
});
