import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { callAsCaller, resolveDataFrom } from '../../server/src/lib/internal-calls.js';

/** A server whose one allow-listed call answers the headers it was given. */
const app = Fastify();
app.get('/portal/dashboards/v1/metric', async (request) => ({
  state: true,
  value: {
    auth: request.headers['p-auth'] ?? null,
    tenant: request.headers['x-tenant'] ?? null,
    lang: request.headers['p-langid'] ?? null,
  },
}));
afterAll(() => app.close());

const caller = { headers: { 'p-auth': 'lina-token', 'p-langid': 'en-US', cookie: 'not forwarded' } } as unknown as FastifyRequest;

describe('callAsCaller', () => {
  it("carries the caller's session and language and a query's own extra headers, and the session cannot be replaced", async () => {
    const target = resolveDataFrom('${portal}/portal/dashboards/v1/metric?name=x', 'GET')!;
    const answer = await callAsCaller(app, caller, target, undefined, { 'x-tenant': 'north', 'p-auth': 'someone else' });
    expect(answer).toEqual({ kind: 'ok', value: { auth: 'lina-token', tenant: 'north', lang: 'en-US' } });
    const plain = await callAsCaller(app, caller, target);
    expect(plain).toEqual({ kind: 'ok', value: { auth: 'lina-token', tenant: null, lang: 'en-US' } });
  });
});
