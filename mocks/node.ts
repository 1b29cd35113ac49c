import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';

// jsdom's Blob has no stream(): msw's XMLHttpRequest interceptor hands blob answers to undici's
// Response, which needs it, and the request would otherwise never finish
if (typeof Blob !== 'undefined' && typeof Blob.prototype.stream !== 'function') {
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      const bytes = this.arrayBuffer();
      return new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array(await bytes));
          controller.close();
        },
      });
    },
  });
}

/**
 * The msw server of component tests. Use it as
 * `beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))`, `afterEach(() => server.resetHandlers())`,
 * `afterAll(() => server.close())`, and `server.use(...)` with the factories of mocks/handlers for a case.
 */
export const server = setupServer(...defaultHandlers);
