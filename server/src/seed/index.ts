import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { seedOrganisation } from './organisation.js';
import { seedMenus } from './menus.js';
import { seedWorkflow } from './workflow.js';
import { seedForms } from './forms.js';
import { seedFormRules } from './form-rules.js';
import { upgradeDemoForms } from './form-fields.js';
import { upgradeReportCentre } from './report-centre.js';
import { upgradeDemoModule } from '../portal/seed-module.js';
import { seedHistory } from './history.js';
import { seedSeals } from '../seals/seed.js';
import { seedAuthorization } from '../authorization/seed.js';
import { seedPrintTemplates } from './print.js';
import { seedLateMenus } from './late-menus.js';
import { seedScreens } from '../portal/screens/seed.js';
import { seedDashboards } from '../portal/dashboards/seed.js';
import { seedEmptyCompany } from './empty.js';

export interface SeedOptions {
  /** a few weeks of approvals, messages, drafts and collections (npm start; SEED=empty or --empty leaves them out) */
  history?: boolean;
  /** an empty company instead of the demo one (SEED=empty or --empty, issue 30): one administrator, the root unit */
  empty?: boolean;
  /** the empty company's name (COMPANY_NAME), else set on the setup page */
  companyName?: string;
}

/**
 * Demo data, written once on the first start (in one transaction, so a start killed half-way
 * leaves nothing behind and the next start seeds again). Later starts never touch it. With
 * `history`, the new company then gets its demo history (history.ts), through the workflow
 * services, one action per transaction: only right after the company itself was seeded, so a
 * data folder that has been used never gets it.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const seeded = await db.transaction().execute(async (trx) => {
    await sql`create table if not exists app_meta (key text primary key, value text not null)`.execute(trx);
    // the advisory lock makes two server processes starting together seed once
    await sql`select pg_advisory_xact_lock(4242)`.execute(trx);
    const done = await sql<{ value: string }>`select value from app_meta where key = 'demo_seed'`.execute(trx);
    if (done.rows.length)
      return (
        await seedForms(trx),
        await upgradeDemoForms(trx),
        await seedFormRules(trx),
        await upgradeReportCentre(trx),
        await upgradeDemoModule(trx),
        await seedSeals(trx),
        await seedAuthorization(trx),
        await seedPrintTemplates(trx),
        await seedLateMenus(trx),
        await seedScreens(trx),
        await seedDashboards(trx),
        false
      );
    if (options.empty) await seedEmptyCompany(trx, options.companyName);
    else {
      await seedOrganisation(trx);
      await seedMenus(trx);
      await seedWorkflow(trx);
    }
    await seedForms(trx);
    await upgradeDemoForms(trx);
    await seedFormRules(trx);
    await upgradeReportCentre(trx);
    await upgradeDemoModule(trx);
    await seedSeals(trx);
    await seedAuthorization(trx);
    await seedPrintTemplates(trx);
    await seedLateMenus(trx);
    await seedScreens(trx);
    await seedDashboards(trx);
    await sql`insert into app_meta (key, value) values ('demo_seed', ${new Date().toISOString()})`.execute(trx);
    return true;
  });
  if (seeded && options.history && !options.empty) await seedHistory(db);
  return seeded;
}
