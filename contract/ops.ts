import { Type } from 'typebox';
import { call } from './call.js';

/** What an operator's probes and Prometheus call (issue 13): not part of the portal's spec, not in the menu. */

export const Readiness = Type.Object({
  ready: Type.Boolean(),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  migrations: Type.Union([Type.Literal('done'), Type.Literal('pending'), Type.Literal('unknown')]),
  engine: Type.Object({ workers: Type.Integer(), alive: Type.Integer() }),
  problems: Type.Array(Type.String()),
});

export const OPS_CALLS = {
  /** The process is alive (liveness). */
  health: call({ method: 'GET', path: '/health', answer: Type.String(), public: true }),
  /** Database reachable, migrations done, engine workers up: 200, else 503 with the same value (readiness). */
  ready: call({ method: 'GET', path: '/ready', answer: Readiness, public: true }),
  /** Prometheus text format; allowed addresses (METRICS_ALLOW) or `Authorization: Bearer METRICS_TOKEN`. */
  metrics: call({ method: 'GET', path: '/metrics', public: true }),
};
