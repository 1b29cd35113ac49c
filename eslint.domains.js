// Server domains (a top-level folder of server/src): whom each may use, always through the other's door (its
// index.ts). The map must stay acyclic (eslint.config.js refuses to load otherwise), so a loop between domains fails lint. lib/, db/, config.ts,
// table types (tables*.ts, the database's shape) and lib/context.ts are shared by all; composition roots (app.ts, links.ts,
// server.ts, main.ts, workers.ts, seed data) put the domains together and may reach anything.
export const SERVER_DOMAINS = {
  jobs: [],
  messages: [],
  identity: [],
  authorization: [],
  files: [],
  signing: [],
  search: [],
  audit: [],
  uc: ['identity', 'audit', 'files'],
  notify: ['jobs', 'messages'],
  seals: ['files', 'identity'],
  workflow: ['authorization', 'notify', 'jobs', 'files', 'seals', 'signing'],
  forms: ['workflow'],
  ops: ['workflow'],
  assistant: ['workflow'],
  portal: ['uc', 'messages', 'files', 'audit'],
  // issue 30: someone leaves; what they hold goes to others in one transaction
  departures: ['workflow', 'uc', 'identity', 'messages', 'audit', 'jobs'],
  print: ['files', 'portal', 'seals', 'signing', 'workflow'],
  mail: ['files', 'jobs', 'portal'],
  // issue 30: the first run of an empty company (the administrator's password, the setup page)
  setup: ['uc', 'identity', 'audit'],
};

/** The first loop in a map of who may use whom, as a path (a → b → a), or null. */
export function domainLoop(map) {
  const state = new Map();
  const visit = (d, trail) => {
    if (state.get(d) === 'done') return null;
    if (state.get(d) === 'open') return [...trail.slice(trail.indexOf(d)), d].join(' → ');
    state.set(d, 'open');
    for (const next of map[d] ?? []) {
      const loop = visit(next, [...trail, d]);
      if (loop) return loop;
    }
    state.set(d, 'done');
    return null;
  };
  for (const d of Object.keys(map)) {
    const loop = visit(d, []);
    if (loop) return loop;
  }
  return null;
}
