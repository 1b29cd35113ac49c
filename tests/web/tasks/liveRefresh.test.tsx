import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EVENT_CALLS } from '@contract/workflow-shared';
import { server } from '../../../mocks/node';
import { secretaryListHandler, tabListHandlers, taskRow, typeTreeHandlers } from '../../../mocks/handlers/tasks';
import { bindSession } from '@/api/http';
import MyTask from '@/features/tasks/pages/MyTask';
import { renderPage } from './render';

const encoder = new TextEncoder();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  bindSession({ tokens: () => ({ token: 'tok', rtoken: 'rt' }), refreshed: () => {}, expired: () => {} });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  bindSession(null);
  server.close();
});

describe('live refresh of the task lists', { timeout: 40_000 }, () => {
  it('shows a task that reached the user, and updates the tree count, within 2 s and without a reload', async () => {
    let rows = [taskRow({ id: 't1', subject: 'First task' })];
    let push: (text: string) => void = () => {};
    const streamHeaders: string[] = [];
    server.use(
      ...tabListHandlers(() => rows),
      ...typeTreeHandlers(() => ({ nodes: [], counts: { null: rows.length }, total: rows.length })),
      secretaryListHandler(),
      http.get(`*${EVENT_CALLS.stream.path}`, ({ request }) => {
        streamHeaders.push(request.headers.get('P-Auth') ?? '');
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(encoder.encode(text));
            controller.enqueue(encoder.encode(': connected\n\n'));
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const { unmount } = renderPage(<MyTask />);
    expect(await screen.findByText('First task')).toBeInTheDocument();
    expect(await screen.findByText('Uncategorised (1)')).toBeInTheDocument();
    expect(streamHeaders).toEqual(['tok']);

    rows = [...rows, taskRow({ id: 't2', subject: 'Second task' })];
    push('event: task.changed\ndata: {"type":"task.changed","data":{"instId":"inst-2"}}\n\n');
    expect(await screen.findByText('Second task', undefined, { timeout: 2000 })).toBeInTheDocument();
    expect(await screen.findByText('Uncategorised (2)', undefined, { timeout: 2000 })).toBeInTheDocument();
    unmount();
  });
});
