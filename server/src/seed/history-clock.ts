import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.js';
import { resealDecisions } from '../signing/service.js';

interface Mark {
  real: Date;
  virtual: Date;
}

/**
 * The demo history is made by the real services, now; this clock then moves every row an action
 * wrote to the moment the plan gives that action. The actions of one request run one after
 * another (requests run side by side), and each owns the real interval from its start to the
 * start of the request's next action, so a timestamp of the request inside it becomes
 * `virtual + (t - start)`: the order within an action stays, and the rows of one request follow
 * each other as planned.
 */
export class HistoryClock {
  private readonly marks = new Map<string, Mark[]>();

  /** `timeZone`: the company's, in which a request's summary and business number name its day. */
  constructor(private readonly timeZone: string) {}

  /** Runs one action of a request (`root`, or for its start the id the start answers) as if at `virtual`. */
  async run<T>(virtual: Date, root: string | ((result: T) => string), action: () => Promise<T>): Promise<T> {
    const real = new Date();
    const result = await action();
    const id = typeof root === 'string' ? root : root(result);
    const list = this.marks.get(id) ?? [];
    const last = list.at(-1);
    // two actions in one millisecond: the later one owns it
    if (last && last.real.getTime() >= real.getTime()) last.virtual = virtual;
    else list.push({ real, virtual });
    this.marks.set(id, list);
    return result;
  }

  /** Rewrites the timestamps of the requests' rows, in one transaction. */
  async apply(db: Database): Promise<void> {
    const rows = [...this.marks].flatMap(([root, list]) =>
      list.map((m, i) => ({ root, a: m.real, b: list[i + 1]?.real ?? new Date('9999-01-01T00:00:00Z'), v: m.virtual })),
    );
    if (!rows.length) return;
    await db.transaction().execute(async (trx) => {
      await sql`create temporary table seed_clock (root text not null, a timestamptz not null, b timestamptz not null, v timestamptz not null) on commit drop`.execute(
        trx,
      );
      await sql`insert into seed_clock (root, a, b, v)
        select * from unnest(${rows.map((r) => r.root)}::text[], ${rows.map((r) => r.a)}::timestamptz[], ${rows.map((r) => r.b)}::timestamptz[], ${rows.map((r) => r.v)}::timestamptz[])`.execute(
        trx,
      );
      await sql`create index on seed_clock (root, a)`.execute(trx);
      await sql`analyze seed_clock`.execute(trx);
      for (const [table, root, cols] of MOVED) {
        const shift = (col: string) =>
          sql.raw(
            `coalesce((select c.v + (${col} - c.a) from seed_clock c where c.root = ${root} and ${col} >= c.a and ${col} < c.b), ${col})`,
          );
        const set = sql.join(cols.map((c) => sql`${sql.ref(c)} = ${shift(c)}`));
        // a task's due time keeps its distance to the task's creation
        const due = table === 'wf_task' ? sql`, due_time = ${shift('create_time')} + (due_time - create_time)` : sql``;
        // the summary tells the day of the start (its first date)
        const day = (col: RawBuilder<unknown>) => sql`to_char(${col} at time zone ${this.timeZone}, 'YYYY-MM-DD')`;
        const summary =
          table === 'wf_instance'
            ? sql`, ai_summary = regexp_replace(ai_summary, ${day(sql`create_time`)}, ${day(shift('create_time'))}),
                ai_summaries = replace(ai_summaries::text, ${day(sql`create_time`)}, ${day(shift('create_time'))})::jsonb`
            : sql``;
        await sql`update ${sql.table(table)} set ${set}${due}${summary} where ${sql.raw(root)} in (select root from seed_clock)`.execute(
          trx,
        );
      }
      await sql`update wf_opinion set dur_ms = greatest(0, (extract(epoch from complete_time - create_time) * 1000)::bigint) where complete_time is not null`.execute(
        trx,
      );
      await renumber(trx, this.timeZone);
      // the history rows' decision hashes hold their completion times: bind them to the moved ones
      await resealDecisions(trx);
    });
  }
}

const rootOf = (table: string) => `(select ri.root_id from wf_instance ri where ri.id = ${table}.inst_id)`;

/** Tables whose timestamps an action writes: how a row finds its request, and the columns. */
const MOVED: [string, string, string[]][] = [
  ['wf_instance', 'wf_instance.root_id', ['create_time', 'end_time']],
  ['wf_task', 'wf_task.root_id', ['create_time', 'complete_time', 'delegated_at']],
  ['wf_opinion', rootOf('wf_opinion'), ['create_time', 'complete_time']],
  ['wf_notice', rootOf('wf_notice'), ['create_time']],
  ['wf_form_record', rootOf('wf_form_record'), ['create_time']],
  ['wf_exception', rootOf('wf_exception'), ['create_time']],
];

/**
 * Business numbers (KEY-YYYYMMDD-NNNN) were counted on the real day: count them again per key and
 * (moved) day, sub instances keep their parent's, and the day counters continue from there. The
 * history is only written into a new company, so every number is the history's.
 */
async function renumber(trx: Database, timeZone: string): Promise<void> {
  await sql`
    with n as (
      select id, split_part(prop1, '-', 1) as prefix, to_char(create_time at time zone ${timeZone}, 'YYYYMMDD') as day,
             row_number() over (partition by split_part(prop1, '-', 1), to_char(create_time at time zone ${timeZone}, 'YYYYMMDD') order by create_time, id) as k
      from wf_instance where parent_id is null and prop1 is not null
    )
    update wf_instance i set prop1 = n.prefix || '-' || n.day || '-' || lpad(n.k::text, 4, '0') from n where n.id = i.id`.execute(trx);
  await sql`update wf_instance c set prop1 = p.prop1 from wf_instance p where c.parent_id = p.id`.execute(trx);
  await sql`delete from wf_serial`.execute(trx);
  await sql`
    insert into wf_serial (prefix, day, value)
    select split_part(prop1, '-', 1), split_part(prop1, '-', 2), max(split_part(prop1, '-', 3)::int)
    from wf_instance where parent_id is null and prop1 is not null group by 1, 2`.execute(trx);
}
