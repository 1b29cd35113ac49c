import pg from 'pg';
import { sql } from 'kysely';
import type { Database } from './database.js';

/**
 * Change notices for the portal's live updates. A change is published with PostgreSQL NOTIFY
 * (inside the writing transaction, so it is sent only if the change commits), every server
 * process LISTENs on one connection and hands each notice to its own SSE clients. So a task
 * completed through one process reaches a user connected to another.
 */
export const CHANNEL = 'portal_events';

export interface PortalEvent {
  /** e.g. task.created, task.completed, instance.ended, message.created */
  type: string;
  /** The users whose lists or badges change. */
  userIds: string[];
  /** Small extra data (ids); never a whole record: NOTIFY payloads must stay under 8000 bytes. */
  data?: Record<string, string | number | boolean | null>;
}

/**
 * The NOTIFY payloads of an event: split so that a change touching many users still fits in
 * NOTIFY's payload limit (an event for nobody still makes one).
 */
export function eventPayloads(event: PortalEvent): string[] {
  const ids = [...new Set(event.userIds)];
  const out: string[] = [];
  for (let i = 0; i < ids.length || i === 0; i += 100) {
    out.push(JSON.stringify({ ...event, userIds: ids.slice(i, i + 100) }));
    if (ids.length === 0) break;
  }
  return out;
}

/** Publishes within the given transaction or database handle. */
export async function publishEvent(db: Database, event: PortalEvent): Promise<void> {
  for (const payload of eventPayloads(event)) await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db);
}

type Listener = (event: PortalEvent) => void;

/** One LISTEN connection per process, with reconnection; subscribers filter by user. */
export class EventHub {
  private client?: pg.Client;
  private readonly listeners = new Map<string, Set<Listener>>();
  private closed = false;
  private retry?: NodeJS.Timeout;

  constructor(private readonly url: string) {}

  async start(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      let event: PortalEvent;
      try {
        event = JSON.parse(msg.payload) as PortalEvent;
      } catch {
        return;
      }
      for (const userId of event.userIds) for (const l of this.listeners.get(userId) ?? []) l(event);
    });
    client.on('error', () => this.reconnect());
    client.on('end', () => this.reconnect());
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.client = client;
  }

  private reconnect(): void {
    if (this.closed || this.retry) return;
    this.client = undefined;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.start().catch(() => this.reconnect());
    }, 1000);
  }

  subscribe(userId: string, listener: Listener): () => void {
    const set = this.listeners.get(userId) ?? new Set();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(userId);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const c = this.client;
    this.client = undefined;
    await c?.end().catch(() => {});
  }
}
