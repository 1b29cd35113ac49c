import { sql } from 'kysely';
import type { TestContext } from './test-app.js';

/** The fields of the demo leave form, in order, as the seed now makes it. */
export const LEAVE_FIELD_NAMES = [
  'leaveType',
  'days',
  'startDate',
  'endDate',
  'reason',
  'phone',
  'attachments',
  'handover',
  'leaderSign',
  'hrRemark',
];

/** The demo leave form as a database seeded before an upgrade holds it: `fields` stored, and the upgrade's once-marker `seedKey` gone. */
export async function storeOldLeaveForm(ctx: TestContext, fields: unknown[], seedKey: string): Promise<void> {
  await ctx.db
    .updateTable('wf_form')
    .set({ fields: JSON.stringify(fields) })
    .where('form_key', '=', 'leaveForm')
    .execute();
  await sql`delete from app_meta where key = ${seedKey}`.execute(ctx.db);
}
