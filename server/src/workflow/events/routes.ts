import type { FastifyInstance } from 'fastify';
import { EVENT_CALLS } from '../../../../contract/workflow-shared.js';
import { currentUser } from '../../lib/context.js';
import type { PortalEvent } from '../../db/events.js';
import { route } from '../../lib/route.js';

const HEARTBEAT_MS = 15_000;
/** What a stopping server tells the portal: come back after this many ms (another instance, or this one restarted). */
export const RECONNECT_MS = 3_000;

/**
 * Live updates for the signed-in user (the portal reads this with fetch streaming, so the P-Auth
 * header works): every event the EventHub delivers for the user, one `data:` line of JSON each,
 * and a comment line every 15 s so proxies keep the connection open.
 */
export default async function eventRoutes(app: FastifyInstance): Promise<void> {
  const open = new Set<() => void>();
  // a stopping server ends its streams with a reconnect hint before it waits for the requests in flight
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  route(app, EVENT_CALLS.stream, async (request, reply) => {
    const user = currentUser(request);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'p-requestid': request.id,
    });
    raw.write(': connected\n\n');
    const send = (event: PortalEvent) => {
      raw.write(`event: ${event.type}\ndata: ${JSON.stringify({ type: event.type, data: event.data ?? {} })}\n\n`);
    };
    const unsubscribe = app.deps.events?.subscribe(user.id, send) ?? (() => {});
    const beat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const closed = app.metrics.streamOpened('events');
    const close = () => {
      clearInterval(beat);
      unsubscribe();
      closed();
      open.delete(end);
    };
    const end = () => {
      close();
      raw.end(`retry: ${RECONNECT_MS}\n: server stopping\n\n`);
    };
    open.add(end);
    request.raw.once('close', close);
    raw.once('close', close);
    return reply;
  });
}
