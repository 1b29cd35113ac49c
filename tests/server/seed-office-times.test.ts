import { describe, expect, it } from 'vitest';
import { officeTimes, planHistory, seededRandom } from '../../server/src/seed/history-plan.js';

const HOUR = 3600_000;
/** every quarter hour of one day, so the demo history is right whenever a company installs it */
const moments = Array.from({ length: 96 }, (_, i) => new Date(Date.UTC(2026, 10, 25) + i * 15 * 60_000));
const utcHour = (d: Date) => d.getUTCHours() + d.getUTCMinutes() / 60;

describe('the demo history’s clock', () => {
  it.each(moments.map((m) => [m.toISOString().slice(11, 16), m] as const))(
    'seeded at %s UTC, every action falls in China’s office hours, in order, before now',
    (_, now) => {
      for (const request of planHistory(now)) {
        const times = request.times;
        for (const [i, t] of times.entries()) {
          expect(utcHour(t), `${request.flow} ${t.toISOString()}`).toBeGreaterThanOrEqual(1);
          expect(utcHour(t), `${request.flow} ${t.toISOString()}`).toBeLessThan(10);
          expect(t.getTime()).toBeLessThan(now.getTime());
          if (i > 0) expect(t.getTime()).toBeGreaterThan(times[i - 1].getTime());
        }
      }
    },
  );

  it('keeps a request started today within today’s office hours when now is late in the office day', () => {
    const now = new Date(Date.UTC(2026, 10, 25, 8, 30));
    const times = officeTimes(seededRandom(7), now, 0);
    expect(times[0].getTime()).toBeGreaterThan(now.getTime() - 8 * HOUR);
  });
});
