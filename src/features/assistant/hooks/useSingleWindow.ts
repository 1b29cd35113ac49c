import { useEffect, useState } from 'react';
import { readJson, writeJson } from '@/shared/storage';
import { CLAIM_TTL_MS, HEARTBEAT_MS, holdsClaim, type Claim } from '../lib/election';

const CHANNEL = 'tr_assistant_claims';

interface Transport {
  announce(claim: Claim): void;
  release(id: string): void;
  claims(): Claim[];
  close(): void;
}

/** BroadcastChannel where the browser has it; a localStorage heartbeat otherwise. */
function openTransport(): Transport {
  const heard = new Map<string, Claim>();
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (e: MessageEvent<{ kind: 'claim' | 'release'; claim: Claim }>) => {
      const { kind, claim } = e.data ?? {};
      if (!claim || typeof claim.id !== 'string') return;
      if (kind === 'release') heard.delete(claim.id);
      else heard.set(claim.id, { ...claim, seen: Date.now() });
    };
    return {
      announce: (claim) => channel.postMessage({ kind: 'claim', claim }),
      release: (id) => channel.postMessage({ kind: 'release', claim: { id, since: 0, seen: 0 } }),
      claims: () => [...heard.values()],
      close: () => channel.close(),
    };
  }
  const read = () => readJson<Record<string, Claim>>(CHANNEL) ?? {};
  return {
    announce: (claim) => {
      const now = Date.now();
      const all = Object.fromEntries(Object.entries(read()).filter(([, c]) => now - c.seen <= CLAIM_TTL_MS));
      writeJson(CHANNEL, { ...all, [claim.id]: claim });
    },
    release: (id) => {
      const all = read();
      delete all[id];
      writeJson(CHANNEL, all);
    },
    claims: () => Object.values(read()),
    close: () => undefined,
  };
}

/**
 * True while this window is the one that shows the assistant: the earliest of the windows that
 * want to show it. `wants` false withdraws the claim.
 */
export function useSingleWindow(wants: boolean): boolean {
  const [holds, setHolds] = useState(true);
  useEffect(() => {
    if (!wants) return;
    const transport = openTransport();
    const own: Claim = { id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`, since: Date.now(), seen: Date.now() };
    const tick = () => {
      transport.announce({ ...own, seen: Date.now() });
      setHolds(holdsClaim(own, transport.claims(), Date.now()));
    };
    tick();
    const timer = setInterval(tick, HEARTBEAT_MS);
    const leave = () => transport.release(own.id);
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
      transport.close();
    };
  }, [wants]);
  return wants && holds;
}
