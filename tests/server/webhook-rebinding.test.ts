import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedLookup } from '../../server/src/notify/target.js';
import { postWebhook } from '../../server/src/notify/deliver-webhook.js';

// A webhook's name is checked when saved and before each delivery, and again by the connection itself: a name
// whose records turn private between the check and the connection (DNS rebinding) reaches nothing inside.

const lookup = (resolve: Parameters<typeof guardedLookup>[0], all: boolean) =>
  new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((done) =>
    guardedLookup(resolve)('hooks.example.com', { all }, (err, address) => done({ err, address })),
  );

describe('webhook connections resolve and check the name themselves', () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits++;
      req.resume();
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('a public answer is passed on, in either form the socket asks for', async () => {
    const resolve = async () => [{ address: '93.184.215.14', family: 4 }];
    expect(await lookup(resolve, true)).toEqual({ err: null, address: [{ address: '93.184.215.14', family: 4 }] });
    expect(await lookup(resolve, false)).toEqual({ err: null, address: '93.184.215.14' });
  });

  it.each(['127.0.0.1', '10.1.2.3', '169.254.169.254', '::1', '::ffff:192.168.1.1'])(
    'an answer holding %s fails the connection',
    async (inside) => {
      const resolve = async () => [
        { address: '93.184.215.14', family: 4 },
        { address: inside, family: inside.includes(':') ? 6 : 4 },
      ];
      const { err } = await lookup(resolve, true);
      expect(err?.code).toBe('EPRIVATE');
    },
  );

  it('a name that turned private after the check reaches nothing: the delivery fails and the inside server sees no call', async () => {
    // the name answered a public address when it was checked; now it points at this machine
    const rebound = async () => [{ address: '127.0.0.1', family: 4 }];
    const target = new URL(`http://hooks.example.com:${port}/hook`);
    await expect(postWebhook(target, { 'content-type': 'application/json' }, '{}', false, rebound)).rejects.toMatchObject({
      code: 'EPRIVATE',
    });
    expect(hits).toBe(0);
  });

  it('with private targets allowed (a deployment inside one network) the call goes through', async () => {
    const status = await postWebhook(new URL(`http://127.0.0.1:${port}/hook`), { 'content-type': 'application/json' }, '{}', true);
    expect(status).toBe(200);
    expect(hits).toBe(1);
  });
});
