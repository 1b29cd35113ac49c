import type { Watermark } from '../../../../contract/workflow-watermark.js';
import type { Database } from '../../db/database.js';
import { instanceForRead } from '../instances/access.js';
import { wfText } from '../messages.js';
import type { Caller } from '../caller.js';
import * as repo from './repo.js';
import { dayIn } from '../../lib/time-zone.js';

/** The watermark of an instance the caller may read, its template filled with the caller's name, account and today (in their zone). */
export async function watermarkOf(db: Database, c: Caller, instId: string, companyZone: string): Promise<Watermark> {
  const inst = await instanceForRead(db, c.user, instId);
  const w = await repo.watermarkFor(db, inst.def_key);
  const template = w?.template ?? wfText(c.lang, 'watermark.default');
  const text = template
    .replace(/\{fullname\}/g, c.user.fullname)
    .replace(/\{account\}/g, c.user.account)
    .replace(/\{date\}/g, dayIn(new Date(), c.timeZone ?? companyZone));
  return {
    enabled: w?.enabled ?? true,
    text,
    fontSize: w?.font_size ?? 16,
    color: w?.color ?? 'rgba(0,0,0,0.08)',
    rotate: w?.rotate ?? -22,
  };
}
