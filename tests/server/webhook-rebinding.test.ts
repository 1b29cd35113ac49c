import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTarget, guardedLookup } from '../../server/src/notify/target.js';
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

// Ranges the webhook check once let through: it now uses the one outbound policy (global unicast only).
describe('webhook targets outside global unicast are refused', () => {
  it.each([
    'http://[64:ff9b::a00:1]/hook',
    'http://[2002:a00:1::1]/hook',
    'http://[fec0::1]/hook',
    'http://[::7f00:1]/hook',
    'http://[::ffff:7f00:1]/hook',
    'http://198.18.0.1/hook',
    'http://192.0.0.170/hook',
    'http://224.0.0.1/hook',
    'http://240.0.0.1/hook',
    'http://[ff02::1]/hook',
  ])('%s', async (target) => {
    await expect(checkTarget(target, false)).rejects.toMatchObject({ key: 'notify.privateUrl' });
  });

  it.each(['64:ff9b::a00:1', '2002:a00:1::1', 'fec0::1', '198.18.0.1', '192.0.0.170', '239.1.1.1', '240.0.0.1'])(
    'a connection whose name answers %s fails',
    async (inside) => {
      const { err } = await lookup(async () => [{ address: inside, family: inside.includes(':') ? 6 : 4 }], true);
      expect(err?.code).toBe('EPRIVATE');
    },
  );
});
